/**
 * Reads a CFDI 4.0 XML back into the Comprobante the builder writes (src/domain/fiscal/cfdi.ts),
 * checking its structure as cfdv40.xsd does for the nodes this project issues: the namespace,
 * each required attribute with its pattern, and no element the builder does not write (a PAC
 * validates the full schema; the stand-in PAC refuses anything else rather than sign it).
 * fast-xml-parser (docs/decisions/0050-cfdi-invoices.md) parses; entities are decoded by it.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  CFDI_NAMESPACE,
  type CfdiConcepto,
  type CfdiTraslado,
  type Comprobante,
} from '../../../src/domain/fiscal/cfdi.js';

export class CfdiXmlError extends Error {
  override name = 'CfdiXmlError';
}

type Node = Record<string, unknown>;

const ARRAYS = new Set([
  'cfdi:Concepto',
  'cfdi:Traslado',
  'cfdi:CfdiRelacionado',
  'cfdi:Retencion',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  isArray: (name) => ARRAYS.has(name),
});

const PATTERNS = {
  fecha:
    /^(20[1-9][0-9])-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T(([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9])$/u,
  importe: /^[0-9]{1,18}(\.[0-9]{1,6})?$/u,
  rfc: /^[A-Z&Ñ]{3,4}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/u,
  cp: /^[0-9]{5}$/u,
  noCertificado: /^[0-9]{20}$/u,
  uuid: /^[a-f0-9A-F]{8}-[a-f0-9A-F]{4}-[a-f0-9A-F]{4}-[a-f0-9A-F]{4}-[a-f0-9A-F]{12}$/u,
};

function attr(node: Node, name: string, where: string, pattern?: RegExp): string {
  const value = node[`@${name}`];
  if (typeof value !== 'string' || value === '') {
    throw new CfdiXmlError(`Falta el atributo ${name} en ${where}.`);
  }
  if (pattern && !pattern.test(value)) {
    throw new CfdiXmlError(
      `El atributo ${name} de ${where} no tiene el formato del SAT: "${value}".`,
    );
  }
  return value;
}

function optionalAttr(node: Node, name: string): string | undefined {
  const value = node[`@${name}`];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function child(node: Node, name: string, where: string): Node {
  const value = node[name];
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new CfdiXmlError(`Falta el nodo ${name} en ${where}.`);
  }
  return value as Node;
}

function onlyChildren(node: Node, allowed: string[], where: string): void {
  for (const key of Object.keys(node)) {
    if (key.startsWith('@') || key === '#text') continue;
    if (!allowed.includes(key)) throw new CfdiXmlError(`El nodo ${key} no se admite en ${where}.`);
  }
}

function traslados(node: Node, where: string): CfdiTraslado[] {
  onlyChildren(node, ['cfdi:Traslados'], where);
  const list = child(node, 'cfdi:Traslados', where)['cfdi:Traslado'];
  if (!Array.isArray(list) || list.length === 0)
    throw new CfdiXmlError(`Falta el Traslado en ${where}.`);
  return (list as Node[]).map((t) => {
    const impuesto = attr(t, 'Impuesto', where);
    const tipoFactor = attr(t, 'TipoFactor', where);
    if (impuesto !== '002' || tipoFactor !== 'Tasa') {
      throw new CfdiXmlError(`Solo se admite IVA (002) a tasa en ${where}.`);
    }
    return {
      base: attr(t, 'Base', where, PATTERNS.importe),
      impuesto,
      tipoFactor,
      tasaOCuota: attr(t, 'TasaOCuota', where, /^[0-9]\.[0-9]{6}$/u),
      importe: attr(t, 'Importe', where, PATTERNS.importe),
    };
  });
}

export interface ParsedCfdi {
  comprobante: Comprobante;
  /** The inner XML nodes of cfdi:Complemento by name (a stamp already there is refused). */
  complementos: string[];
}

export function parseCfdiXml(xml: string): ParsedCfdi {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new CfdiXmlError(`XML mal formado: ${valid.err.msg} (línea ${valid.err.line}).`);
  const doc = parser.parse(xml) as Node;
  onlyChildren(doc, ['cfdi:Comprobante'], 'el documento');
  const root = child(doc, 'cfdi:Comprobante', 'el documento');
  if (root['@xmlns:cfdi'] !== CFDI_NAMESPACE) {
    throw new CfdiXmlError(`El espacio de nombres cfdi no es ${CFDI_NAMESPACE}.`);
  }
  const where = 'Comprobante';
  if (attr(root, 'Version', where) !== '4.0') throw new CfdiXmlError('La versión no es 4.0.');
  onlyChildren(
    root,
    [
      'cfdi:InformacionGlobal',
      'cfdi:CfdiRelacionados',
      'cfdi:Emisor',
      'cfdi:Receptor',
      'cfdi:Conceptos',
      'cfdi:Impuestos',
      'cfdi:Complemento',
    ],
    where,
  );
  const emisor = child(root, 'cfdi:Emisor', where);
  const receptor = child(root, 'cfdi:Receptor', where);
  const conceptosNode = child(root, 'cfdi:Conceptos', where);
  onlyChildren(conceptosNode, ['cfdi:Concepto'], 'Conceptos');
  const conceptoNodes = conceptosNode['cfdi:Concepto'];
  if (!Array.isArray(conceptoNodes) || conceptoNodes.length === 0) {
    throw new CfdiXmlError('Falta al menos un Concepto.');
  }
  const conceptos: CfdiConcepto[] = (conceptoNodes as Node[]).map((k, i) => {
    const at = `Concepto ${i + 1}`;
    const objetoImp = attr(k, 'ObjetoImp', at);
    if (objetoImp !== '02') throw new CfdiXmlError(`ObjetoImp de ${at} no es 02.`);
    const noIdentificacion = optionalAttr(k, 'NoIdentificacion');
    const unidad = optionalAttr(k, 'Unidad');
    return {
      claveProdServ: attr(k, 'ClaveProdServ', at, /^[0-9]{8}$/u),
      ...(noIdentificacion ? { noIdentificacion } : {}),
      cantidad: attr(k, 'Cantidad', at, PATTERNS.importe),
      claveUnidad: attr(k, 'ClaveUnidad', at, /^[A-Z0-9]{2,3}$/u),
      ...(unidad ? { unidad } : {}),
      descripcion: attr(k, 'Descripcion', at),
      valorUnitario: attr(k, 'ValorUnitario', at, PATTERNS.importe),
      importe: attr(k, 'Importe', at, PATTERNS.importe),
      objetoImp,
      traslados: traslados(child(k, 'cfdi:Impuestos', at), `los impuestos de ${at}`),
    };
  });
  const impuestos = child(root, 'cfdi:Impuestos', where);
  const global = root['cfdi:InformacionGlobal'] as Node | undefined;
  const relacionados = root['cfdi:CfdiRelacionados'] as Node | undefined;
  const complemento = root['cfdi:Complemento'] as Node | undefined;
  const metodoPago = attr(root, 'MetodoPago', where);
  if (metodoPago !== 'PUE' && metodoPago !== 'PPD')
    throw new CfdiXmlError('MetodoPago no es PUE ni PPD.');
  const checkLiteral = <T extends string>(name: string, value: T) => {
    if (attr(root, name, where) !== value) throw new CfdiXmlError(`${name} no es ${value}.`);
    return value;
  };
  const comprobante: Comprobante = {
    version: '4.0',
    serie: optionalAttr(root, 'Serie') ?? '',
    folio: optionalAttr(root, 'Folio') ?? '',
    fecha: attr(root, 'Fecha', where, PATTERNS.fecha),
    sello: attr(root, 'Sello', where),
    formaPago: attr(root, 'FormaPago', where, /^[0-9]{2}$/u),
    noCertificado: attr(root, 'NoCertificado', where, PATTERNS.noCertificado),
    certificado: attr(root, 'Certificado', where),
    subTotal: attr(root, 'SubTotal', where, PATTERNS.importe),
    moneda: checkLiteral('Moneda', 'MXN'),
    total: attr(root, 'Total', where, PATTERNS.importe),
    tipoDeComprobante: checkLiteral('TipoDeComprobante', 'I'),
    exportacion: checkLiteral('Exportacion', '01'),
    metodoPago,
    lugarExpedicion: attr(root, 'LugarExpedicion', where, PATTERNS.cp),
    ...(global
      ? {
          informacionGlobal: {
            periodicidad: attr(global, 'Periodicidad', 'InformacionGlobal'),
            meses: attr(global, 'Meses', 'InformacionGlobal'),
            año: attr(global, 'Año', 'InformacionGlobal'),
          },
        }
      : {}),
    ...(relacionados
      ? {
          cfdiRelacionados: {
            tipoRelacion: attr(relacionados, 'TipoRelacion', 'CfdiRelacionados'),
            uuids: ((relacionados['cfdi:CfdiRelacionado'] as Node[] | undefined) ?? []).map((r) =>
              attr(r, 'UUID', 'CfdiRelacionado', PATTERNS.uuid),
            ),
          },
        }
      : {}),
    emisor: {
      rfc: attr(emisor, 'Rfc', 'Emisor', PATTERNS.rfc),
      nombre: attr(emisor, 'Nombre', 'Emisor'),
      regimenFiscal: attr(emisor, 'RegimenFiscal', 'Emisor', /^[0-9]{3}$/u),
    },
    receptor: {
      rfc: attr(receptor, 'Rfc', 'Receptor', PATTERNS.rfc),
      nombre: attr(receptor, 'Nombre', 'Receptor'),
      domicilioFiscalReceptor: attr(receptor, 'DomicilioFiscalReceptor', 'Receptor', PATTERNS.cp),
      regimenFiscalReceptor: attr(receptor, 'RegimenFiscalReceptor', 'Receptor', /^[0-9]{3}$/u),
      usoCfdi: attr(receptor, 'UsoCFDI', 'Receptor', /^[A-Z0-9]{3,4}$/u),
    },
    conceptos,
    impuestos: {
      totalImpuestosTrasladados: attr(
        impuestos,
        'TotalImpuestosTrasladados',
        'Impuestos',
        PATTERNS.importe,
      ),
      traslados: traslados(impuestos, 'Impuestos'),
    },
  };
  const complementos = complemento
    ? Object.keys(complemento).filter((k) => !k.startsWith('@') && k !== '#text')
    : [];
  return { comprobante, complementos };
}
