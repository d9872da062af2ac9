import { NEWS, formatNewsDate, latestNews } from './news';

describe('NEWS', () => {
  it('has 3 or 4 items with unique ids, real dates and Spanish copy', () => {
    expect(NEWS.length).toBeGreaterThanOrEqual(3);
    expect(NEWS.length).toBeLessThanOrEqual(4);
    expect(new Set(NEWS.map((n) => n.id)).size).toBe(NEWS.length);
    for (const item of NEWS) {
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${item.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(item.date);
      expect(item.title.length).toBeGreaterThan(15);
      expect(item.summary.length).toBeGreaterThan(80);
    }
  });

  it('is listed newest first', () => {
    const dates = NEWS.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('mentions the 950 MXN monochrome promotion (docs/product.md, Public site)', () => {
    expect(NEWS.some((n) => n.summary.includes('$950 MXN al mes'))).toBe(true);
  });
});

describe('formatNewsDate', () => {
  it.each([
    ['2026-11-10', '10 de noviembre de 2026'],
    ['2026-01-01', '1 de enero de 2026'],
    ['2026-12-31', '31 de diciembre de 2026'],
  ])('%s -> %s', (date, text) => {
    expect(formatNewsDate(date)).toBe(text);
  });
});

describe('latestNews', () => {
  it.each([
    [1, 1],
    [2, 2],
    [10, NEWS.length],
    [0, 0],
    [-1, 0],
  ])('latestNews(%i) gives %i items, newest first', (count, length) => {
    const items = latestNews(count);
    expect(items).toHaveLength(length);
    expect(items).toEqual(NEWS.slice(0, length));
  });
});
