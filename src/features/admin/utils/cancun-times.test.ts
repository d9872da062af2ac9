/**
 * Every time on the desk is Cancún's (America/Cancun, UTC-5), whatever the browser's zone: this
 * file runs as a browser in Tokyo would. Usuarios "Alta", the client page's "Cliente desde" and
 * every other desk time go through formatDateTime; the activity's "Fecha y hora" input is filled
 * and read in Cancún's time; the CSV's file name carries Cancún's date.
 */

import { afterAll, describe, expect, it } from 'vitest';

import { fromLocalInputValue, toLocalInputValue } from '@/domain/activity';
import { formatDateTime } from '@/domain/format';
import { csvFileName } from './submissions-csv';

// Node applies a new TZ at once (the formatters here are built per call); put back afterwards.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;
const browserZone = env.TZ;
env.TZ = 'Asia/Tokyo';
afterAll(() => {
  if (browserZone === undefined) delete env.TZ;
  else env.TZ = browserZone;
});

// 2 March 2026, 22:30 in Cancún = 3 March 03:30 UTC = 3 March 12:30 in Tokyo.
const LATE_EVENING = '2026-03-03T03:30:00.000Z';

describe('desk times in Cancún, not in the browser zone', () => {
  it('runs in a browser zone that is not Cancún', () => {
    expect(new Date(LATE_EVENING).getHours()).toBe(12);
  });

  it('formatDateTime shows Cancún time by default (Alta, Cliente desde...)', () => {
    expect(formatDateTime(LATE_EVENING).replace(/\s/g, ' ')).toBe('2 mar 2026, 10:30 p.m.');
  });

  it('the activity date input is filled and read in Cancún time', () => {
    expect(toLocalInputValue(new Date(LATE_EVENING))).toBe('2026-03-02T22:30');
    expect(fromLocalInputValue('2026-03-02T22:30').toISOString()).toBe(LATE_EVENING);
    expect(Number.isNaN(fromLocalInputValue('').getTime())).toBe(true);
  });

  it('names the CSV with the date in Cancún', () => {
    expect(csvFileName(new Date(LATE_EVENING))).toBe('solicitudes-2026-03-02.csv');
  });
});
