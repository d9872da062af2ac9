/**
 * The one server-side reading writer (functions/src/readings/writer.ts): devices read through the
 * domain's EquipmentSchema with the Admin SDK's Timestamps, the decision's answers as the
 * functions give them, and the counter bound the domain defines.
 */
import { describe, expect, it } from 'vitest';

import {
  decide,
  isCounter,
  MAX_COUNTER,
  parseCloseDevice,
  parseDevice,
  plainDocument,
  refusalCode,
} from '../src/readings/writer.js';
import { MAX_COUNTER as DOMAIN_MAX_COUNTER } from '../../src/domain/schemas/equipment.js';
import { FakeTimestamp } from './fake-firestore.js';

const at = FakeTimestamp.fromDate(new Date('2026-05-26T12:00:00.000Z'));
const device = {
  clientId: 'hotel',
  model: 'Kyocera',
  serial: 'KY1',
  color: false,
  location: { address: 'Av. Tulum 200', area: '' },
  contract: {
    startDate: '2026-01-15',
    monthlyFeeMxn: 580,
    includedPagesBw: 1500,
    includedPagesColor: 0,
    extraPagePriceBw: 0.25,
    extraPagePriceColor: 0,
  },
  startCounters: { bw: 300, color: 0 },
  lastReading: { month: '2026-05', bw: 5000, color: 0, at },
  lastReadingMonth: '2026-05',
  createdAt: at,
};

describe('the reading writer', () => {
  it('uses the domain’s counter bound', () => {
    expect(MAX_COUNTER).toBe(DOMAIN_MAX_COUNTER);
    expect(isCounter(MAX_COUNTER)).toBe(true);
    expect(isCounter(MAX_COUNTER + 1)).toBe(false);
  });

  it('reads a stored device through EquipmentSchema, its Timestamps as ISO strings', () => {
    const parsed = parseDevice(device);
    expect(parsed?.lastReading).toEqual({
      month: '2026-05',
      bw: 5000,
      color: 0,
      at: '2026-05-26T12:00:00.000Z',
    });
    expect(parsed?.contract.responseHours).toBe(4);
    expect(parsed?.contractEnd).toBeNull();
    const ended = parseDevice({
      ...device,
      contractEnd: { date: '2026-05-31', bw: 5100, color: 0, at, by: 'boss' },
    });
    expect(ended?.contractEnd).toMatchObject({
      date: '2026-05-31',
      at: '2026-05-26T12:00:00.000Z',
    });
    expect(parseDevice(undefined)).toBeNull();
    expect(parseDevice({ ...device, startCounters: { bw: -1, color: 0 } })).toBeNull();
    expect(plainDocument([at, { at }])).toEqual([
      '2026-05-26T12:00:00.000Z',
      { at: '2026-05-26T12:00:00.000Z' },
    ]);
  });

  it('reads the close’s fields alone (its query selects only them)', () => {
    const { startCounters: _s, lastReading: _l, lastReadingMonth: _m, ...selected } = device;
    expect(parseCloseDevice(selected)?.contract.startDate).toBe('2026-01-15');
    expect(parseCloseDevice({ ...selected, contract: { startDate: 'x' } })).toBeNull();
  });

  it('answers the decision with the writer’s wording and a callable code', () => {
    const request = {
      mode: 'new' as const,
      month: '2026-06',
      device: { color: false, lastReadingMonth: '2026-05' },
      monthClosed: false,
      readingExists: false,
      floor: { bw: 5000, color: 0 },
      proposed: { bw: 4999 },
    };
    const refused = decide(request, 'collector');
    expect(refused).toMatchObject({
      kind: 'refused',
      message: 'El contador es menor que la última lectura (B/N 5,000, color 0).',
    });
    if (refused.kind === 'refused')
      expect(refusalCode(refused.outcome)).toBe('failed-precondition');
    const invalid = decide({ ...request, proposed: { bw: 1.5 } }, 'record');
    if (invalid.kind !== 'refused') throw new Error('expected a refusal');
    expect(refusalCode(invalid.outcome)).toBe('invalid-argument');
    expect(invalid.message).toBe('Escribe contadores enteros, de 0 a 999,999,999.');
    expect(decide({ ...request, proposed: { bw: 5100, color: 9 } }, 'record')).toEqual({
      kind: 'ok',
      counters: { bw: 5100, color: 0 },
      previous: { bw: 5000, color: 0 },
    });
  });
});
