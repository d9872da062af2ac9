/**
 * The SAT catalogue keys each statement line carries (CFDI 4.0 ClaveProdServ and ClaveUnidad), what
 * "Descargar para facturación" exports: from the environment, SAT_RENT_PROD_SERV, SAT_RENT_UNIT,
 * SAT_PAGES_PROD_SERV and SAT_PAGES_UNIT, each defaulting to DEFAULT_INVOICE_KEYS
 * (src/domain/month-close.ts: 80161801 for the rent and the pages, E48 and H87). A value that is
 * not a key (8 digits; a unit of 2–3 uppercase letters or digits) falls back to its default with a
 * logged warning: a typo in the configuration must not stop the month's close.
 */
import type { Env } from '../env.js';
import { read } from '../env.js';
import type { Logger } from '../logger.js';
import { DEFAULT_INVOICE_KEYS, type InvoiceKeys } from '../../../src/domain/month-close.js';

export const INVOICE_KEYS_ENV: Record<keyof InvoiceKeys, string> = {
  rentProdServ: 'SAT_RENT_PROD_SERV',
  rentUnit: 'SAT_RENT_UNIT',
  pagesProdServ: 'SAT_PAGES_PROD_SERV',
  pagesUnit: 'SAT_PAGES_UNIT',
};

const PROD_SERV = /^\d{8}$/;
const UNIT = /^[A-Z0-9]{2,3}$/;

const FORMAT: Record<keyof InvoiceKeys, RegExp> = {
  rentProdServ: PROD_SERV,
  rentUnit: UNIT,
  pagesProdServ: PROD_SERV,
  pagesUnit: UNIT,
};

/** The invoice keys from `env`; each unset or invalid one is its default (invalid: warned). */
export function loadInvoiceKeys(env: Env, logger: Logger): InvoiceKeys {
  const keys = { ...DEFAULT_INVOICE_KEYS };
  for (const field of Object.keys(INVOICE_KEYS_ENV) as (keyof InvoiceKeys)[]) {
    const name = INVOICE_KEYS_ENV[field];
    const value = read(env, name);
    if (value === undefined) continue;
    if (FORMAT[field].test(value)) keys[field] = value;
    else
      logger.warn('cierre: clave SAT inválida; se usa la predeterminada', {
        variable: name,
        value,
        fallback: DEFAULT_INVOICE_KEYS[field],
      });
  }
  return keys;
}
