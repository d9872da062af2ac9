/** The cadena original and the XML of a Comprobante built by ./cfdi.ts (docs/decisions/0050-cfdi-invoices.md). */
import { CFDI_NAMESPACE, CFDI_SCHEMA_LOCATION, oneLine, type Comprobante, type CfdiTraslado } from './cfdi';

// ---------------------------------------------------------------------------------------------
// Cadena original (SAT's cadenaoriginal_4_0.xslt, written out for the nodes this CFDI has)

/**
 * The cadena original: "||" then each attribute SAT's stylesheet lists, in its order, optional
 * ones only when present, each with its whitespace normalised, separated by "|", then "||".
 * Retenciones, ACuentaTerceros, InformacionAduanera, CuentaPredial, Parte and complements are
 * not produced by this builder, so they are not written here either.
 */
export function cadenaOriginal(c: Comprobante): string {
  const out: string[] = [];
  const req = (value: string) => out.push(oneLine(value));
  const opt = (value: string | undefined) => {
    if (value !== undefined && value !== '') out.push(oneLine(value));
  };
  req(c.version);
  opt(c.serie);
  opt(c.folio);
  req(c.fecha);
  opt(c.formaPago);
  req(c.noCertificado);
  req(c.subTotal);
  req(c.moneda);
  req(c.total);
  req(c.tipoDeComprobante);
  req(c.exportacion);
  opt(c.metodoPago);
  req(c.lugarExpedicion);
  if (c.informacionGlobal) {
    req(c.informacionGlobal.periodicidad);
    req(c.informacionGlobal.meses);
    req(c.informacionGlobal.año);
  }
  if (c.cfdiRelacionados) {
    req(c.cfdiRelacionados.tipoRelacion);
    c.cfdiRelacionados.uuids.forEach(req);
  }
  req(c.emisor.rfc);
  req(c.emisor.nombre);
  req(c.emisor.regimenFiscal);
  req(c.receptor.rfc);
  req(c.receptor.nombre);
  req(c.receptor.domicilioFiscalReceptor);
  req(c.receptor.regimenFiscalReceptor);
  req(c.receptor.usoCfdi);
  const traslado = (t: CfdiTraslado) => {
    req(t.base);
    req(t.impuesto);
    req(t.tipoFactor);
    opt(t.tasaOCuota);
    opt(t.importe);
  };
  for (const k of c.conceptos) {
    req(k.claveProdServ);
    opt(k.noIdentificacion);
    req(k.cantidad);
    req(k.claveUnidad);
    opt(k.unidad);
    req(k.descripcion);
    req(k.valorUnitario);
    req(k.importe);
    req(k.objetoImp);
    k.traslados.forEach(traslado);
  }
  c.impuestos.traslados.forEach(traslado);
  opt(c.impuestos.totalImpuestosTrasladados);
  return `||${out.join('|')}||`;
}

// ---------------------------------------------------------------------------------------------
// XML

/** Text escaped for an XML attribute (quotes, markup, and the whitespace a parser would fold). */
export function escapeXmlAttribute(value: string): string {
  return value
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;')
    .replace(/'/gu, '&apos;')
    .replace(/\t/gu, '&#9;')
    .replace(/\n/gu, '&#10;')
    .replace(/\r/gu, '&#13;');
}

function element(name: string, attrs: [string, string | undefined][], children?: string[]): string {
  const attributes = attrs
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value!)}"`)
    .join('');
  return children && children.length
    ? `<${name}${attributes}>${children.join('')}</${name}>`
    : `<${name}${attributes}/>`;
}

const trasladoXml = (t: CfdiTraslado) =>
  element('cfdi:Traslado', [
    ['Base', t.base],
    ['Impuesto', t.impuesto],
    ['TipoFactor', t.tipoFactor],
    ['TasaOCuota', t.tasaOCuota],
    ['Importe', t.importe],
  ]);

/**
 * The XML of a Comprobante (UTF-8), attributes in the schema's order. `complemento` is inner XML
 * placed in cfdi:Complemento (the stamp's TimbreFiscalDigital).
 */
export function cfdiToXml(c: Comprobante, complemento?: string): string {
  const children: string[] = [];
  if (c.informacionGlobal) {
    children.push(
      element('cfdi:InformacionGlobal', [
        ['Periodicidad', c.informacionGlobal.periodicidad],
        ['Meses', c.informacionGlobal.meses],
        ['Año', c.informacionGlobal.año],
      ]),
    );
  }
  if (c.cfdiRelacionados) {
    children.push(
      element(
        'cfdi:CfdiRelacionados',
        [['TipoRelacion', c.cfdiRelacionados.tipoRelacion]],
        c.cfdiRelacionados.uuids.map((uuid) => element('cfdi:CfdiRelacionado', [['UUID', uuid]])),
      ),
    );
  }
  children.push(
    element('cfdi:Emisor', [
      ['Rfc', c.emisor.rfc],
      ['Nombre', c.emisor.nombre],
      ['RegimenFiscal', c.emisor.regimenFiscal],
    ]),
    element('cfdi:Receptor', [
      ['Rfc', c.receptor.rfc],
      ['Nombre', c.receptor.nombre],
      ['DomicilioFiscalReceptor', c.receptor.domicilioFiscalReceptor],
      ['RegimenFiscalReceptor', c.receptor.regimenFiscalReceptor],
      ['UsoCFDI', c.receptor.usoCfdi],
    ]),
    element(
      'cfdi:Conceptos',
      [],
      c.conceptos.map((k) =>
        element(
          'cfdi:Concepto',
          [
            ['ClaveProdServ', k.claveProdServ],
            ['NoIdentificacion', k.noIdentificacion],
            ['Cantidad', k.cantidad],
            ['ClaveUnidad', k.claveUnidad],
            ['Unidad', k.unidad],
            ['Descripcion', k.descripcion],
            ['ValorUnitario', k.valorUnitario],
            ['Importe', k.importe],
            ['ObjetoImp', k.objetoImp],
          ],
          [
            element(
              'cfdi:Impuestos',
              [],
              [element('cfdi:Traslados', [], k.traslados.map(trasladoXml))],
            ),
          ],
        ),
      ),
    ),
    element(
      'cfdi:Impuestos',
      [['TotalImpuestosTrasladados', c.impuestos.totalImpuestosTrasladados]],
      [element('cfdi:Traslados', [], c.impuestos.traslados.map(trasladoXml))],
    ),
  );
  if (complemento) children.push(`<cfdi:Complemento>${complemento}</cfdi:Complemento>`);
  const root = element(
    'cfdi:Comprobante',
    [
      ['xmlns:cfdi', CFDI_NAMESPACE],
      ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
      ['xsi:schemaLocation', CFDI_SCHEMA_LOCATION],
      ['Version', c.version],
      ['Serie', c.serie],
      ['Folio', c.folio],
      ['Fecha', c.fecha],
      ['Sello', c.sello],
      ['FormaPago', c.formaPago],
      ['NoCertificado', c.noCertificado],
      ['Certificado', c.certificado],
      ['SubTotal', c.subTotal],
      ['Moneda', c.moneda],
      ['Total', c.total],
      ['TipoDeComprobante', c.tipoDeComprobante],
      ['Exportacion', c.exportacion],
      ['MetodoPago', c.metodoPago],
      ['LugarExpedicion', c.lugarExpedicion],
    ],
    children,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}`;
}
