/**
 * Company facts: the ONE module every page reads for names, phones, e-mail, WhatsApp, social
 * links, address, hours and the booking calendar (docs/product.md, Public site: contact data).
 *
 * VALORES DE EJEMPLO: reemplazar. Everything in EXAMPLE_COMPANY below is a placeholder
 * (example.com addresses, +52 ... 000 000x numbers). Replace them in one of two ways:
 *   1. Build-time variables (preferred for deployments; put them in `.env.production` or the CI
 *      environment). Each one overrides a single fact:
 *        VITE_COMPANY_NAME                    trade name shown on the site ("Tu Socio Ideal")
 *        VITE_COMPANY_LEGAL_NAME              legal name used in the privacy notice
 *        VITE_COMPANY_EMAIL                   contact e-mail (also the ARCO-rights mailbox)
 *        VITE_COMPANY_PRIVACY_EMAIL           optional separate mailbox for ARCO requests
 *        VITE_COMPANY_WHATSAPP                WhatsApp number with country code (+52 984 ...)
 *        VITE_COMPANY_PHONE_PLAYA_DEL_CARMEN  \
 *        VITE_COMPANY_PHONE_CANCUN             |
 *        VITE_COMPANY_PHONE_TULUM              |  one phone per city, as it should be displayed
 *        VITE_COMPANY_PHONE_PUERTO_MORELOS     |  ("+52 998 123 4567")
 *        VITE_COMPANY_PHONE_PUERTO_AVENTURAS  /
 *        VITE_COMPANY_STREET_ADDRESS          street and number (the city stays Playa del Carmen)
 *        VITE_COMPANY_POSTAL_CODE             postal code
 *        VITE_COMPANY_FACEBOOK_URL, VITE_COMPANY_INSTAGRAM_URL, VITE_COMPANY_LINKEDIN_URL
 *        VITE_COMPANY_BOOKING_CALENDAR_URL    booking calendar shown in the guest area
 *   2. Or edit EXAMPLE_COMPANY in this file (the single file to edit when not using variables).
 *
 * The newsletter endpoint is not here: it is `env.newsletterUrl` (VITE_NEWSLETTER_URL) in
 * src/config/env.ts, because it depends on the Firebase project.
 *
 * Invalid overrides (an e-mail the site's one e-mail rule refuses, a URL that is not http(s), a
 * phone without digits) throw while the prerender step evaluates this module, so a bad value fails
 * the build. Its links (tel:, wa.me, mailto:) come from src/domain/contact-links.ts.
 */
import { mailtoLink, telLink, whatsappLink } from '@/domain/contact-links';
import { isValidEmail } from '@/domain/schemas/plain';
import { EXAMPLE_COMPANY_NAME } from './company-name';

export interface CityPhone {
  city: string;
  /** As displayed, e.g. "+52 984 000 0000". */
  phone: string;
}

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface Company {
  name: string;
  legalName: string;
  email: string;
  /** Mailbox for privacy (ARCO) requests; the contact e-mail unless overridden. */
  privacyEmail: string;
  /** As displayed, e.g. "+52 984 000 0000". */
  whatsapp: string;
  phones: CityPhone[];
  hours: {
    /** Human text shown on the site. */
    label: string;
    /** schema.org openingHours value. */
    schema: string;
  };
  address: PostalAddress;
  social: { facebook: string; instagram: string; linkedin: string };
  bookingCalendarUrl: string;
  /** Cities the company serves in person, plus the country for remote service. */
  areaServed: string[];
}

/** VALORES DE EJEMPLO: reemplazar antes de publicar (ver el comentario de arriba). */
export const EXAMPLE_COMPANY: Company = {
  name: EXAMPLE_COMPANY_NAME,
  legalName: 'Tu Socio Ideal Soluciones Empresariales, S.A. de C.V. (razón social de ejemplo)',
  email: 'contacto@example.com',
  privacyEmail: 'contacto@example.com',
  whatsapp: '+52 984 000 0000',
  phones: [
    { city: 'Playa del Carmen', phone: '+52 984 000 0000' },
    { city: 'Cancún', phone: '+52 998 000 0000' },
    { city: 'Tulum', phone: '+52 984 000 0001' },
    { city: 'Puerto Morelos', phone: '+52 998 000 0001' },
    { city: 'Puerto Aventuras', phone: '+52 984 000 0002' },
  ],
  hours: { label: 'Lunes a viernes, 9:00 a 19:00', schema: 'Mo-Fr 09:00-19:00' },
  address: {
    street: 'Calle de ejemplo 123, Centro',
    locality: 'Playa del Carmen',
    region: 'Quintana Roo',
    postalCode: '77710',
    country: 'México',
    countryCode: 'MX',
  },
  social: {
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
  },
  bookingCalendarUrl: 'https://calendar.example.com/tusocioideal/asesoria',
  areaServed: [
    'Playa del Carmen',
    'Cancún',
    'Tulum',
    'Puerto Morelos',
    'Puerto Aventuras',
    'México',
  ],
};

type RawEnv = Record<string, unknown>;

const PHONE_VARS: Record<string, string> = {
  'Playa del Carmen': 'VITE_COMPANY_PHONE_PLAYA_DEL_CARMEN',
  Cancún: 'VITE_COMPANY_PHONE_CANCUN',
  Tulum: 'VITE_COMPANY_PHONE_TULUM',
  'Puerto Morelos': 'VITE_COMPANY_PHONE_PUERTO_MORELOS',
  'Puerto Aventuras': 'VITE_COMPANY_PHONE_PUERTO_AVENTURAS',
};

function read(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Digits of a phone number with the Mexican country code, e.g. "529840000000". */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `52${digits}` : digits;
}

/**
 * The company facts: EXAMPLE_COMPANY with the VITE_COMPANY_* overrides found in `raw`.
 * Throws with a Spanish message listing every invalid override.
 */
export function buildCompany(raw: RawEnv, base: Company = EXAMPLE_COMPANY): Company {
  const problems: string[] = [];
  const text = (key: string, fallback: string) => read(raw, key) ?? fallback;
  const url = (key: string, fallback: string) => {
    const value = read(raw, key);
    if (value === undefined) return fallback;
    if (!isHttpUrl(value))
      problems.push(`${key} debe ser una URL http(s) (se recibió "${value}").`);
    return value;
  };
  const email = (key: string, fallback: string) => {
    const value = read(raw, key);
    if (value === undefined) return fallback;
    if (!isValidEmail(value))
      problems.push(`${key} no es un correo válido (se recibió "${value}").`);
    return value;
  };
  const phone = (key: string, fallback: string) => {
    const value = read(raw, key);
    if (value === undefined) return fallback;
    const digits = phoneDigits(value);
    if (!/^[\d\s+()-]+$/.test(value) || digits.length < 10 || digits.length > 15) {
      problems.push(`${key} no es un teléfono válido (se recibió "${value}").`);
    }
    return value;
  };

  const contactEmail = email('VITE_COMPANY_EMAIL', base.email);
  const company: Company = {
    ...base,
    name: text('VITE_COMPANY_NAME', base.name),
    legalName: text('VITE_COMPANY_LEGAL_NAME', base.legalName),
    email: contactEmail,
    privacyEmail: email(
      'VITE_COMPANY_PRIVACY_EMAIL',
      read(raw, 'VITE_COMPANY_EMAIL') ? contactEmail : base.privacyEmail,
    ),
    whatsapp: phone('VITE_COMPANY_WHATSAPP', base.whatsapp),
    phones: base.phones.map(({ city, phone: fallback }) => {
      const key = PHONE_VARS[city];
      return { city, phone: key ? phone(key, fallback) : fallback };
    }),
    address: {
      ...base.address,
      street: text('VITE_COMPANY_STREET_ADDRESS', base.address.street),
      postalCode: text('VITE_COMPANY_POSTAL_CODE', base.address.postalCode),
    },
    social: {
      facebook: url('VITE_COMPANY_FACEBOOK_URL', base.social.facebook),
      instagram: url('VITE_COMPANY_INSTAGRAM_URL', base.social.instagram),
      linkedin: url('VITE_COMPANY_LINKEDIN_URL', base.social.linkedin),
    },
    bookingCalendarUrl: url('VITE_COMPANY_BOOKING_CALENDAR_URL', base.bookingCalendarUrl),
  };
  if (problems.length > 0) {
    throw new Error(
      `Datos de la empresa inválidos:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return company;
}

/** Names of the facts that still hold example values (printed as a warning by the prerender step). */
export function exampleValuesInUse(current: Company, example: Company = EXAMPLE_COMPANY): string[] {
  const left: string[] = [];
  if (current.email === example.email) left.push('correo');
  if (current.whatsapp === example.whatsapp) left.push('WhatsApp');
  current.phones.forEach((p, i) => {
    if (p.phone === example.phones[i]?.phone) left.push(`teléfono de ${p.city}`);
  });
  if (current.address.street === example.address.street) left.push('dirección');
  if (current.legalName === example.legalName) left.push('razón social');
  for (const key of ['facebook', 'instagram', 'linkedin'] as const) {
    if (current.social[key] === example.social[key]) left.push(key);
  }
  if (current.bookingCalendarUrl === example.bookingCalendarUrl) left.push('calendario de citas');
  return left;
}

/** The site's company facts (example values unless overridden, see the top of this file). */
export const company: Company = buildCompany(import.meta.env as RawEnv);

/** A `tel:` link for a displayed phone number: "+52 984 000 0000" -> "tel:+529840000000". */
export function telHref(phone: string): string {
  return telLink(`+${phoneDigits(phone)}`);
}

/** A WhatsApp chat link (wa.me) to the company's number, with an optional pre-filled message. */
export function whatsappHref(message?: string, number: string = company.whatsapp): string {
  return whatsappLink(phoneDigits(number), message);
}

/** A `mailto:` link to one of the company's addresses: "mailto:hola@example.com". */
export function mailtoHref(address: string = company.email): string {
  return mailtoLink(address);
}

/** "Calle de ejemplo 123, Centro, 77710 Playa del Carmen, Quintana Roo, México". */
export function formatAddress(address: PostalAddress = company.address): string {
  return `${address.street}, ${address.postalCode} ${address.locality}, ${address.region}, ${address.country}`;
}
