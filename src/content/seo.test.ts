import { company, phoneDigits } from './company';
import {
  localBusinessJsonLd,
  prerenderHead,
  robotsTxt,
  seoForPath,
  prerenderedPages,
  seoPages,
  sitemapXml,
} from './seo';

const SITE = 'https://www.ejemplo.mx';

describe('seoForPath', () => {
  it('maps the public paths and treats anything else as the 404 page', () => {
    expect(seoForPath('/').key).toBe('home');
    expect(seoForPath('/business-lines').key).toBe('businessLines');
    expect(seoForPath('/business-lines/').key).toBe('businessLines');
    expect(seoForPath('/aviso-de-privacidad').key).toBe('privacy');
    expect(seoForPath('/derechos-arco').key).toBe('arco');
    expect(seoForPath('/no-existe').key).toBe('notFound');
  });

  it('gives every page a distinct title and a description of a useful length', () => {
    const titles = Object.values(seoPages).map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of Object.values(seoPages)) {
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
    }
  });
});

describe('prerenderHead', () => {
  it('writes title, description, canonical and Open Graph tags for a page', () => {
    const head = prerenderHead('/business-lines', SITE);
    expect(head).toContain(`<title>${seoPages.businessLines.title}</title>`);
    expect(head).toContain(
      `<meta name="description" content="${seoPages.businessLines.description}" />`,
    );
    expect(head).toContain(`<link rel="canonical" href="${SITE}/business-lines" />`);
    expect(head).toContain(`<meta property="og:url" content="${SITE}/business-lines" />`);
    expect(head).toContain('<meta property="og:locale" content="es_MX" />');
    expect(head).toContain(`<meta property="og:image" content="${SITE}/img/og-tusocio.png" />`);
    expect(head).not.toContain('application/ld+json');
  });

  it('adds the LocalBusiness JSON-LD only on the home page', () => {
    const head = prerenderHead('/', SITE);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json!)).toEqual(localBusinessJsonLd(SITE));
  });

  it('marks the 404 page noindex, without a canonical URL', () => {
    const head = prerenderHead('/pagina-inexistente', SITE);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
  });
});

describe('localBusinessJsonLd', () => {
  it('describes the business: area served, hours, phones, address and social profiles', () => {
    const data = localBusinessJsonLd(SITE);
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe(company.name);
    expect(data.areaServed.map((a) => a.name)).toEqual([
      'Playa del Carmen',
      'Cancún',
      'Tulum',
      'Puerto Morelos',
      'Puerto Aventuras',
      'México',
    ]);
    expect(data.areaServed.at(-1)?.['@type']).toBe('Country');
    expect(data.openingHours).toBe('Mo-Fr 09:00-19:00');
    expect(data.telephone).toBe(`+${phoneDigits(company.phones[0]!.phone)}`);
    expect(data.contactPoint).toHaveLength(5);
    expect(data.address).toMatchObject({
      addressLocality: 'Playa del Carmen',
      addressRegion: 'Quintana Roo',
      addressCountry: 'MX',
    });
    expect(data.sameAs).toEqual([
      company.social.facebook,
      company.social.instagram,
      company.social.linkedin,
    ]);
  });
});

describe('sitemap and robots', () => {
  it('lists the four public URLs', () => {
    const xml = sitemapXml(SITE);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/business-lines`,
      `${SITE}/aviso-de-privacidad`,
      `${SITE}/derechos-arco`,
    ]);
  });

  it('allows the site, disallows the signed-in areas and points at the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /main-user',
        'Disallow: /admin-dashboard',
        'Disallow: /auth',
        'Disallow: /invitacion/',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('prerenderedPages', () => {
  it('prerenders every public page at its path, as Hosting serves it, and the 404 page', () => {
    expect(prerenderedPages).toEqual([
      { url: '/', file: 'index.html' },
      { url: '/business-lines', file: 'business-lines.html' },
      { url: '/aviso-de-privacidad', file: 'aviso-de-privacidad.html' },
      { url: '/derechos-arco', file: 'derechos-arco.html' },
      { url: '/newsletter/confirmado', file: 'newsletter/confirmado.html' },
      { url: '/pagina-inexistente', file: '404.html' },
    ]);
  });
});
