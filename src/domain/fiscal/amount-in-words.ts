/**
 * An amount in words as Mexican invoices print it: "MIL DOSCIENTOS TREINTA Y CUATRO PESOS 50/100
 * M.N." (cents as a fraction). Whole cents in, up to 999,999,999,999.99.
 */
const UNITS = [
  '',
  'UN',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIÚN',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = [
  '',
  '',
  '',
  'TREINTA',
  'CUARENTA',
  'CINCUENTA',
  'SESENTA',
  'SETENTA',
  'OCHENTA',
  'NOVENTA',
];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const h = Math.trunc(n / 100);
  const rest = n % 100;
  const parts = h ? [HUNDREDS[h]!] : [];
  if (rest < 30) {
    if (rest) parts.push(UNITS[rest]!);
  } else {
    const unit = rest % 10;
    parts.push(
      unit ? `${TENS[Math.trunc(rest / 10)]} Y ${UNITS[unit]}` : TENS[Math.trunc(rest / 10)]!,
    );
  }
  return parts.join(' ');
}

function belowMillion(n: number): string {
  const thousands = Math.trunc(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'MIL' : `${belowThousand(thousands)} MIL`;
  return [head, belowThousand(rest)].filter(Boolean).join(' ');
}

/** The integer in words ("UN MILLÓN DOSCIENTOS MIL"), "CERO" for 0. */
export function integerInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.trunc(n / 1_000_000);
  const rest = n % 1_000_000;
  const head =
    millions === 0 ? '' : millions === 1 ? 'UN MILLÓN' : `${belowMillion(millions)} MILLONES`;
  return [head, belowMillion(rest)].filter(Boolean).join(' ');
}

/** "UN MILLÓN DE PESOS 00/100 M.N.", "MIL DOSCIENTOS PESOS 50/100 M.N.", "UN PESO 01/100 M.N.". */
export function amountInWords(totalCents: number): string {
  const pesos = Math.trunc(totalCents / 100);
  const cents = String(totalCents % 100).padStart(2, '0');
  const words = integerInWords(pesos);
  const exactMillions = pesos >= 1_000_000 && pesos % 1_000_000 === 0;
  const unit = pesos === 1 ? 'PESO' : exactMillions ? 'DE PESOS' : 'PESOS';
  return `${words} ${unit} ${cents}/100 M.N.`;
}
