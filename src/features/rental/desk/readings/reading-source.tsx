/**
 * Where a reading came from, as the desk's tables show it (src/domain/reading-source.ts): "Cliente",
 * "Empresa", "Automática", and an estimated reading as the badge "Estimada"; an estimate the desk
 * corrected is the company's reading ("Empresa", src/domain/reading-source.ts); a reading stored
 * before sources (source '') shows nothing.
 */
import { READING_SOURCE_LABELS, type ReadingSource as Source } from '@/domain/reading-source';
import { readingOrigin } from '@/domain/reading-source';

export function ReadingSource({
  reading,
}: {
  reading: { source: Source | ''; corrections?: readonly unknown[] | undefined };
}) {
  const source = readingOrigin(reading);
  if (source === 'estimada')
    return <span className="badge text-bg-warning">{READING_SOURCE_LABELS.estimada}</span>;
  return source ? <>{READING_SOURCE_LABELS[source]}</> : null;
}
