/**
 * A corrected reading's history in the desk's readings table: for each "Corregir lectura"
 * (newest first) the counters it had before, who corrected it (the admin's name, else their
 * e-mail: ../use-admin-names.ts, one read per admin), when and why. The
 * reading itself keeps them (functions/src/readings/correct.ts).
 */
import { formatCount, formatDateTime } from '@/domain/format';
import type { MeterReading } from '@/data/rental/client-portal';
import { useAdminNames } from '../use-admin-names';
import { counterPair, READING_TEXT as T } from './reading-texts';

type Correction = NonNullable<MeterReading['corrections']>[number];

export function ReadingCorrections({
  corrections,
  color,
}: {
  corrections: readonly Correction[];
  /** The device prints in colour (else only B/N is shown). */
  color: boolean;
}) {
  const names = useAdminNames(corrections.map((entry) => entry.by));
  if (corrections.length === 0) return null;
  const newestFirst = [...corrections].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ul className="list-unstyled small text-secondary mb-0" aria-label={T.correctionsLabel}>
      {newestFirst.map((entry) => (
        <li key={`${entry.at}-${entry.by}`}>
          {T.correctionLine(
            counterPair(color, formatCount(entry.bw), formatCount(entry.color)),
            names[entry.by] || entry.by,
            formatDateTime(entry.at),
            entry.reason,
          )}
        </li>
      ))}
    </ul>
  );
}
