import { describe, expect, it } from 'vitest';
import {
  countDistinctEmails,
  countThisWeek,
  filterSubmissions,
  foldForSearch,
  paginate,
  startOfWeek,
} from './admin-stats';

describe('startOfWeek / countThisWeek', () => {
  it('starts the week on Monday at 00:00 local time', () => {
    expect(startOfWeek(new Date(2026, 2, 4, 18, 30))).toEqual(new Date(2026, 2, 2, 0, 0)); // Wed -> Mon
    expect(startOfWeek(new Date(2026, 2, 2, 0, 0))).toEqual(new Date(2026, 2, 2, 0, 0)); // Mon
    expect(startOfWeek(new Date(2026, 2, 8, 23, 59))).toEqual(new Date(2026, 2, 2, 0, 0)); // Sun
  });

  it('counts the requests since Monday, not last week nor the future', () => {
    const now = new Date(2026, 2, 4, 12, 0);
    const at = (d: Date) => ({ submittedAt: d.toISOString() });
    const submissions = [
      at(new Date(2026, 2, 2, 0, 0)), // Monday 00:00: counts
      at(new Date(2026, 2, 4, 11, 59)), // today: counts
      at(new Date(2026, 2, 1, 23, 59)), // Sunday before: no
      at(new Date(2026, 1, 20)), // weeks ago: no
      at(new Date(2026, 2, 5)), // tomorrow: no
      { submittedAt: 'no es fecha' },
    ];
    expect(countThisWeek(submissions, now)).toBe(2);
  });
});

describe('countDistinctEmails', () => {
  it('counts each address once, ignoring case and surrounding spaces', () => {
    expect(
      countDistinctEmails([
        { corporateEmail: 'ana@empresa.mx' },
        { corporateEmail: ' ANA@Empresa.MX ' },
        { corporateEmail: 'luis@empresa.mx' },
        { corporateEmail: '' },
      ]),
    ).toBe(2);
    expect(countDistinctEmails([])).toBe(0);
  });
});

describe('filterSubmissions', () => {
  const rows = [
    {
      fullName: 'José Núñez',
      company: 'Cafetería Ñandú',
      corporateEmail: 'jose@nandu.mx',
      state: 'Michoacán',
    },
    {
      fullName: 'Ana Pérez',
      company: 'Hotel Caribe',
      corporateEmail: 'ana@caribe.com',
      state: 'Quintana Roo',
    },
    {
      fullName: 'Luis Gómez',
      company: 'Escuela Activa',
      corporateEmail: 'luis@activa.edu.mx',
      state: 'Jalisco',
    },
  ];

  it('searches name, company, e-mail and state without caring about accents or case', () => {
    expect(filterSubmissions(rows, 'michoacan').map((r) => r.fullName)).toEqual(['José Núñez']);
    expect(filterSubmissions(rows, 'NUÑEZ').map((r) => r.fullName)).toEqual(['José Núñez']);
    expect(filterSubmissions(rows, 'hotel').map((r) => r.fullName)).toEqual(['Ana Pérez']);
    expect(filterSubmissions(rows, 'activa.edu').map((r) => r.fullName)).toEqual(['Luis Gómez']);
    expect(filterSubmissions(rows, 'quintana roo').map((r) => r.fullName)).toEqual(['Ana Pérez']);
  });

  it('needs every word to match, and returns everything for an empty query', () => {
    expect(filterSubmissions(rows, 'ana jalisco')).toEqual([]);
    expect(filterSubmissions(rows, '   ')).toHaveLength(3);
  });

  it('folds accents and case', () => {
    expect(foldForSearch(' Querétaro ÑANDÚ ')).toBe('queretaro nandu');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 120 }, (_, i) => i + 1);

  it('cuts pages of 50 and reports the positions shown', () => {
    expect(paginate(items, 1)).toMatchObject({
      page: 1,
      pageCount: 3,
      first: 1,
      last: 50,
      total: 120,
    });
    const third = paginate(items, 3);
    expect(third.items).toEqual(items.slice(100));
    expect(third).toMatchObject({ first: 101, last: 120 });
  });

  it('clamps pages out of range and handles no items', () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate([], 1)).toMatchObject({
      items: [],
      page: 1,
      pageCount: 1,
      first: 0,
      last: 0,
      total: 0,
    });
  });
});
