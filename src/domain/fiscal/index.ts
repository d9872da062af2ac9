/** Fiscal data and the CFDI 4.0 of a statement (issue 48; docs/decisions/0050-cfdi-invoices.md). */
export * from './rfc';
export * from './catalogs';
export * from './fiscal-data';
export * from './cfdi';
export * from './cfdi-xml';
export * from './amount-in-words';
