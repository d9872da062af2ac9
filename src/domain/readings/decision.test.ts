import { describe, expect, it } from 'vitest';
import {
  checkReadingCounters,
  checkReadingMonth,
  decideReading,
  isCounter,
  MAX_COUNTER,
  readingMessage,
  type ReadingRequest,
} from './decision';
import { MAX_COUNTER as SCHEMA_MAX_COUNTER } from '../schemas/equipment';
import { belowPreviousMessage } from '../schemas/meter-reading';

const colour = { color: true, lastReadingMonth: '2026-04' };
const bn = { color: false, lastReadingMonth: '2026-04' };

const request = (over: Partial<ReadingRequest> = {}): ReadingRequest => ({
  mode: 'new',
  month: '2026-05',
  device: colour,
  monthClosed: false,
  readingExists: false,
  floor: { bw: 1000, color: 500 },
  proposed: { bw: 1200, color: 600 },
  ...over,
});

describe('the counter bound', () => {
  it('is one number: 999,999,999, the schemas’ too', () => {
    expect(MAX_COUNTER).toBe(999_999_999);
    expect(SCHEMA_MAX_COUNTER).toBe(MAX_COUNTER);
    expect(isCounter(MAX_COUNTER)).toBe(true);
    expect(isCounter(MAX_COUNTER + 1)).toBe(false);
    expect(isCounter(-1)).toBe(false);
    expect(isCounter(1.5)).toBe(false);
    expect(isCounter('12')).toBe(false);
  });
});

describe('decideReading', () => {
  it('ok: the counters and what they count from', () => {
    expect(decideReading(request())).toEqual({
      kind: 'ok',
      counters: { bw: 1200, color: 600 },
      previous: { bw: 1000, color: 500 },
    });
  });

  it('ok at the floor itself (not below it), and at MAX_COUNTER', () => {
    expect(decideReading(request({ proposed: { bw: 1000, color: 500 } })).kind).toBe('ok');
    expect(decideReading(request({ proposed: { bw: MAX_COUNTER, color: MAX_COUNTER } })).kind).toBe(
      'ok',
    );
  });

  it('below-previous: B/N first, then colour, with the floor in the message', () => {
    const bw = decideReading(request({ proposed: { bw: 999, color: 400 } }));
    expect(bw).toMatchObject({ kind: 'below-previous', counter: 'bw' });
    if (bw.kind === 'ok') throw new Error('expected a refusal');
    expect(readingMessage(bw)).toBe('La lectura no puede ser menor que la anterior (1,000).');
    const color = decideReading(request({ proposed: { bw: 1000, color: 499 } }));
    if (color.kind === 'ok') throw new Error('expected a refusal');
    expect(readingMessage(color)).toBe('La lectura no puede ser menor que la anterior (500).');
    expect(readingMessage(color, 'collector')).toBe(
      'El contador es menor que la última lectura (B/N 1,000, color 500).',
    );
    expect(belowPreviousMessage(12345)).toBe(
      'La lectura no puede ser menor que la anterior (12,345).',
    );
  });

  it('invalid-counters: not whole, negative, above the bound, or a colour device without colour', () => {
    for (const proposed of [
      { bw: 1.5, color: 600 },
      { bw: -1, color: 600 },
      { bw: MAX_COUNTER + 1, color: 600 },
      { bw: '1200', color: 600 },
      { bw: 1200 },
    ]) {
      const outcome = decideReading(request({ proposed }));
      expect(outcome.kind).toBe('invalid-counters');
      if (outcome.kind !== 'ok')
        expect(readingMessage(outcome)).toBe('Escribe contadores enteros, de 0 a 999,999,999.');
    }
  });

  it('a B/N device has no colour counter: its colour stays the floor’s, whatever is sent', () => {
    const floor = { bw: 1000, color: 7 };
    for (const proposed of [{ bw: 1200 }, { bw: 1200, color: 0 }, { bw: 1200, color: 900 }])
      expect(decideReading(request({ device: bn, floor, proposed }))).toEqual({
        kind: 'ok',
        counters: { bw: 1200, color: 7 },
        previous: { bw: 1000, color: 7 },
      });
    expect(decideReading(request({ device: bn, proposed: { bw: 999 } })).kind).toBe(
      'below-previous',
    );
  });

  it('month-closed before anything else', () => {
    const outcome = decideReading(
      request({ monthClosed: true, readingExists: true, proposed: { bw: 1 } }),
    );
    expect(outcome).toEqual({ kind: 'month-closed' });
    if (outcome.kind !== 'ok')
      expect(readingMessage(outcome)).toBe(
        'El mes está cerrado. Reábrelo para cambiar sus lecturas.',
      );
  });

  it('already-read: the month has its reading, or is the device’s last', () => {
    for (const over of [
      { readingExists: true },
      { device: { ...colour, lastReadingMonth: '2026-05' } },
    ]) {
      const outcome = decideReading(request(over));
      expect(outcome).toEqual({ kind: 'already-read' });
      if (outcome.kind !== 'ok')
        expect(readingMessage(outcome)).toBe('Ese equipo ya tiene lectura de ese mes.');
    }
  });

  it('later-reading: a later month stamped and no later reading to go before', () => {
    const device = { ...colour, lastReadingMonth: '2026-06' };
    const outcome = decideReading(request({ device }));
    expect(outcome).toEqual({ kind: 'later-reading' });
    if (outcome.kind !== 'ok')
      expect(readingMessage(outcome)).toBe(
        'El equipo ya tiene una lectura posterior; corrígela con «Corregir lectura».',
      );
    // With the later reading known, the month goes between its neighbours.
    const next = { month: '2026-06', bw: 2000, color: 900, monthClosed: false };
    expect(decideReading(request({ device, next })).kind).toBe('ok');
  });

  it('contract-ended: an ended rental takes no reading', () => {
    const outcome = decideReading(request({ device: { ...colour, contractEnded: true } }));
    expect(outcome).toEqual({ kind: 'contract-ended' });
    if (outcome.kind !== 'ok')
      expect(readingMessage(outcome)).toBe(
        'La renta de este equipo terminó: ya no recibe lecturas.',
      );
  });

  it('next-month-closed: the later reading’s statement counts from this one', () => {
    const next = { month: '2026-06', bw: 2000, color: 900, monthClosed: true };
    const outcome = decideReading(request({ next }));
    expect(outcome).toEqual({ kind: 'next-month-closed' });
    if (outcome.kind === 'ok') throw new Error('expected a refusal');
    expect(readingMessage(outcome, 'record')).toBe(
      'El mes siguiente está cerrado; reábrelo antes de registrar esta lectura.',
    );
    expect(readingMessage(outcome, 'correct')).toBe(
      'El mes siguiente está cerrado; reábrelo antes de corregir esta lectura.',
    );
  });

  it('above-next: not past the later reading, B/N first', () => {
    const next = { month: '2026-06', bw: 2000, color: 900, monthClosed: false };
    const bw = decideReading(request({ next, proposed: { bw: 2001, color: 901 } }));
    expect(bw).toMatchObject({ kind: 'above-next', counter: 'bw' });
    if (bw.kind === 'ok') throw new Error('expected a refusal');
    expect(readingMessage(bw)).toBe(
      'La lectura no puede ser mayor que la del mes siguiente (2,000).',
    );
    const color = decideReading(request({ next, proposed: { bw: 2000, color: 901 } }));
    if (color.kind === 'ok') throw new Error('expected a refusal');
    expect(readingMessage(color)).toBe(
      'La lectura no puede ser mayor que la del mes siguiente (900).',
    );
    expect(decideReading(request({ next, proposed: { bw: 2000, color: 900 } })).kind).toBe('ok');
  });

  it('unusual: asked when the month adds over 10 times the included pages, until confirmed', () => {
    const unusual = {
      contract: { includedPagesBw: 100, includedPagesColor: 0 },
      readings: [],
      confirmed: false,
    };
    const outcome = decideReading(request({ unusual, proposed: { bw: 2001, color: 500 } }));
    expect(outcome).toEqual({ kind: 'unusual', pages: 1001 });
    if (outcome.kind !== 'ok')
      expect(readingMessage(outcome)).toBe(
        'Esta lectura suma 1,001 páginas este mes, mucho más de lo habitual.',
      );
    expect(decideReading(request({ unusual, proposed: { bw: 2000, color: 500 } })).kind).toBe('ok');
    expect(
      decideReading(
        request({ unusual: { ...unusual, confirmed: true }, proposed: { bw: 2001, color: 500 } }),
      ).kind,
    ).toBe('ok');
  });

  it('a correction: no already-read question, but the same counters again are unchanged', () => {
    const correct = {
      mode: 'correct' as const,
      readingExists: true,
      device: { ...colour, lastReadingMonth: '2026-05' },
      current: { bw: 1200, color: 600 },
    };
    const outcome = decideReading(request(correct));
    expect(outcome).toEqual({ kind: 'unchanged' });
    if (outcome.kind !== 'ok')
      expect(readingMessage(outcome, 'correct')).toBe('La lectura ya tiene esos contadores.');
    expect(decideReading(request({ ...correct, proposed: { bw: 1201, color: 600 } })).kind).toBe(
      'ok',
    );
    expect(decideReading(request({ ...correct, monthClosed: true })).kind).toBe('month-closed');
  });
});

describe('the two questions on their own', () => {
  it('checkReadingMonth answers ok for an open month with nothing after it', () => {
    expect(
      checkReadingMonth({
        mode: 'new',
        month: '2026-05',
        device: colour,
        monthClosed: false,
        readingExists: false,
      }),
    ).toEqual({ kind: 'ok' });
  });

  it('checkReadingCounters keeps a colour device’s colour as sent', () => {
    expect(checkReadingCounters({ bw: 5, color: 6 }, true, { bw: 5, color: 6 })).toEqual({
      kind: 'ok',
      counters: { bw: 5, color: 6 },
    });
  });
});
