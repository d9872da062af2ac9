import { formatPhone, phoneLinks } from './phone';

describe('phoneLinks', () => {
  it('reads 10 digits as a Mexican number (+52)', () => {
    expect(phoneLinks('9981234567')).toEqual({
      digits: '529981234567',
      international: '+52 998 123 4567',
      tel: 'tel:+529981234567',
      whatsapp: 'https://wa.me/529981234567',
    });
    expect(phoneLinks('+529981234567')?.whatsapp).toBe('https://wa.me/529981234567');
  });

  it('keeps the country code of an international number', () => {
    expect(phoneLinks('+14155550123')).toMatchObject({
      international: '+14155550123',
      tel: 'tel:+14155550123',
      whatsapp: 'https://wa.me/14155550123',
    });
  });

  it('gives no links for anything else', () => {
    expect(phoneLinks('12345')).toBeNull();
    expect(phoneLinks('0981234567')).toBeNull();
    expect(phoneLinks('')).toBeNull();
  });

  it('shows Mexican numbers grouped and the others in E.164', () => {
    expect(formatPhone('+529841234567')).toBe('+52 984 123 4567');
    expect(formatPhone('+14155550123')).toBe('+14155550123');
  });

  // The sales e-mail's cases (functions/src/leads/lead-email.ts links the lead's phone with this).
  it.each([
    ['9981234567', '529981234567', '+52 998 123 4567'],
    ['998 123 4567', '529981234567', '+52 998 123 4567'],
    ['+529981234567', '529981234567', '+52 998 123 4567'],
    ['+14155550123', '14155550123', '+14155550123'],
  ])('%s -> wa.me/%s', (raw, digits, international) => {
    expect(phoneLinks(raw)).toEqual({
      digits,
      international,
      tel: `tel:+${digits}`,
      whatsapp: `https://wa.me/${digits}`,
    });
  });

  it.each(['', '12345', '0981234567', '+52 998', 'llámame', '99812345678'])(
    'gives no links for %j',
    (raw) => {
      expect(phoneLinks(raw)).toBeNull();
    },
  );
});
