/**
 * Printing savings calculator (docs/product.md, Calculator).
 * Pure functions: the calculator page parses its five inputs with `validateCalculatorInput`,
 * then shows `calculateSavings` formatted with `formatMoney` (src/domain/format.ts).
 */

export interface CalculatorInput {
  /** B/N pages per month (>= 0) */
  pagesBN: number;
  /** Colour pages per month (>= 0) */
  pagesColor: number;
  /** Current cost per B/N page in MXN (>= 0.01) */
  costBN: number;
  /** Current cost per colour page in MXN (>= 0.01) */
  costColor: number;
  /** Number of printers (integer >= 1) */
  printers: number;
}

export type CalculatorField = keyof CalculatorInput;

/** The form's field names in display order (the inputs carry them: docs/product.md, Calculator). */
export const CALCULATOR_FIELDS: readonly CalculatorField[] = [
  'pagesBN',
  'pagesColor',
  'costBN',
  'costColor',
  'printers',
];

/**
 * Our reference cost per page (MXN) and the fixed monthly saving per printer (docs/product.md,
 * Calculator).
 */
export const RENTAL_COST_PER_PAGE_BN = 0.3;
export const RENTAL_COST_PER_PAGE_COLOR = 2.3;
export const SAVING_PER_PRINTER = 50;
/** Smallest accepted cost per page (the inputs use min 0.01, step 0.01). */
export const MIN_COST_PER_PAGE = 0.01;

/** The failure toast (docs/product.md, Calculator), exactly. */
export const CALCULATOR_INVALID_MESSAGE =
  'Por favor, introduce valores numéricos válidos y positivos en todos los campos. El volumen de páginas puede ser cero si no aplica.';

export type CalculatorValidation =
  { ok: true; value: CalculatorInput } | { ok: false; message: string };

/** Parses a raw input string; empty, NaN and ±Infinity give null. */
function parseNumber(raw: string | undefined | null): number | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * All fields required; pages >= 0 (zero allowed); costs >= 0.01; printers an integer >= 1.
 * Any failure gives the single toast text above (CALCULATOR_INVALID_MESSAGE).
 */
export function validateCalculatorInput(
  raw: Record<CalculatorField, string>,
): CalculatorValidation {
  const pagesBN = parseNumber(raw.pagesBN);
  const pagesColor = parseNumber(raw.pagesColor);
  const costBN = parseNumber(raw.costBN);
  const costColor = parseNumber(raw.costColor);
  const printers = parseNumber(raw.printers);
  if (
    pagesBN === null ||
    pagesColor === null ||
    costBN === null ||
    costColor === null ||
    printers === null ||
    pagesBN < 0 ||
    pagesColor < 0 ||
    costBN < MIN_COST_PER_PAGE ||
    costColor < MIN_COST_PER_PAGE ||
    printers < 1 ||
    !Number.isInteger(printers)
  ) {
    return { ok: false, message: CALCULATOR_INVALID_MESSAGE };
  }
  // `+ 0` turns a typed "-0" into 0.
  return {
    ok: true,
    value: { pagesBN: pagesBN + 0, pagesColor: pagesColor + 0, costBN, costColor, printers },
  };
}

export interface Savings {
  /** MXN per month, rounded to cents, never below 0 */
  monthly: number;
  /** MXN per year, rounded to cents, never below 0 */
  annual: number;
}

/** Rounds an amount to whole cents, removing binary float noise first (1.005 -> 101 cents). */
function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12)));
}

/**
 * monthly = pagesBN × (costBN − 0.30) + pagesColor × (costColor − 2.30) + 50 × printers;
 * annual = 12 × monthly; both floored at 0 (docs/product.md, Calculator).
 *
 * Choice: the monthly amount is rounded to cents first and the annual one is 12 × those cents,
 * computed from the unfloored monthly value and then floored. The annual figure the user sees is
 * therefore always exactly 12 × the monthly figure shown (no cent drift), and a negative monthly
 * result gives 0 for both.
 */
export function calculateSavings(input: CalculatorInput): Savings {
  const monthlyRaw =
    input.pagesBN * (input.costBN - RENTAL_COST_PER_PAGE_BN) +
    input.pagesColor * (input.costColor - RENTAL_COST_PER_PAGE_COLOR) +
    SAVING_PER_PRINTER * input.printers;
  const monthlyCents = toCents(monthlyRaw);
  const annualCents = 12 * monthlyCents;
  return {
    monthly: Math.max(0, monthlyCents) / 100,
    annual: Math.max(0, annualCents) / 100,
  };
}
