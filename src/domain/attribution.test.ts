import { describe, expect, it } from 'vitest';
import {
  describeTouch,
  directTouch,
  nextAttribution,
  parseAttribution,
  touchOf,
  TOUCH_VALUE_MAX,
} from './attribution';

const now = new Date('2026-11-27T15:00:00.000Z');
const later = new Date('2026-11-29T09:30:00.000Z');
const site = (path: string) => new URL(`https://tusocioideal.mx${path}`);

describe('touchOf', () => {
  it('reads the campaign parameters, click ids, the linking host and the landing path', () => {
    const touch = touchOf(
      site(
        '/business-lines?utm_source=google&utm_medium=cpc&utm_campaign=renta&utm_term=renta%20impresoras&utm_content=a1&gclid=G1&fbclid=F1',
      ),
      'https://www.google.com/search?q=secreto',
      now,
    );
    expect(touch).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'renta',
      term: 'renta impresoras',
      content: 'a1',
      gclid: 'G1',
      fbclid: 'F1',
      referrer: 'www.google.com',
      landingPath: '/business-lines',
      at: '2026-11-27T15:00:00.000Z',
    });
  });

  it('says nothing for a plain visit or a link from the site itself', () => {
    expect(touchOf(site('/'), '', now)).toBeNull();
    expect(touchOf(site('/'), 'https://tusocioideal.mx/business-lines', now)).toBeNull();
    expect(touchOf(site('/'), 'no es una url', now)).toBeNull();
  });

  it('cuts long values and drops control characters', () => {
    const touch = touchOf(site(`/?utm_campaign=${'x'.repeat(500)}&utm_source=a%0Ab`), '', now);
    expect(touch?.campaign).toHaveLength(TOUCH_VALUE_MAX);
    expect(touch?.source).toBe('ab');
  });
});

describe('nextAttribution', () => {
  it('keeps the first touch and replaces the latest only when a visit says something', () => {
    const first = nextAttribution(null, site('/'), 'https://www.facebook.com/', now);
    expect(first.first.referrer).toBe('www.facebook.com');
    expect(first.last).toEqual(first.first);

    const plain = nextAttribution(first, site('/business-lines'), '', later);
    expect(plain).toEqual(first);

    const campaign = nextAttribution(
      first,
      site('/?utm_source=boletin&utm_medium=email'),
      '',
      later,
    );
    expect(campaign.first).toEqual(first.first);
    expect(campaign.last).toMatchObject({
      source: 'boletin',
      medium: 'email',
      at: later.toISOString(),
    });
  });

  it('records a direct first visit with its landing path and time', () => {
    const first = nextAttribution(null, site('/aviso-de-privacidad'), '', now);
    expect(first.first).toEqual(directTouch(site('/aviso-de-privacidad'), now));
    expect(describeTouch(first.first)).toBe('Directa, entró por /aviso-de-privacidad');
  });
});

describe('parseAttribution', () => {
  const good = nextAttribution(null, site('/?utm_source=google'), '', now);

  it('accepts what the browser records', () => {
    expect(parseAttribution(JSON.parse(JSON.stringify(good)))).toEqual(good);
  });

  it('refuses anything else', () => {
    expect(parseAttribution(null)).toBeNull();
    expect(parseAttribution([])).toBeNull();
    expect(parseAttribution({ first: good.first })).toBeNull();
    expect(parseAttribution({ ...good, extra: 1 })).toBeNull();
    expect(parseAttribution({ ...good, first: { ...good.first, evil: 'x' } })).toBeNull();
    expect(parseAttribution({ ...good, first: { ...good.first, source: 5 } })).toBeNull();
    expect(
      parseAttribution({
        ...good,
        first: { ...good.first, source: 'x'.repeat(TOUCH_VALUE_MAX + 1) },
      }),
    ).toBeNull();
    expect(parseAttribution({ ...good, last: { ...good.last, at: 'ayer' } })).toBeNull();
    expect(
      parseAttribution({ ...good, last: { ...good.last, landingPath: 'https://evil.mx/' } }),
    ).toBeNull();
    expect(parseAttribution({ ...good, last: { ...good.last, campaign: 'a\nb' } })).toBeNull();
  });
});
