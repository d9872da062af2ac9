import { expect, it } from 'vitest';
import { formatDateTime } from '@/domain/format';
import { ANONYMIZE_TEXT, PRIVACY_TEXT } from './messages';

it('never shows "p.m.." when a time ends the sentence', () => {
  const afternoon = formatDateTime('2026-12-01T21:35:00Z');
  expect(PRIVACY_TEXT.lastChange(afternoon, null)).toBe('Último cambio: 1 dic 2026, 4:35 p.m.');
  expect(PRIVACY_TEXT.lastChange(afternoon, 'Ana')).toBe(
    'Último cambio: 1 dic 2026, 4:35 p.m. por Ana.',
  );
  expect(ANONYMIZE_TEXT.done(afternoon, null, '')).toBe(
    'Datos anonimizados el 1 dic 2026, 4:35 p.m.',
  );
});
