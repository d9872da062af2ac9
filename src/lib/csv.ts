/**
 * CSV files for Excel (Spanish) and any spreadsheet: UTF-8 with a BOM (so Excel reads the accents
 * right), every field quoted (RFC 4180); what a visitor typed can never run as a formula.
 * Every CSV the site writes builds on it: the leads' (features/admin), the usage report's and the
 * invoicing export's (features/rental).
 */

/** Byte order mark: EF BB BF once encoded as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * Characters a spreadsheet may skip before it looks for a formula: whitespace (any Unicode space,
 * tab, line breaks), control and invisible format characters, and the double quote (a reader that
 * takes quotes apart differently may drop it).
 */
const IGNORABLE = String.raw`[\s\p{Z}\p{Cc}\p{Cf}"]*`;
/** What starts a formula: = + - @, and their full-width forms. */
const FORMULA_CHAR = String.raw`[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]`;
/**
 * Where a cell may begin: the start of the field, or a character some spreadsheet splits on even
 * inside quotes (a parser that ignores quotes, or a list separator other than the comma: Excel in
 * many Spanish locales and LibreOffice split on ";"; tabs; line breaks).
 */
const CELL_START = String.raw`^|[,;\t\r\n]`;
const FORMULA_START = new RegExp(`(${CELL_START})(${IGNORABLE})(?=${FORMULA_CHAR})`, 'gu');

/**
 * One field, always quoted with inner quotes doubled, and never a formula (OWASP's CSV injection
 * guidance):
 * - every = + - @ that could begin a cell, at the start of the text or after a comma, semicolon,
 *   tab or line break, once leading whitespace and control characters are skipped, gets an
 *   apostrophe right before it: `x;=1+1` becomes `x;'=1+1`, ` =1+1` becomes ` '=1+1`;
 * - a text that starts with a tab or a carriage return gets a leading apostrophe.
 * The apostrophe is shown in the cell: a price, a phone (`'+529981112233`) or a line starting with
 * "-" keeps an extra character. We accept that rather than guessing which values are harmless: for
 * a phone it also keeps the "+" and every digit, which a spreadsheet would otherwise turn into a
 * number (losing the "+", or showing 5.29981E+11).
 */
export function csvField(value: string): string {
  let safe = value.replace(FORMULA_START, "$1$2'");
  if (/^[\t\r]/.test(safe)) safe = `'${safe}`;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A whole file: the BOM, one line per row with every field through csvField, comma-separated,
 * CRLF line ends (a final one too). The first row is the header.
 */
export function csvTable(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `${UTF8_BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Offers `text` as the file `fileName` (a Blob and a temporary link). */
export function downloadFile(text: string, fileName: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers `csv` as a file download. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadFile(csv, fileName, 'text/csv;charset=utf-8');
}
