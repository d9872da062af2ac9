/**
 * Per-page titles and descriptions of the public pages, plus what the prerender step writes
 * into each page's <head> (canonical, Open Graph, JSON-LD) and the sitemap/robots files.
 * The client sets document.title from the same data (seoForPath) on every route change.
 */
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { company as defaultCompany, phoneDigits, type Company } from './company';

export type PublicPageKey =
  'home' | 'businessLines' | 'privacy' | 'arco' | 'newsletterConfirmed' | 'notFound';

export interface PageSeo {
  key: PublicPageKey;
  /** Path of the page; null for the 404 page (no canonical URL, not indexed). */
  path: string | null;
  title: string;
  description: string;
}

const brand = defaultCompany.name;

export const seoPages: Record<PublicPageKey, PageSeo> = {
  home: {
    key: 'home',
    path: paths.home,
    title: `${brand} | Renta de impresoras y soluciones de TI en Quintana Roo`,
    description:
      'Renta y venta de multifuncionales con mantenimiento incluido, equipo para eventos, videovigilancia y ' +
      'cómputo en Playa del Carmen, Cancún, Tulum y todo México.',
  },
  businessLines: {
    key: 'businessLines',
    path: paths.businessLines,
    title: `Líneas de negocios: impresión, videovigilancia, cómputo y más | ${brand}`,
    description:
      'Conoce nuestras cinco líneas de negocio: impresión, videovigilancia, cómputo empresarial, audio y ' +
      'video y domótica, con instalación y soporte en Quintana Roo.',
  },
  privacy: {
    key: 'privacy',
    path: paths.privacy,
    title: `Aviso de privacidad | ${brand}`,
    description:
      'Aviso de privacidad integral: qué datos personales recabamos, para qué los usamos y cómo ejercer tus ' +
      'derechos ARCO conforme a la LFPDPPP.',
  },
  arco: {
    key: 'arco',
    path: paths.arco,
    title: `Derechos ARCO: acceso, rectificación, cancelación y oposición | ${brand}`,
    description:
      'Solicita el acceso, la rectificación, la cancelación u oposición al uso de tus datos personales, o ' +
      'revoca tu consentimiento. Respondemos en un máximo de 20 días hábiles.',
  },
  newsletterConfirmed: {
    key: 'newsletterConfirmed',
    path: paths.newsletterConfirmed,
    title: `Suscripción confirmada | ${brand}`,
    description: 'Tu suscripción a nuestro newsletter está confirmada.',
  },
  notFound: {
    key: 'notFound',
    path: null,
    title: `Página no encontrada | ${brand}`,
    description: 'Lo sentimos, la página que buscas no existe o ha sido movida.',
  },
};

/** Any path the router does not know: rendered once as the Hosting 404 page. */
const UNKNOWN_PATH = '/pagina-inexistente';

/**
 * The files the build prerenders (scripts/prerender.mjs): every public page above, at its path
 * ("/" -> index.html, "/a/b" -> a/b.html, as Hosting's cleanUrls serves them), and the 404 page.
 */
export const prerenderedPages: Array<{ url: string; file: string }> = Object.values(seoPages).map(
  (page) =>
    page.path === null
      ? { url: UNKNOWN_PATH, file: '404.html' }
      : { url: page.path, file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html` },
);

/** Public pages that are indexed (sitemap order). */
export const indexedPages: PageSeo[] = [
  seoPages.home,
  seoPages.businessLines,
  seoPages.privacy,
  seoPages.arco,
];

/** Paths search engines must not crawl (signed-in areas). */
export const disallowedPaths: string[] = [
  paths.guest.dashboard,
  paths.admin,
  paths.auth,
  // An invitation's page (/invitacion/{id}): signed-in only.
  '/invitacion/',
];

export const OG_IMAGE = {
  path: '/img/og-tusocio.png',
  width: 1200,
  height: 630,
  alt: `${brand}: tu socio ideal para el éxito`,
};

/** The SEO data of a public path; any unknown path is the 404 page. */
export function seoForPath(pathname: string): PageSeo {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(seoPages).find((page) => page.path === normalized) ?? seoPages.notFound;
}

/** Absolute URL of a path on the site ("https://www.example.mx" + "/business-lines"). */
export function absoluteUrl(path: string, siteUrl: string = env.siteUrl): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** schema.org LocalBusiness for the home page. */
export function localBusinessJsonLd(
  siteUrl: string = env.siteUrl,
  company: Company = defaultCompany,
) {
  const e164 = (phone: string) => `+${phoneDigits(phone)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl('/#empresa', siteUrl),
    name: company.name,
    legalName: company.legalName,
    description: seoPages.home.description,
    url: absoluteUrl('/', siteUrl),
    image: absoluteUrl(OG_IMAGE.path, siteUrl),
    logo: absoluteUrl('/favicon.svg', siteUrl),
    email: company.email,
    telephone: e164(company.phones[0]?.phone ?? company.whatsapp),
    contactPoint: company.phones.map((p) => ({
      '@type': 'ContactPoint',
      telephone: e164(p.phone),
      contactType: 'sales',
      areaServed: p.city,
      availableLanguage: 'es',
    })),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    areaServed: company.areaServed.map((name) => ({
      '@type': name === company.address.country ? 'Country' : 'City',
      name,
    })),
    openingHours: company.hours.schema,
    sameAs: [company.social.facebook, company.social.instagram, company.social.linkedin],
  };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON for a <script> element: "<" escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The <head> tags of a prerendered public page: title, description, canonical, Open Graph,
 * Twitter card, robots for the 404 page, and the LocalBusiness JSON-LD on the home page.
 */
export function prerenderHead(pathname: string, siteUrl: string = env.siteUrl): string {
  const page = seoForPath(pathname);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const image = escapeHtml(absoluteUrl(OG_IMAGE.path, siteUrl));
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (page.path === null) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const url = escapeHtml(absoluteUrl(page.path, siteUrl));
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:url" content="${url}" />`,
    );
  }
  tags.push(
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="es_MX" />',
    `<meta property="og:site_name" content="${escapeHtml(brand)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(OG_IMAGE.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  );
  if (page.key === 'home') {
    tags.push(
      `<script type="application/ld+json">${scriptJson(localBusinessJsonLd(siteUrl))}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** dist/sitemap.xml: the indexed public pages. */
export function sitemapXml(siteUrl: string = env.siteUrl): string {
  const urls = indexedPages
    .map((page) => `  <url><loc>${escapeHtml(absoluteUrl(page.path ?? '/', siteUrl))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** dist/robots.txt: everything public, never the signed-in areas. */
export function robotsTxt(siteUrl: string = env.siteUrl): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n');
}
