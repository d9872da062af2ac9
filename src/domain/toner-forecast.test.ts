import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  forecastToner,
  soonestToner,
  TONER_ALERT_DAYS,
  tonerAlertUntil,
  tonerDaysText,
  tonerEndsOn,
  tonerPages,
  type TonerDelivery,
  type TonerForecastInput,
} from './toner-forecast';

/** Counters read on 25 February 2026 at 10:00 in Cancún; the toner arrived on 1 March. */
const delivery: TonerDelivery = {
  at: '2026-03-01T15:00:00.000Z',
  bw: 10_000,
  color: 2_000,
  countersAt: '2026-02-25T15:00:00.000Z',
};
/** 30 days later: 3,000 more B/N pages and 1,000 more colour pages. */
const lastReading = { bw: 13_000, color: 3_000, at: '2026-03-27T15:00:00.000Z' };

const colourDevice = (extra: Partial<TonerForecastInput> = {}): TonerForecastInput => ({
  color: true,
  tonerYield: { Negro: 6_000, Cian: 3_000, Magenta: 3_000 },
  lastToner: { Negro: delivery, Cian: delivery, Amarillo: delivery },
  lastReading,
  ...extra,
});

describe('forecastToner: each colour from its pages per day since the delivery', () => {
  it('works out each colour by hand', () => {
    // 25 Feb → 27 Mar: 30 days.
    // Negro prints every page: (13,000 + 3,000) − (10,000 + 2,000) = 4,000 pages → 133.33 a day;
    // 6,000 pages last 6,000 / (4,000 / 30) = 45 days from 1 March → 15 April.
    // Cian prints colour pages: 3,000 − 2,000 = 1,000 → 33.33 a day; 3,000 pages last 90 days
    // → 30 May. Magenta has no delivery, Amarillo no yield: neither has a forecast.
    expect(forecastToner(colourDevice())).toEqual([
      { color: 'Negro', pagesPerDay: 133.33, endsAt: '2026-04-15T15:00:00.000Z' },
      { color: 'Cian', pagesPerDay: 33.33, endsAt: '2026-05-30T15:00:00.000Z' },
    ]);
    expect(tonerPages('Negro', { bw: 3, color: 4 })).toBe(7);
    expect(tonerPages('Cian', { bw: 3, color: 4 })).toBe(4);
  });

  it('rounds the end to the nearest millisecond', () => {
    // 22 pages in one day; 3,000 pages last 3,000 / 22 = 136.363636… days = 136 days
    // 8 h 43 min 38.1818… s after the delivery: .182 s, not .181.
    const at = '2026-01-01T15:00:00.000Z';
    const [negro] = forecastToner({
      color: false,
      tonerYield: { Negro: 3_000 },
      lastToner: { Negro: { at, bw: 0, color: 0, countersAt: at } },
      lastReading: { bw: 22, color: 0, at: '2026-01-02T15:00:00.000Z' },
    });
    expect(negro?.endsAt).toBe('2026-05-17T23:43:38.182Z');
  });

  it('forecasts only Negro on a B/N device, counting its B/N pages', () => {
    const bw = colourDevice({
      color: false,
      tonerYield: { Negro: 6_000, Cian: 3_000 },
      lastToner: { Negro: { ...delivery, color: 0 }, Cian: { ...delivery, color: 0 } },
      lastReading: { ...lastReading, bw: 16_000, color: 0 },
    });
    // 16,000 − 10,000 = 6,000 pages in 30 days → 200 a day; 6,000 pages last 30 days.
    expect(forecastToner(bw)).toEqual([
      { color: 'Negro', pagesPerDay: 200, endsAt: '2026-03-31T15:00:00.000Z' },
    ]);
  });

  it('has none without a yield, a delivery, a later reading or any pages', () => {
    expect(forecastToner(colourDevice({ tonerYield: {} }))).toEqual([]);
    expect(forecastToner(colourDevice({ tonerYield: null }))).toEqual([]);
    expect(forecastToner(colourDevice({ lastToner: {} }))).toEqual([]);
    expect(forecastToner(colourDevice({ lastToner: undefined }))).toEqual([]);
    expect(forecastToner(colourDevice({ lastReading: null }))).toEqual([]);
    // The last reading is the one the delivery counted from: no days between them.
    const same = { bw: delivery.bw, color: delivery.color, at: delivery.countersAt };
    expect(forecastToner(colourDevice({ lastReading: same }))).toEqual([]);
    // Days went by but nothing was printed.
    expect(forecastToner(colourDevice({ lastReading: { ...same, at: lastReading.at } }))).toEqual(
      [],
    );
    // B/N pages only: Negro has a forecast, Cian none.
    const bwOnly = { ...lastReading, color: delivery.color };
    expect(forecastToner(colourDevice({ lastReading: bwOnly })).map((f) => f.color)).toEqual([
      'Negro',
    ]);
  });
});

describe('the days left, the soonest colour and the day it ends', () => {
  it('counts whole days until the end, none once passed', () => {
    const endsAt = '2026-04-15T15:00:00.000Z';
    expect(daysLeft(endsAt, new Date('2026-04-05T15:00:00.000Z'))).toBe(10);
    expect(daysLeft(endsAt, new Date('2026-04-05T16:00:00.000Z'))).toBe(9);
    expect(daysLeft(endsAt, new Date('2026-04-15T14:00:00.000Z'))).toBe(0);
    expect(daysLeft(endsAt, new Date('2026-05-01T00:00:00.000Z'))).toBe(0);
  });

  it('picks the colour that runs out first', () => {
    const forecasts = forecastToner(colourDevice());
    expect(soonestToner(forecasts)?.color).toBe('Negro');
    expect(soonestToner(forecasts.slice().reverse())?.color).toBe('Negro');
    expect(soonestToner([])).toBeNull();
  });

  it('stores the Cancún day the soonest colour runs out', () => {
    expect(tonerEndsOn(colourDevice())).toBe('2026-04-15');
    // Delivered at 22:00 of 28 February in Cancún (03:00 UTC of 1 March): 45 days later is
    // 03:00 UTC of 15 April, still 14 April in Cancún.
    const late = { ...delivery, at: '2026-03-01T03:00:00.000Z' };
    expect(forecastToner(colourDevice({ lastToner: { Negro: late } }))[0]?.endsAt).toBe(
      '2026-04-15T03:00:00.000Z',
    );
    expect(tonerEndsOn(colourDevice({ lastToner: { Negro: late } }))).toBe('2026-04-14');
    expect(tonerEndsOn(colourDevice({ tonerYield: {} }))).toBeNull();
  });

  it('lists the devices whose toner ends by today + 10 days (Cancún)', () => {
    expect(TONER_ALERT_DAYS).toBe(10);
    // 23:00 of 4 April in Cancún: the list reaches 14 April.
    expect(tonerAlertUntil(new Date('2026-04-05T04:00:00.000Z'))).toBe('2026-04-14');
    expect(tonerAlertUntil(new Date('2026-04-05T05:00:00.000Z'))).toBe('2026-04-15');
  });

  it('says how long the toner lasts', () => {
    expect(tonerDaysText(12)).toBe('Tóner: te alcanza para unos 12 días');
    expect(tonerDaysText(2)).toBe('Tóner: te alcanza para unos 2 días');
    expect(tonerDaysText(1)).toBe('Tóner: te alcanza para 1 día');
    expect(tonerDaysText(0)).toBe('Tóner: se está agotando.');
    const now = new Date('2026-04-05T15:00:00.000Z');
    const soonest = soonestToner(forecastToner(colourDevice()));
    expect(tonerDaysText(daysLeft(soonest?.endsAt ?? '', now))).toBe(
      'Tóner: te alcanza para unos 10 días',
    );
  });
});
