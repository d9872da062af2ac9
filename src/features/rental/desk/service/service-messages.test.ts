import { expect, it } from 'vitest';
import { formatDateTime } from '@/domain/format';
import { SERVICE_TEXT } from './service-messages';

it('never shows "p.m.." as a ticket\'s last status change', () => {
  expect(SERVICE_TEXT.lastStatusChange(formatDateTime('2026-12-01T21:35:00Z'))).toBe(
    'Último cambio de estado: 1 dic 2026, 4:35 p.m.',
  );
  expect(SERVICE_TEXT.lastStatusChange(formatDateTime('2026-12-01T15:05:00Z'))).toBe(
    'Último cambio de estado: 1 dic 2026, 10:05 a.m.',
  );
});
