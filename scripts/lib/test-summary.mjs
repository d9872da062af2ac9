// The summary `npm test` prints at the end: one row per suite, then "N passed, N failed".

const LABELS = { passed: 'OK', failed: 'FALLÓ', skipped: 'omitida' };

/**
 * @param {{ name: string, status: 'passed' | 'failed' | 'skipped', note?: string, seconds: number }[]} results
 * @param {number} totalSeconds
 */
export function formatSummary(results, totalSeconds) {
  const rows = [['Suite', 'Resultado', 'Tiempo', 'Nota']];
  for (const r of results) {
    rows.push([r.name, LABELS[r.status], `${r.seconds.toFixed(1)} s`, r.note ?? '']);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) =>
    row
      .map((cell, col) => cell.padEnd(widths[col]))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  const skipped = results.filter((r) => r.status === 'skipped').length;
  return [
    'Resumen de pruebas',
    line(rows[0]),
    rule,
    ...rows.slice(1).map(line),
    rule,
    `Tiempo total: ${totalSeconds.toFixed(1)} s${skipped ? ` · ${skipped} omitida(s), ver "Nota"` : ''}`,
    `${passed} passed, ${failed} failed`,
  ].join('\n');
}
