import {
  EXAMPLE_COMPANY,
  buildCompany,
  company,
  exampleValuesInUse,
  formatAddress,
  mailtoHref,
  phoneDigits,
  telHref,
  whatsappHref,
} from './company';

describe('company facts', () => {
  it('ships the five city phones, the hours and the Playa del Carmen address', () => {
    expect(company.phones.map((p) => p.city)).toEqual([
      'Playa del Carmen',
      'Cancún',
      'Tulum',
      'Puerto Morelos',
      'Puerto Aventuras',
    ]);
    expect(company.hours.label).toBe('Lunes a viernes, 9:00 a 19:00');
    expect(company.hours.schema).toBe('Mo-Fr 09:00-19:00');
    expect(formatAddress(company.address)).toContain('Playa del Carmen, Quintana Roo, México');
  });

  it('marks the shipped values as examples', () => {
    expect(EXAMPLE_COMPANY.email).toMatch(/@example\.com$/);
    expect(EXAMPLE_COMPANY.bookingCalendarUrl).toMatch(/^https:\/\/[^/]*example\.com\//);
    expect(exampleValuesInUse(EXAMPLE_COMPANY)).toEqual(
      expect.arrayContaining(['correo', 'WhatsApp', 'teléfono de Cancún', 'calendario de citas']),
    );
  });

  it('applies VITE_COMPANY_* overrides', () => {
    const custom = buildCompany({
      VITE_COMPANY_NAME: 'Mi Empresa',
      VITE_COMPANY_EMAIL: 'hola@miempresa.mx',
      VITE_COMPANY_WHATSAPP: '+52 998 765 4321',
      VITE_COMPANY_PHONE_TULUM: '984 111 2233',
      VITE_COMPANY_INSTAGRAM_URL: 'https://www.instagram.com/miempresa',
      VITE_COMPANY_BOOKING_CALENDAR_URL: 'https://citas.miempresa.mx/asesoria',
      VITE_COMPANY_STREET_ADDRESS: 'Av. Juárez 10',
      VITE_COMPANY_LINKEDIN_URL: '   ',
    });
    expect(custom.name).toBe('Mi Empresa');
    expect(custom.email).toBe('hola@miempresa.mx');
    expect(custom.privacyEmail).toBe('hola@miempresa.mx');
    expect(custom.phones.find((p) => p.city === 'Tulum')?.phone).toBe('984 111 2233');
    expect(custom.phones.find((p) => p.city === 'Cancún')?.phone).toBe(
      EXAMPLE_COMPANY.phones[1]?.phone,
    );
    expect(custom.social.instagram).toBe('https://www.instagram.com/miempresa');
    expect(custom.social.linkedin).toBe(EXAMPLE_COMPANY.social.linkedin);
    expect(custom.bookingCalendarUrl).toBe('https://citas.miempresa.mx/asesoria');
    expect(formatAddress(custom.address)).toBe(
      'Av. Juárez 10, 77710 Playa del Carmen, Quintana Roo, México',
    );
    expect(whatsappHref(undefined, custom.whatsapp)).toBe('https://wa.me/529987654321');
    expect(exampleValuesInUse(custom)).not.toContain('correo');
    expect(exampleValuesInUse(custom)).not.toContain('teléfono de Tulum');
  });

  it('rejects invalid overrides with a Spanish message naming each variable', () => {
    expect(() =>
      buildCompany({
        VITE_COMPANY_EMAIL: 'sin-arroba',
        VITE_COMPANY_FACEBOOK_URL: 'javascript:alert(1)',
        VITE_COMPANY_PHONE_CANCUN: '12',
      }),
    ).toThrow(
      /VITE_COMPANY_EMAIL no es un correo válido[\s\S]*VITE_COMPANY_PHONE_CANCUN[\s\S]*VITE_COMPANY_FACEBOOK_URL/,
    );
  });

  it('refuses an e-mail override the site would refuse in its forms (one e-mail rule)', () => {
    for (const email of ['hola@miempresa.mx?cc=otro@malo.mx', 'hola,otro@miempresa.mx']) {
      expect(() => buildCompany({ VITE_COMPANY_EMAIL: email })).toThrow(
        /VITE_COMPANY_EMAIL no es un correo válido/,
      );
      expect(() => buildCompany({ VITE_COMPANY_PRIVACY_EMAIL: email })).toThrow(
        /VITE_COMPANY_PRIVACY_EMAIL no es un correo válido/,
      );
    }
  });
});

describe('mailtoHref', () => {
  it('links to the company address, and keeps any address one recipient', () => {
    expect(mailtoHref()).toBe(`mailto:${company.email}`);
    expect(mailtoHref('hola@miempresa.mx?cc=otro@malo.mx')).toBe(
      'mailto:hola@miempresa.mx%3Fcc%3Dotro@malo.mx',
    );
  });
});

describe('telHref', () => {
  it('keeps only the digits with the country code', () => {
    expect(telHref('+52 984 000 0000')).toBe('tel:+529840000000');
    expect(telHref('(998) 123-4567')).toBe('tel:+529981234567');
    expect(phoneDigits('998 123 4567')).toBe('529981234567');
  });
});

describe('whatsappHref', () => {
  it('links to the company number on wa.me', () => {
    expect(whatsappHref()).toBe(`https://wa.me/${phoneDigits(company.whatsapp)}`);
  });

  it('encodes the pre-filled message', () => {
    const href = whatsappHref('Hola, quiero información sobre Domótica & más?');
    const url = new URL(href);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe('Hola, quiero información sobre Domótica & más?');
    expect(href).toContain(
      '?text=Hola%2C%20quiero%20informaci%C3%B3n%20sobre%20Dom%C3%B3tica%20%26%20m%C3%A1s%3F',
    );
  });
});

describe('companyName', () => {
  it('is the name company.ts builds, from the same variable', async () => {
    const { companyName, companyNameFrom, EXAMPLE_COMPANY_NAME } = await import('./company-name');
    const { company, buildCompany } = await import('./company');
    expect(companyName).toBe(company.name);
    expect(companyNameFrom({})).toBe(EXAMPLE_COMPANY_NAME);
    expect(companyNameFrom({ VITE_COMPANY_NAME: '  Socio Caribe  ' })).toBe('Socio Caribe');
    expect(buildCompany({ VITE_COMPANY_NAME: '  Socio Caribe  ' }).name).toBe('Socio Caribe');
    expect(buildCompany({ VITE_COMPANY_NAME: '   ' }).name).toBe(EXAMPLE_COMPANY_NAME);
  });
});
