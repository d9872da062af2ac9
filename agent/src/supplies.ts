/**
 * Supplies (Printer-MIB prtMarkerSuppliesTable): the colour named by a supply's description and
 * its level as a percentage. Level −3 means "some remaining" and −2 "unknown" (RFC 3805): the
 * level is then reported as null, and so is the percentage.
 */

export type SupplyColor = 'Negro' | 'Cian' | 'Magenta' | 'Amarillo';

export interface Supply {
  description: string;
  color: SupplyColor | null;
  level: number | null;
  max: number | null;
  percent: number | null;
}

const COLORS: [SupplyColor, RegExp][] = [
  ['Magenta', /\bmagenta\b/i],
  ['Cian', /\b(cyan|cian)\b/i],
  ['Amarillo', /\b(yellow|amarillo|jaune|gelb)\b/i],
  ['Negro', /\b(black|negro|noir|schwarz|mono)\b/i],
];

/** The colour a supply's description names, or null (waste box, drum, fuser...). */
export function colorOf(description: string): SupplyColor | null {
  for (const [color, pattern] of COLORS) if (pattern.test(description)) return color;
  return null;
}

/** A supply from the raw table cells: negative levels and capacities become null. */
export function toSupply(
  description: string,
  rawMax: number | null,
  rawLevel: number | null,
): Supply {
  const level = rawLevel !== null && rawLevel >= 0 ? rawLevel : null;
  const max = rawMax !== null && rawMax > 0 ? rawMax : null;
  const percent =
    level !== null && max !== null ? Math.min(100, Math.round((level / max) * 100)) : null;
  return { description, color: colorOf(description), level, max, percent };
}
