import { describe, expect, it } from 'vitest';
import { planSerialMarkers } from '../src/maintenance/serial-markers.js';

describe('planSerialMarkers: one marker per serial for devices registered before them', () => {
  it('gives each device its marker, the earliest keeping a shared serial, others reported', () => {
    const plan = planSerialMarkers(
      [
        { id: 'b', serial: 'vcf-123', createdAt: 2 },
        { id: 'a', serial: 'VCF 123', createdAt: 1 },
        { id: 'c', serial: 'KY-9', createdAt: 3 },
        { id: 'd', serial: '---', createdAt: 4 },
        { id: 'e', serial: 'BR-1', createdAt: 5 },
      ],
      new Map([['BR1', 'e']]),
    );
    expect(Object.fromEntries(plan.write)).toEqual({ VCF123: 'a', KY9: 'c' });
    expect(plan.duplicates).toEqual([{ id: 'b', key: 'VCF123', keptBy: 'a' }]);
    expect(plan.unkeyed).toEqual(['d']);
  });

  it('keeps a marker held by another device with that serial, and takes over a stale one', () => {
    const plan = planSerialMarkers(
      [
        { id: 'a', serial: 'S1', createdAt: 1 },
        { id: 'b', serial: 'S2', createdAt: 2 },
        { id: 'c', serial: 'S1', createdAt: 0 },
      ],
      new Map<string, string | null>([
        ['S1', 'a'],
        ['S2', 'a'],
      ]),
    );
    expect(Object.fromEntries(plan.write)).toEqual({ S2: 'b' });
    expect(plan.duplicates).toEqual([{ id: 'c', key: 'S1', keptBy: 'a' }]);
  });

  it('writes nothing when every marker is right', () => {
    const plan = planSerialMarkers(
      [{ id: 'a', serial: 'S1', createdAt: 1 }],
      new Map([['S1', 'a']]),
    );
    expect(plan.write.size).toBe(0);
    expect(plan.duplicates).toEqual([]);
  });
});
