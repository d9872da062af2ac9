import { emailSearchKey, leadSearchKeys, searchKey, searchPrefix } from './search-keys';

describe('searchKey', () => {
  it('lowercases, drops accents and the tilde of ñ, and collapses spaces', () => {
    expect(searchKey('  José   Núñez ')).toBe('jose nunez');
    expect(searchKey('ÁNGEL Über')).toBe('angel uber');
    expect(searchKey('Hotel\tÁmbar\nCancún')).toBe('hotel ambar cancun');
    expect(searchKey('')).toBe('');
  });
});

describe('emailSearchKey', () => {
  it('trims and lowercases an e-mail', () => {
    expect(emailSearchKey(' Ana@Empresa.MX ')).toBe('ana@empresa.mx');
  });
});

describe('leadSearchKeys', () => {
  it('keys a lead by its e-mail, contact name and company', () => {
    expect(
      leadSearchKeys({
        corporateEmail: 'Compras@HotelAmbar.mx',
        fullName: 'María Pérez',
        company: 'Hotel Ámbar',
      }),
    ).toEqual({
      emailKey: 'compras@hotelambar.mx',
      nameKey: 'maria perez',
      companyKey: 'hotel ambar',
    });
  });
});

describe('searchPrefix', () => {
  it('looks a term with "@" up by e-mail and anything else by the text field', () => {
    expect(searchPrefix(' ANA@', 'nameKey')).toEqual({ field: 'emailKey', prefix: 'ana@' });
    expect(searchPrefix('Ámbar', 'companyKey')).toEqual({ field: 'companyKey', prefix: 'ambar' });
    expect(searchPrefix('   ', 'nameKey')).toBeNull();
  });
});
