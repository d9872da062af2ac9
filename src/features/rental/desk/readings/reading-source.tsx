/**
 * Where a reading came from, as the desk's tables show it (src/domain/reading-source.ts): "Cliente",
 * "Empresa", "Automática", and an estimated reading as the badge "Estimada"; a reading stored
 * before sources (source '') shows nothing.
 */
import { READING_SOURCE_LABELS, type ReadingSource as Source } from '@/domain/reading-source';

export function ReadingSource({ source }: { source: Source | '' }) {
  if (source === 'estimada')
    return <span className="badge text-bg-warning">{READING_SOURCE_LABELS.estimada}</span>;
  return source ? <>{READING_SOURCE_LABELS[source]}</> : null;
}
