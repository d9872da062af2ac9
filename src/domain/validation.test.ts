import { MEXICAN_STATES } from './mexican-states';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PHOTO_NOT_IMAGE_MESSAGE,
  PHOTO_REQUIRED_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PROFILE_INVALID_MESSAGE,
  PROFILE_PHOTO_ACCEPT,
  PROFILE_REQUIRED_MESSAGE,
  QUOTE_MESSAGE_TOO_LONG,
  REQUIRED_FIELD_MESSAGE,
  SELECT_OPTION_MESSAGE,
  isValidEmail,
  formatPhone,
  normalizePhone,
  parseProfileForm,
  parseQuoteForm,
  validatePassword,
  validateProfileForm,
  validateProfilePhoto,
  validateQuoteForm,
  type ProfileFormValues,
  type QuoteFormValues,
} from './validation';

describe('exact spec texts', () => {
  it('spells the product messages exactly', () => {
    expect(PROFILE_REQUIRED_MESSAGE).toBe('Por favor, completa todos los campos obligatorios.');
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(PHOTO_REQUIRED_MESSAGE).toBe('Por favor, selecciona una imagen primero.');
    expect(PHOTO_NOT_IMAGE_MESSAGE).toBe('El archivo seleccionado no es una imagen.');
    expect(PHOTO_TOO_LARGE_MESSAGE).toBe('La imagen no debe superar los 5 MB.');
  });
});

describe('isValidEmail', () => {
  it.each([
    ['ana@empresa.com', true],
    ['ana.lopez+ventas@empresa.com.mx', true],
    ['  ventas@mi-empresa.mx  ', true],
    ['A_B@sub.dominio.org', true],
    ['', false],
    ['ana', false],
    ['ana@', false],
    ['@empresa.com', false],
    ['ana@empresa', false],
    ['ana@empresa.c', false],
    ['ana lopez@empresa.com', false],
    ['ana@@empresa.com', false],
    ['ana..lopez@empresa.com', false],
    ['.ana@empresa.com', false],
    ['ana.@empresa.com', false],
    ['ana@-empresa.com', false],
    ['ana@empresa..com', false],
    ['ana@empresa.com.', false],
    ['ana@empresa.123', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%s -> %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['9981234567', '+529981234567'],
    ['998 123 4567', '+529981234567'],
    ['(998) 123-45-67', '+529981234567'],
    ['998.123.4567', '+529981234567'],
    ['+52 998 123 4567', '+529981234567'],
    ['+52 (984) 123 4567', '+529841234567'],
    ['+52 1 998 123 4567', '+529981234567'],
    ['52 984 123 4567', '+529841234567'],
    ['55-1234-5678', '+525512345678'],
    // International: + and the country code, 8 to 15 digits in all.
    ['+1 (415) 555-0123', '+14155550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 30 1234567', '+49301234567'],
    ['+1 998 123 4567', '+19981234567'],
    ['+1234567', null],
    ['+1234567890123456', null],
    ['+0 415 555 0123', null],
    ['', null],
    ['123456789', null],
    ['99812345678', null],
    ['0981234567', null],
    ['998123456a', null],
    ['+52 998 123 456', null],
    ['998/123/4567', null],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it('formats Mexican numbers for reading and leaves the others in E.164', () => {
    expect(formatPhone('+529981234567')).toBe('+52 998 123 4567');
    expect(formatPhone('9981234567')).toBe('+52 998 123 4567');
    expect(formatPhone('+14155550123')).toBe('+14155550123');
  });
});

const validQuote: QuoteFormValues = {
  fullName: 'María Pérez',
  clientType: 'Empresa',
  corporateEmail: 'maria@hotelmaya.com.mx',
  phone: '984 123 4567',
  serviceType: 'Renta',
  equipmentQuantity: '1-10',
  company: 'Hotel Maya',
  state: 'Quintana Roo',
  message: '',
};

describe('validateQuoteForm', () => {
  it('accepts a complete form, with or without a message', () => {
    expect(validateQuoteForm(validQuote)).toEqual({});
    expect(validateQuoteForm({ ...validQuote, message: 'Necesito 3 multifuncionales.' })).toEqual(
      {},
    );
  });

  it('reports every required field of an empty form', () => {
    const empty = Object.fromEntries(
      Object.keys(validQuote).map((k) => [k, '']),
    ) as QuoteFormValues;
    expect(validateQuoteForm(empty)).toEqual({
      fullName: REQUIRED_FIELD_MESSAGE,
      clientType: SELECT_OPTION_MESSAGE,
      corporateEmail: REQUIRED_FIELD_MESSAGE,
      phone: REQUIRED_FIELD_MESSAGE,
      serviceType: SELECT_OPTION_MESSAGE,
      equipmentQuantity: SELECT_OPTION_MESSAGE,
      company: REQUIRED_FIELD_MESSAGE,
      state: SELECT_OPTION_MESSAGE,
    });
  });

  it.each([
    ['blank name', { fullName: '   ' }, { fullName: REQUIRED_FIELD_MESSAGE }],
    ['long name', { fullName: 'a'.repeat(121) }, { fullName: 'Máximo 120 caracteres.' }],
    ['bad email', { corporateEmail: 'maria@hotel' }, { corporateEmail: INVALID_EMAIL_MESSAGE }],
    ['short phone', { phone: '984 123 456' }, { phone: INVALID_PHONE_MESSAGE }],
    ['letters in phone', { phone: 'nueve ocho cuatro' }, { phone: INVALID_PHONE_MESSAGE }],
    ['unknown client type', { clientType: 'Gobierno' }, { clientType: SELECT_OPTION_MESSAGE }],
    [
      'customer client type is not a quote client type',
      { clientType: 'Lead' },
      { clientType: SELECT_OPTION_MESSAGE },
    ],
    ['unknown service', { serviceType: 'renta' }, { serviceType: SELECT_OPTION_MESSAGE }],
    [
      'unknown quantity',
      { equipmentQuantity: '50+' },
      { equipmentQuantity: SELECT_OPTION_MESSAGE },
    ],
    ['unknown state', { state: 'Texas' }, { state: SELECT_OPTION_MESSAGE }],
    ['state without accent', { state: 'Yucatan' }, { state: SELECT_OPTION_MESSAGE }],
    ['message over 2000', { message: 'x'.repeat(2001) }, { message: QUOTE_MESSAGE_TOO_LONG }],
    ['blank company', { company: '' }, { company: REQUIRED_FIELD_MESSAGE }],
  ] as const)('%s', (_label, over, errors) => {
    expect(validateQuoteForm({ ...validQuote, ...over })).toEqual(errors);
  });

  it('accepts every enum value of the entities and all 32 states', () => {
    for (const clientType of [
      'Empresa',
      'Persona física con actividad empresarial',
      'Institución Educativa',
    ]) {
      expect(validateQuoteForm({ ...validQuote, clientType })).toEqual({});
    }
    for (const equipmentQuantity of ['1-10', '11-50', '+50']) {
      expect(validateQuoteForm({ ...validQuote, equipmentQuantity })).toEqual({});
    }
    expect(validateQuoteForm({ ...validQuote, serviceType: 'Venta' })).toEqual({});
    for (const state of MEXICAN_STATES)
      expect(validateQuoteForm({ ...validQuote, state })).toEqual({});
  });

  it('allows exactly 2000 characters of message', () => {
    expect(validateQuoteForm({ ...validQuote, message: 'x'.repeat(2000) })).toEqual({});
  });
});

describe('parseQuoteForm', () => {
  it('returns trimmed values and the phone in E.164', () => {
    expect(
      parseQuoteForm({
        ...validQuote,
        fullName: '  María Pérez ',
        corporateEmail: ' maria@hotelmaya.com.mx ',
        phone: '+52 (984) 123-4567',
        message: '  Hola  ',
      }),
    ).toEqual({
      ok: true,
      value: {
        fullName: 'María Pérez',
        clientType: 'Empresa',
        corporateEmail: 'maria@hotelmaya.com.mx',
        phone: '+529841234567',
        serviceType: 'Renta',
        equipmentQuantity: '1-10',
        company: 'Hotel Maya',
        state: 'Quintana Roo',
        message: 'Hola',
      },
    });
  });

  it('returns the errors of an invalid form', () => {
    expect(parseQuoteForm({ ...validQuote, phone: '12' })).toEqual({
      ok: false,
      errors: { phone: INVALID_PHONE_MESSAGE },
    });
  });
});

const validProfile: ProfileFormValues = {
  fullName: 'Carlos Canul',
  phone: '998-765-4321',
  company: 'Despacho Canul',
  clientType: 'Prospect',
  state: 'Yucatán',
};

describe('validateProfileForm', () => {
  it('accepts a complete profile with every customer client type', () => {
    for (const clientType of ['Lead', 'Prospect', 'Client', 'Institution', 'Other']) {
      expect(validateProfileForm({ ...validProfile, clientType })).toBeNull();
    }
  });

  it.each([
    ['fullName', { fullName: '' }, { fullName: REQUIRED_FIELD_MESSAGE }],
    ['phone', { phone: ' ' }, { phone: REQUIRED_FIELD_MESSAGE }],
    ['company', { company: '' }, { company: REQUIRED_FIELD_MESSAGE }],
    ['clientType', { clientType: '' }, { clientType: SELECT_OPTION_MESSAGE }],
    ['state', { state: '' }, { state: SELECT_OPTION_MESSAGE }],
  ] as const)('a missing %s gives the spec message', (_label, over, errors) => {
    expect(validateProfileForm({ ...validProfile, ...over })).toEqual({
      message: PROFILE_REQUIRED_MESSAGE,
      errors,
    });
  });

  it.each([
    ['a malformed phone', { phone: '12345' }, { phone: INVALID_PHONE_MESSAGE }],
    ['a quote client type', { clientType: 'Empresa' }, { clientType: SELECT_OPTION_MESSAGE }],
    ['an unknown state', { state: 'CDMX' }, { state: SELECT_OPTION_MESSAGE }],
  ] as const)('%s asks to fix the marked fields', (_label, over, errors) => {
    expect(validateProfileForm({ ...validProfile, ...over })).toEqual({
      message: PROFILE_INVALID_MESSAGE,
      errors,
    });
  });

  it('parses to the trimmed customer fields', () => {
    expect(parseProfileForm({ ...validProfile, fullName: ' Carlos Canul ' })).toEqual({
      ok: true,
      value: {
        fullName: 'Carlos Canul',
        phone: '+529987654321',
        company: 'Despacho Canul',
        clientType: 'Prospect',
        state: 'Yucatán',
      },
    });
    expect(parseProfileForm({ ...validProfile, company: '' })).toEqual({
      ok: false,
      message: PROFILE_REQUIRED_MESSAGE,
      errors: { company: REQUIRED_FIELD_MESSAGE },
    });
  });
});

describe('validatePassword', () => {
  it.each([
    ['', PASSWORD_TOO_SHORT_MESSAGE],
    ['12345', PASSWORD_TOO_SHORT_MESSAGE],
    ['123456', null],
    ['una contraseña larga', null],
  ])('%j -> %s', (password, expected) => {
    expect(validatePassword(password)).toBe(expected);
  });
});

describe('validateProfilePhoto', () => {
  const MB = 1024 * 1024;
  it.each([
    ['no file', null, PHOTO_REQUIRED_MESSAGE],
    ['undefined', undefined, PHOTO_REQUIRED_MESSAGE],
    ['jpeg', { type: 'image/jpeg', size: 200_000 }, null],
    ['png', { type: 'image/png', size: 1 }, null],
    ['webp', { type: 'image/webp', size: 5 * MB }, null],
    ['gif', { type: 'image/gif', size: 3 * MB }, null],
    ['svg', { type: 'image/svg+xml', size: 2_000 }, PHOTO_NOT_IMAGE_MESSAGE],
    ['pdf', { type: 'application/pdf', size: 2_000 }, PHOTO_NOT_IMAGE_MESSAGE],
    ['heic', { type: 'image/heic', size: 2_000 }, PHOTO_NOT_IMAGE_MESSAGE],
    ['no type', { type: '', size: 2_000 }, PHOTO_NOT_IMAGE_MESSAGE],
    ['empty file', { type: 'image/png', size: 0 }, PHOTO_NOT_IMAGE_MESSAGE],
    ['one byte over 5 MB', { type: 'image/jpeg', size: 5 * MB + 1 }, PHOTO_TOO_LARGE_MESSAGE],
    [
      'svg over 5 MB is still "not an image"',
      { type: 'image/svg+xml', size: 6 * MB },
      PHOTO_NOT_IMAGE_MESSAGE,
    ],
  ])('%s', (_label, file, expected) => {
    expect(validateProfilePhoto(file)).toBe(expected);
  });

  it('offers only the accepted types to the file picker', () => {
    expect(PROFILE_PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
  });
});
