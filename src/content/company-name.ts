/**
 * The company's trade name alone: VITE_COMPANY_NAME, else the example's. For what needs only the
 * name (page titles, the signed-in headers), so those pages do not download every contact fact of
 * src/content/company.ts, which builds its `name` from the same two values.
 */
export const EXAMPLE_COMPANY_NAME = 'Tu Socio Ideal';

/** The trade name in `raw` (the build's variables), or the example's when unset or blank. */
export function companyNameFrom(raw: Record<string, unknown>): string {
  const value = raw.VITE_COMPANY_NAME;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : EXAMPLE_COMPANY_NAME;
}

// `?? {}`: vite.config.ts loads this module too (the app shell's header), where Node has no
// import.meta.env.
export const companyName: string = companyNameFrom(
  (import.meta.env ?? {}) as Record<string, unknown>,
);
