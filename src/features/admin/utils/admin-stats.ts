/** Pure helpers behind the admin sections: counts, search and paging. */
import type { ContactSubmission } from '@/domain/entities';

/** Monday 00:00 (local time) of the week that contains `now`. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysSinceMonday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - daysSinceMonday);
  return start;
}

/** Quote requests sent since Monday 00:00 of the current week (local time), up to `now`. */
export function countThisWeek(
  submissions: readonly Pick<ContactSubmission, 'submittedAt'>[],
  now: Date,
): number {
  const from = startOfWeek(now).getTime();
  const to = now.getTime();
  return submissions.filter((s) => {
    const at = Date.parse(s.submittedAt);
    return !Number.isNaN(at) && at >= from && at <= to;
  }).length;
}

/** An e-mail as a mailing list sees it: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Newsletter-ready leads: the distinct e-mail addresses among the quote requests (each request
 * also subscribes its address to the newsletter). Case and surrounding spaces do not count.
 */
export function countDistinctEmails(
  submissions: readonly Pick<ContactSubmission, 'corporateEmail'>[],
): number {
  return new Set(submissions.map((s) => normalizeEmail(s.corporateEmail)).filter((e) => e !== ''))
    .size;
}

/** Lower case without accents, so "michoacan" finds "Michoacán" and "NUÑEZ" finds "Núñez". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The submissions whose name, company, e-mail or state contain `query` (all words, any order). */
export function filterSubmissions<
  T extends { fullName: string; company: string; corporateEmail: string; state: string },
>(submissions: readonly T[], query: string): T[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...submissions];
  return submissions.filter((s) => {
    const haystack = foldForSearch([s.fullName, s.company, s.corporateEmail, s.state].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown (0 and 0 when empty). */
  first: number;
  last: number;
  total: number;
}

export const PAGE_SIZE = 50;

/** The `page`-th slice (1-based) of `pageSize` items. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = PAGE_SIZE,
): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    items: slice,
    page: current,
    pageCount,
    first: slice.length === 0 ? 0 : start + 1,
    last: start + slice.length,
    total,
  };
}
