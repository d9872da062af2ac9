/**
 * The invoice's PDF (representación impresa of the CFDI, issue 48), made on the server with
 * pdfkit and the QR of SAT's verification address with qrcode (docs/decisions/0050): issuer,
 * receiver, concepts, taxes, totals in numbers and in words, the folio fiscal, both certificate
 * numbers, the CFD's and SAT's seals, the stamp's cadena original and the QR.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { amountInWords } from '../../../src/domain/fiscal/amount-in-words.js';
import { regimenFiscalLabel, usoCfdiLabel } from '../../../src/domain/fiscal/catalogs.js';
import type { Comprobante } from '../../../src/domain/fiscal/cfdi.js';
import type { StampResult } from './pac.js';

/** SAT's verification address for a CFDI (Anexo 20: id, re, rr, tt, and the Sello's last 8 characters). */
export function verificationUrl(c: Comprobante, uuid: string): string {
  const params = new URLSearchParams({
    id: uuid,
    re: c.emisor.rfc,
    rr: c.receptor.rfc,
    tt: c.total,
    fe: c.sello.slice(-8),
  });
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${params.toString()}`;
}

const money = (value: string) =>
  `$${Number(value).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 6 })}`;

const METODOS: Record<string, string> = {
  PPD: 'PPD Pago en parcialidades o diferido',
  PUE: 'PUE Pago en una sola exhibición',
};
const FORMAS: Record<string, string> = {
  '01': '01 Efectivo',
  '02': '02 Cheque nominativo',
  '03': '03 Transferencia electrónica de fondos',
  '04': '04 Tarjeta de crédito',
  '28': '28 Tarjeta de débito',
  '99': '99 Por definir',
};

export type PdfStamp = Pick<
  StampResult,
  'uuid' | 'fechaTimbrado' | 'noCertificadoSat' | 'selloSat' | 'cadenaOriginalSat'
>;

export async function invoicePdf(c: Comprobante, stamp: PdfStamp): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verificationUrl(c, stamp.uuid), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 40,
    info: {
      Title: `Factura ${c.serie}-${c.folio}`,
      Subject: `Folio fiscal: ${stamp.uuid}`,
      Author: c.emisor.nombre,
      Keywords: `CFDI 4.0 ${stamp.uuid}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const label = (text: string) =>
    doc.font('Helvetica-Bold').fontSize(8).text(text, { continued: true });
  const value = (text: string) => doc.font('Helvetica').fontSize(8).text(` ${text}`);

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(c.emisor.nombre, left, 40, { width: width - 150 });
  doc.font('Helvetica').fontSize(9).text(`RFC: ${c.emisor.rfc}`);
  doc.text(`Régimen fiscal: ${regimenFiscalLabel(c.emisor.regimenFiscal)}`);
  doc.text(`Lugar de expedición: ${c.lugarExpedicion}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Factura ${c.serie}-${c.folio}`, left + width - 150, 40, { width: 150, align: 'right' });
  doc.font('Helvetica').fontSize(8).text('CFDI 4.0, Ingreso', { width: 150, align: 'right' });
  doc.text(`Fecha: ${c.fecha}`, { width: 150, align: 'right' });
  doc.moveDown(2);

  doc.x = left;
  doc.y = Math.max(doc.y, 110);
  doc.font('Helvetica-Bold').fontSize(10).text('Receptor');
  label('Nombre:');
  value(c.receptor.nombre);
  label('RFC:');
  value(c.receptor.rfc);
  label('Régimen fiscal:');
  value(regimenFiscalLabel(c.receptor.regimenFiscalReceptor));
  label('Código postal:');
  value(c.receptor.domicilioFiscalReceptor);
  label('Uso del CFDI:');
  value(usoCfdiLabel(c.receptor.usoCfdi));
  label('Método de pago:');
  value(METODOS[c.metodoPago] ?? c.metodoPago);
  label('Forma de pago:');
  value(FORMAS[c.formaPago] ?? c.formaPago);
  if (c.cfdiRelacionados) {
    label(`CFDI relacionados (${c.cfdiRelacionados.tipoRelacion} Sustitución):`);
    value(c.cfdiRelacionados.uuids.join(', '));
  }
  doc.moveDown();

  const columns = [
    { title: 'Clave', width: 52 },
    { title: 'Cant.', width: 40 },
    { title: 'Unidad', width: 40 },
    { title: 'Descripción', width: width - 52 - 40 - 40 - 70 - 70 - 60 },
    { title: 'Valor unitario', width: 70 },
    { title: 'IVA 16 %', width: 60 },
    { title: 'Importe', width: 70 },
  ];
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      doc.text(cell, x, top, { width: col.width - 4, align: i >= 4 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += col.width;
    });
    doc.x = left;
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - 120) doc.addPage();
  };
  row(
    columns.map((col) => col.title),
    true,
  );
  for (const k of c.conceptos) {
    row([
      k.claveProdServ,
      k.cantidad,
      k.claveUnidad,
      k.descripcion,
      money(k.valorUnitario),
      money(k.traslados[0]?.importe ?? '0'),
      money(k.importe),
    ]);
  }
  doc.moveDown();
  const totalLine = (name: string, amount: string) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${name}: ${money(amount)}`, left, doc.y, { width, align: 'right' });
  totalLine('Subtotal', c.subTotal);
  totalLine('IVA trasladado 16 %', c.impuestos.totalImpuestosTrasladados);
  totalLine('Total', c.total);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(amountInWords(Math.round(Number(c.total) * 100)), left, doc.y, { width, align: 'right' });
  doc.moveDown();

  if (doc.y > doc.page.height - 330) doc.addPage();
  const qrTop = doc.y;
  doc.image(qr, left, qrTop, { width: 110 });
  const textLeft = left + 120;
  const textWidth = width - 120;
  doc.x = textLeft;
  doc.y = qrTop;
  const pair = (name: string, text: string) => {
    doc.font('Helvetica-Bold').fontSize(7.5).text(name, textLeft, doc.y, { width: textWidth });
    doc.font('Helvetica').fontSize(6.5).text(text, textLeft, doc.y, { width: textWidth });
  };
  pair('Folio fiscal', stamp.uuid);
  pair('No. de serie del certificado del emisor', c.noCertificado);
  pair('No. de serie del certificado del SAT', stamp.noCertificadoSat);
  pair('Fecha y hora de certificación', stamp.fechaTimbrado);
  doc.x = left;
  doc.y = Math.max(doc.y, qrTop + 115);
  const block = (name: string, text: string) => {
    doc.font('Helvetica-Bold').fontSize(7.5).text(name, left, doc.y, { width });
    doc.font('Helvetica').fontSize(6).text(text, left, doc.y, { width });
    doc.moveDown(0.5);
  };
  block('Sello digital del CFDI', c.sello);
  block('Sello digital del SAT', stamp.selloSat);
  block(
    'Cadena original del complemento de certificación digital del SAT',
    stamp.cadenaOriginalSat,
  );
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Este documento es una representación impresa de un CFDI.', left, doc.y, { width });
  doc.end();
  return done;
}
