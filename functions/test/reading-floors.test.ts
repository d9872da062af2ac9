/** The backfill of devices whose last reading fell behind a reading stored alone. */
import { describe, expect, it } from 'vitest';

import { floorPatch } from '../src/maintenance/reading-floors.js';

const reading = (month: string) => ({ month, bw: 12_000, color: 300, at: 'ts' });

describe('floorPatch', () => {
  it('moves the last reading to a newer stored reading', () => {
    expect(floorPatch('2026-10', reading('2026-11'))).toEqual({
      lastReading: reading('2026-11'),
      lastReadingMonth: '2026-11',
    });
    expect(floorPatch('', reading('2026-11'))?.lastReadingMonth).toBe('2026-11');
  });

  it('leaves a device already right, or without readings, alone', () => {
    expect(floorPatch('2026-11', reading('2026-11'))).toBeNull();
    expect(floorPatch('2026-11', null)).toBeNull();
  });
});
