/**
 * A Google identity proves only its own address (src/domain/verified-email.ts): an account
 * registered with a password that links a Google identity with ANOTHER e-mail still sees
 * "Confirma tu correo electrónico", and the page never asks confirmEmailVerified.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '@/data/ports';
import type * as FunctionsModule from '@/lib/functions';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { fakeAccount, fakeSessionStore, renderGuest, seedUser } from '../test-utils/guest-harness';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));
vi.mock('@/lib/auth-sdk', () => ({ sendEmailVerification: vi.fn() }));

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  functions.callFunction.mockReset().mockResolvedValue({ emailVerified: false });
});

afterEach(() => setStoresForTesting(null));

describe('a password account with a Google identity of another address', () => {
  it('keeps the banner and asks no verification of the function', async () => {
    const account = fakeAccount({
      uid: 'u1',
      email: 'someone@victim.example',
      providers: ['password', 'google.com'],
    });
    // The Google identity carries the attacker's own address.
    Object.assign(account, {
      providerData: [
        { providerId: 'password', email: 'someone@victim.example' },
        { providerId: 'google.com', email: 'atacante@gmail.com' },
      ],
    });
    await seedUser(documents, 'u1', {
      achievements: {
        profileCompleted: true,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
      score: 20,
    });
    renderGuest('/main-user', fakeSessionStore(account));
    await screen.findByTestId('profile-completeness');
    expect(
      await screen.findByRole('status', { name: 'Confirma tu correo electrónico' }),
    ).toHaveTextContent('someone@victim.example');
    await act(async () => {});
    expect(functions.callFunction).not.toHaveBeenCalledWith('confirmEmailVerified', {});
  });
});
