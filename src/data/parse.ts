/**
 * A tiny validation helper for what the per-collection modules read back. Each reader returns the
 * value when it has the right shape, otherwise the given fallback (or `undefined`), so parsers can
 * decide per field whether to repair (use a default) or reject (return null).
 */
import { isPlainObject } from './doc-values';

export type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return isPlainObject(value);
}

export function readString(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' ? value : undefined;
}

export function readBoolean(raw: Raw, key: string): boolean | undefined {
  const value = raw[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** A finite number (NaN and ±Infinity count as missing). */
export function readNumber(raw: Raw, key: string): number | undefined {
  const value = raw[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function readOneOf<const T extends string>(
  raw: Raw,
  key: string,
  allowed: readonly T[],
): T | undefined {
  return oneOf(raw[key], allowed);
}

export function oneOf<const T extends string>(
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** The array's items that pass `pick` (others are dropped); undefined when the value is no array. */
export function readArray<T>(
  raw: Raw,
  key: string,
  pick: (item: unknown) => T | undefined,
): T[] | undefined {
  const value = raw[key];
  if (!Array.isArray(value)) return undefined;
  const out: T[] = [];
  for (const item of value) {
    const picked = pick(item);
    if (picked !== undefined) out.push(picked);
  }
  return out;
}

export const asString = (item: unknown): string | undefined =>
  typeof item === 'string' ? item : undefined;

export function readRecord(raw: Raw, key: string): Raw | undefined {
  const value = raw[key];
  return isRecord(value) ? value : undefined;
}
