/**
 * What a visitor typed into a prerendered form before its code loaded (read from the page by
 * src/app/islands/hydrate.tsx, docs/decisions/0039-public-islands.md), by field name.
 */
export type Prefill = () => Partial<Record<string, string>>;

/** The form's empty values with whatever was typed into its known fields. */
export function prefilled<Values extends Record<string, string>>(
  empty: Values,
  prefill?: Prefill,
): Values {
  const typed = prefill?.() ?? {};
  const values = { ...empty };
  for (const field of Object.keys(empty) as (keyof Values & string)[]) {
    const value = typed[field];
    if (typeof value === 'string') values[field] = value as Values[typeof field];
  }
  return values;
}

/**
 * A visitor form's method and action for the one case its code does not handle the send (the
 * browser runs no JavaScript; with it, the page holds every send until the form's code runs:
 * src/app/islands/start.ts): a POST back to the same page at `anchor`, so nothing typed lands in
 * the address or the history (a GET would write every field into the URL), and the page there
 * says the form needs JavaScript.
 */
export function nativeSubmit(anchor: string): { method: 'post'; action: string } {
  return { method: 'post', action: `#${anchor}` };
}
