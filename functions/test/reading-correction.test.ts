/** correctReading: who may correct, what is checked, what is written, the Spanish answers. */
import { describe, expect, it } from 'vitest';

import {
  correctReading,
  type CorrectionDeps,
  type CorrectionPlan,
  type CorrectionSnapshot,
} from '../src/readings/correct.js';

const NOW = new Date('2026-05-10T16:00:00.000Z');
const EARLIER = new Date('2026-05-02T16:00:00.000Z');

/** An April reading typed as 9,999,999, May's after it, and the device stamped with May. */
function snapshot(overrides: Partial<CorrectionSnapshot> = {}): CorrectionSnapshot {
  return {
    equipment: { lastReadingMonth: '2026-05' },
    reading: { bw: 9_999_999, color: 300, previous: { bw: 9_000, color: 250 }, corrections: [] },
    next: { month: '2026-05', bw: 10_000_200, color: 320 },
    ...overrides,
  };
}

function deps(state: CorrectionSnapshot = snapshot()) {
  const plans: CorrectionPlan[] = [];
  const d: CorrectionDeps = {
    store: {
      async correct(_equipmentId, _month, plan) {
        const decided = plan(state);
        plans.push(decided);
        return decided;
      },
    },
    async adminEmail(uid) {
      return uid === 'boss' ? 'boss@tusocio.mx' : null;
    },
    now: () => NOW,
  };
  return { d, plans };
}

const INPUT = {
  equipmentId: 'eq-1',
  month: '2026-04',
  bw: 9_999,
  color: 300,
  reason: 'El cliente escribió tres nueves de más.',
};

describe('correctReading', () => {
  it('corrects for an admin, keeping the values before with who, when and why', async () => {
    const { d, plans } = deps();
    expect(await correctReading(INPUT, 'boss', d)).toEqual({
      corrected: true,
      message: 'Lectura corregida.',
      bw: 9_999,
      color: 300,
    });
    expect(plans).toEqual([
      {
        kind: 'write',
        writes: {
          reading: {
            bw: 9_999,
            color: 300,
            corrections: [
              {
                bw: 9_999_999,
                color: 300,
                by: 'boss',
                at: NOW,
                reason: 'El cliente escribió tres nueves de más.',
              },
            ],
            correctedAt: NOW,
          },
          // May's reading now starts from the corrected counters.
          nextPrevious: { month: '2026-05', previous: { bw: 9_999, color: 300 } },
          // April is not the device's latest reading: its last reading stays May's.
          lastReading: null,
        },
      },
    ]);
  });

  it('moves the device’s last reading when the corrected one is its latest, and keeps earlier corrections', async () => {
    const earlier = { bw: 1, color: 300, by: 'otra', at: EARLIER, reason: 'Primera' };
    const { d, plans } = deps(
      snapshot({
        equipment: { lastReadingMonth: '2026-04' },
        reading: {
          bw: 9_999_999,
          color: 300,
          previous: { bw: 9_000, color: 250 },
          corrections: [earlier],
        },
        next: null,
      }),
    );
    await correctReading(INPUT, 'boss', d);
    const plan = plans[0];
    expect(plan?.kind === 'write' && plan.writes).toMatchObject({
      reading: { corrections: [earlier, { bw: 9_999_999, by: 'boss' }] },
      nextPrevious: null,
      lastReading: { bw: 9_999, color: 300 },
    });
  });

  it('refuses a visitor and a non-admin (a client) before reading anything', async () => {
    const { d, plans } = deps();
    await expect(correctReading(INPUT, null, d)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Inicia sesión como administrador para corregir lecturas.',
    });
    await expect(correctReading(INPUT, 'carla', d)).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Solo un administrador puede corregir lecturas.',
    });
    expect(plans).toEqual([]);
  });

  it('requires a reason of 3 to 500 characters, whole counters and a valid device and month', async () => {
    const { d, plans } = deps();
    const reason = 'Escribe el motivo de la corrección (de 3 a 500 caracteres).';
    for (const bad of ['', '  ab  ', 'x'.repeat(501), undefined])
      await expect(correctReading({ ...INPUT, reason: bad }, 'boss', d)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: reason,
      });
    for (const bw of [-1, 1.5, '9999', 1_000_000_000])
      await expect(correctReading({ ...INPUT, bw }, 'boss', d)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'Escribe contadores enteros, de 0 a 999,999,999.',
      });
    for (const bad of [{ equipmentId: 'a/b' }, { month: '2026-13' }, { month: '' }])
      await expect(correctReading({ ...INPUT, ...bad }, 'boss', d)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'Indica el equipo y el mes de la lectura que quieres corregir.',
      });
    expect(plans).toEqual([]);
  });

  it('refuses counters below the reading’s previous or above the next month’s, writing nothing', async () => {
    const { d, plans } = deps();
    await expect(correctReading({ ...INPUT, bw: 8_999 }, 'boss', d)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'La lectura no puede ser menor que la anterior (9,000).',
    });
    await expect(correctReading({ ...INPUT, color: 249 }, 'boss', d)).rejects.toMatchObject({
      message: 'La lectura no puede ser menor que la anterior (250).',
    });
    await expect(correctReading({ ...INPUT, bw: 10_000_201 }, 'boss', d)).rejects.toMatchObject({
      message: 'La lectura no puede ser mayor que la del mes siguiente (10,000,200).',
    });
    await expect(correctReading({ ...INPUT, bw: 9_999_999 }, 'boss', d)).rejects.toMatchObject({
      message: 'La lectura ya tiene esos contadores.',
    });
    expect(plans.every((plan) => plan.kind === 'refused')).toBe(true);
  });

  it('refuses while the next reading’s month is closed (its statement counts from this one)', async () => {
    const closedNext = snapshot({
      next: { month: '2026-05', bw: 10_000_200, color: 320, monthClosed: true },
    });
    const { d, plans } = deps(closedNext);
    await expect(correctReading(INPUT, 'boss', d)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'El mes siguiente está cerrado; reábrelo antes de corregir esta lectura.',
    });
    expect(plans).toEqual([
      {
        kind: 'refused',
        code: 'failed-precondition',
        message: 'El mes siguiente está cerrado; reábrelo antes de corregir esta lectura.',
      },
    ]);
    // Reopened: the correction goes through and May's `previous` follows.
    const reopened = deps(snapshot({ next: { ...closedNext.next!, monthClosed: false } }));
    expect(await correctReading(INPUT, 'boss', reopened.d)).toMatchObject({ corrected: true });
    expect(reopened.plans[0]).toMatchObject({
      kind: 'write',
      writes: { nextPrevious: { month: '2026-05', previous: { bw: 9_999, color: 300 } } },
    });
  });

  it('answers not-found for a reading or device that does not exist', async () => {
    const { d } = deps(snapshot({ reading: null }));
    await expect(correctReading(INPUT, 'boss', d)).rejects.toMatchObject({
      code: 'not-found',
      message: 'Esa lectura no existe.',
    });
  });

  it('turns a corrected estimate into the company’s reading, its entry keeping "estimada"', async () => {
    const { d, plans } = deps(
      snapshot({
        reading: {
          bw: 9_500,
          color: 290,
          previous: { bw: 9_000, color: 250 },
          corrections: [],
          source: 'estimada',
        },
      }),
    );
    await correctReading(INPUT, 'boss', d);
    expect(plans[0]).toMatchObject({
      kind: 'write',
      writes: {
        reading: {
          bw: 9_999,
          color: 300,
          source: 'empresa',
          corrections: [{ bw: 9_500, color: 290, by: 'boss', source: 'estimada' }],
        },
      },
    });
  });

  it('keeps the source of a corrected reading that was no estimate', async () => {
    const { d, plans } = deps(
      snapshot({
        reading: {
          bw: 9_500,
          color: 290,
          previous: { bw: 9_000, color: 250 },
          corrections: [],
          source: 'cliente',
        },
      }),
    );
    await correctReading(INPUT, 'boss', d);
    const plan = plans[0];
    expect(plan?.kind).toBe('write');
    if (plan?.kind !== 'write') return;
    expect(plan.writes.reading).not.toHaveProperty('source');
    expect(plan.writes.reading.corrections[0]).not.toHaveProperty('source');
  });
});
