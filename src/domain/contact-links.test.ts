import { mailtoLink, telLink, whatsappLink } from './contact-links';
import { EMAIL_CASES } from './schemas/email-cases';

/** What a mail program reads from a mailto: link: the recipients and the header fields. */
function readMailto(link: string) {
  const url = new URL(link);
  return {
    protocol: url.protocol,
    to: decodeURIComponent(url.pathname).split(','),
    fields: [...url.searchParams.keys()],
    params: url.searchParams,
  };
}

describe('mailtoLink', () => {
  it('is mailto: and the address as it is for every address the site accepts', () => {
    for (const email of EMAIL_CASES.accepted) expect(mailtoLink(email)).toBe(`mailto:${email}`);
    expect(mailtoLink(' ana@empresa.mx ')).toBe('mailto:ana@empresa.mx');
  });

  it('cannot add recipients, a subject or a body through the address', () => {
    const link = mailtoLink('a@b.c?cc=x%40evil.mx&body=hola');
    expect(link).toBe('mailto:a@b.c%3Fcc%3Dx%2540evil.mx%26body%3Dhola');
    expect(readMailto(link)).toMatchObject({
      protocol: 'mailto:',
      to: ['a@b.c?cc=x%40evil.mx&body=hola'],
      fields: [],
    });
  });

  it.each(EMAIL_CASES.refused)('keeps %j one recipient with no header fields', (email) => {
    const link = mailtoLink(email);
    const rest = link.slice('mailto:'.length);
    expect(link.startsWith('mailto:')).toBe(true);
    expect(rest).not.toMatch(/[?&,;#<>"\s]/);
    expect(rest).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(rest)).toBe(email.trim());
    expect(readMailto(link).fields).toEqual([]);
  });

  it('encodes a subject and a body as their own fields', () => {
    const link = mailtoLink('ventas@empresa.mx', {
      subject: 'Cotización & más',
      body: 'Hola,\nsu solicitud?cc=jefe@malo.mx',
    });
    expect(link).toBe(
      'mailto:ventas@empresa.mx?subject=Cotizaci%C3%B3n%20%26%20m%C3%A1s&body=Hola%2C%0Asu%20solicitud%3Fcc%3Djefe%40malo.mx',
    );
    const mail = readMailto(link);
    expect(mail.to).toEqual(['ventas@empresa.mx']);
    expect(mail.fields).toEqual(['subject', 'body']);
    expect(mail.params.get('subject')).toBe('Cotización & más');
    expect(mail.params.get('body')).toBe('Hola,\nsu solicitud?cc=jefe@malo.mx');
  });

  it('never throws on a broken character', () => {
    expect(mailtoLink('ana\uD800@empresa.mx', { body: 'x\uDC00' })).toBe(
      'mailto:ana%EF%BF%BD@empresa.mx?body=x%EF%BF%BD',
    );
  });
});

describe('telLink', () => {
  it('keeps only the digits, and + when the number starts with one', () => {
    expect(telLink('+529981234567')).toBe('tel:+529981234567');
    expect(telLink(' +52 (998) 123-4567 ')).toBe('tel:+529981234567');
    expect(telLink('998 123 4567')).toBe('tel:9981234567');
  });

  it('lets nothing else through', () => {
    const link = telLink('+52 998 123 4567;ext=1?x=<b>&y=+1');
    expect(link).toBe('tel:+52998123456711');
    expect(link).toMatch(/^tel:\+?\d*$/);
  });
});

describe('whatsappLink', () => {
  it('is wa.me and the digits, without +', () => {
    expect(whatsappLink('+529981234567')).toBe('https://wa.me/529981234567');
    expect(whatsappLink('+52 998 123 4567')).toBe('https://wa.me/529981234567');
  });

  it('encodes the message as the only parameter', () => {
    const link = whatsappLink('+52 998 123 4567', 'Hola & adiós?phone=1#x');
    expect(link).toBe('https://wa.me/529981234567?text=Hola%20%26%20adi%C3%B3s%3Fphone%3D1%23x');
    const url = new URL(link);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/529981234567');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe('Hola & adiós?phone=1#x');
    expect(url.hash).toBe('');
  });

  it('takes only the digits of the number', () => {
    expect(whatsappLink('52998/../evil?text=x')).toBe('https://wa.me/52998');
  });
});
