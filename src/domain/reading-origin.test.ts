import { describe, expect, it } from 'vitest';
import { readingOrigin } from './reading-source';

describe('readingOrigin', () => {
  it('reads a corrected estimate as the company’s reading', () => {
    expect(readingOrigin({ source: 'estimada', corrections: [{ bw: 1 }] })).toBe('empresa');
  });

  it('keeps every other source as stored', () => {
    expect(readingOrigin({ source: 'estimada' })).toBe('estimada');
    expect(readingOrigin({ source: 'estimada', corrections: [] })).toBe('estimada');
    expect(readingOrigin({ source: 'cliente', corrections: [{ bw: 1 }] })).toBe('cliente');
    expect(readingOrigin({ source: 'automatica' })).toBe('automatica');
    expect(readingOrigin({ source: '' })).toBe('');
  });
});
