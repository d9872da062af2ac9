import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_KEY, recordVisit, storedAttribution } from './attribution';

describe('recordVisit / storedAttribution', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps the first touch across loads and the latest campaign', () => {
    recordVisit(
      localStorage,
      'https://tusocioideal.mx/?utm_source=facebook',
      '',
      new Date('2026-11-01T00:00:00.000Z'),
    );
    recordVisit(
      localStorage,
      'https://tusocioideal.mx/business-lines',
      'https://tusocioideal.mx/',
      new Date('2026-11-02T00:00:00.000Z'),
    );
    recordVisit(
      localStorage,
      'https://tusocioideal.mx/?utm_source=google&gclid=X',
      '',
      new Date('2026-11-03T00:00:00.000Z'),
    );
    const kept = storedAttribution(localStorage);
    expect(kept?.first).toMatchObject({ source: 'facebook', at: '2026-11-01T00:00:00.000Z' });
    expect(kept?.last).toMatchObject({
      source: 'google',
      gclid: 'X',
      at: '2026-11-03T00:00:00.000Z',
    });
    expect(document.cookie).toBe('');
  });

  it('starts over from what it cannot read, and never throws without storage', () => {
    localStorage.setItem(ATTRIBUTION_KEY, '{"first": "roto"');
    expect(storedAttribution(localStorage)).toBeNull();
    recordVisit(localStorage, 'https://tusocioideal.mx/', '', new Date('2026-11-01T00:00:00.000Z'));
    expect(storedAttribution(localStorage)?.first.landingPath).toBe('/');
    expect(() => recordVisit(null)).not.toThrow();
    expect(storedAttribution(null)).toBeNull();
  });

  it('never throws where reading localStorage itself throws (site data blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(() => recordVisit()).not.toThrow();
    expect(storedAttribution()).toBeNull();
  });

  it('writes only when the visit changes what is kept', () => {
    recordVisit(localStorage, 'https://tusocioideal.mx/', '', new Date('2026-11-01T00:00:00.000Z'));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    recordVisit(localStorage, 'https://tusocioideal.mx/business-lines', '', new Date());
    expect(setItem).not.toHaveBeenCalled();
    recordVisit(localStorage, 'https://tusocioideal.mx/?utm_source=x', '', new Date());
    expect(setItem).toHaveBeenCalledTimes(1);
  });
});
