import { describe, expect, it } from 'vitest';
import { formatSummary } from './test-summary.mjs';

describe('formatSummary', () => {
  it('lists every suite and ends with the plain "N passed, N failed" line', () => {
    const text = formatSummary(
      [
        { name: 'Unitarias', status: 'passed', seconds: 12.34 },
        { name: 'Integración', status: 'failed', note: 'vitest salió con código 1', seconds: 3 },
        { name: 'Navegador', status: 'skipped', note: '--skip-e2e', seconds: 0 },
      ],
      15.5,
    );
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
    expect(text).toMatch(/Unitarias\s+\| OK\s+\| 12\.3 s/);
    expect(text).toMatch(/Integración\s+\| FALLÓ\s+\| 3\.0 s\s+\| vitest salió con código 1/);
    expect(text).toMatch(/Navegador\s+\| omitida .*--skip-e2e/);
    expect(text).toContain('Tiempo total: 15.5 s · 1 omitida(s)');
  });

  it('counts zero suites as "0 passed, 0 failed"', () => {
    expect(formatSummary([], 0).split('\n').at(-1)).toBe('0 passed, 0 failed');
  });
});
