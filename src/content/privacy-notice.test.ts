import { describe, expect, it } from 'vitest';
import { noticeDate } from './privacy-notice';

describe('the privacy notice', () => {
  it('writes its version as a date people read', () => {
    expect(noticeDate('2026-11-25')).toBe('25 de noviembre de 2026');
    expect(noticeDate('2027-01-03')).toBe('3 de enero de 2027');
  });
});
