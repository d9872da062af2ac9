import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS as domainAccounts } from '../../src/domain/entities';
import { DEMO_ACCOUNTS as scriptAccounts } from './demo-accounts.mjs';

describe('seeded demo accounts', () => {
  it('match DEMO_ACCOUNTS in src/domain/entities.ts exactly', () => {
    expect(scriptAccounts).toEqual(domainAccounts);
  });
});
