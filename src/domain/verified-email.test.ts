import { describe, expect, it } from 'vitest';

import { isEmailProven, sameEmailAddress } from './verified-email';

const google = (email: string | null) => ({ providerId: 'google.com', email });

describe('isEmailProven', () => {
  it('is true when Auth says the address is verified', () => {
    expect(isEmailProven({ email: 'ana@empresa.mx', emailVerified: true, providerData: [] })).toBe(
      true,
    );
  });

  it('is true for a Google identity with the same address, ignoring case and spaces', () => {
    expect(
      isEmailProven({
        email: 'Ana@Empresa.MX',
        emailVerified: false,
        providerData: [
          { providerId: 'password', email: 'Ana@Empresa.MX' },
          google(' ana@empresa.mx '),
        ],
      }),
    ).toBe(true);
  });

  it('is false for a Google identity with another address (the account stays unverified)', () => {
    expect(
      isEmailProven({
        email: 'someone@victim.example',
        emailVerified: false,
        providerData: [
          { providerId: 'password', email: 'someone@victim.example' },
          google('attacker@gmail.com'),
        ],
      }),
    ).toBe(false);
  });

  it('is false for a password identity with the same address, or a Google one without address', () => {
    expect(
      isEmailProven({
        email: 'ana@empresa.mx',
        emailVerified: false,
        providerData: [{ providerId: 'password', email: 'ana@empresa.mx' }, google(null)],
      }),
    ).toBe(false);
  });

  it('is false without an address, whatever Auth says', () => {
    expect(
      isEmailProven({ email: null, emailVerified: true, providerData: [google('a@b.mx')] }),
    ).toBe(false);
    expect(isEmailProven({ email: '  ', emailVerified: true })).toBe(false);
  });
});

describe('sameEmailAddress', () => {
  it('never matches two empty addresses', () => {
    expect(sameEmailAddress('', ' ')).toBe(false);
    expect(sameEmailAddress('A@b.mx', 'a@B.mx ')).toBe(true);
  });
});
