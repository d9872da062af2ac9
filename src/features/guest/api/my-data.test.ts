import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Auth } from 'firebase/auth';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { fakeAccount } from '@/lib/test-utils/fake-session-store';
import { deleteMyAccount, downloadMyData, finishAccountDeletion, myDataFileName } from './my-data';

const sdk = vi.hoisted(() => ({
  credential: vi.fn((email: string, password: string) => ({ email, password })),
  reauthenticateWithCredential: vi.fn(async () => ({})),
  reauthenticateWithPopup: vi.fn(async () => ({})),
  signOut: vi.fn(async () => {}),
  providers: [] as Array<{ params: Record<string, string> }>,
}));
vi.mock('firebase/auth', () => ({
  EmailAuthProvider: { credential: sdk.credential },
  GoogleAuthProvider: class {
    params: Record<string, string> = {};
    constructor() {
      sdk.providers.push(this);
    }
    setCustomParameters(params: Record<string, string>) {
      this.params = params;
    }
  },
  reauthenticateWithCredential: sdk.reauthenticateWithCredential,
  reauthenticateWithPopup: sdk.reauthenticateWithPopup,
  signOut: sdk.signOut,
}));
const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', () => ({ callFunction: functions.callFunction }));

beforeEach(() => {
  functions.callFunction.mockReset();
  for (const mock of [
    sdk.credential,
    sdk.reauthenticateWithCredential,
    sdk.reauthenticateWithPopup,
    sdk.signOut,
  ])
    mock.mockClear();
  sdk.providers.length = 0;
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('myDataFileName', () => {
  it("is mis-datos-tusocio-YYYY-MM-DD.json with the browser's local date", () => {
    expect(myDataFileName(new Date(2026, 0, 5, 23, 59))).toBe('mis-datos-tusocio-2026-01-05.json');
    expect(myDataFileName(new Date(2026, 11, 31))).toBe('mis-datos-tusocio-2026-12-31.json');
  });
});

describe('downloadMyData', () => {
  it("saves the function's answer as a JSON file with that name", async () => {
    const data = { cuenta: { correo: 'ana@example.com' }, perfilDeCliente: { fullName: 'Ana' } };
    functions.callFunction.mockResolvedValueOnce(data);
    let saved: Blob | null = null;
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:mis-datos';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const name = await downloadMyData(new Date(2026, 5, 1));
    expect(name).toBe('mis-datos-tusocio-2026-06-01.json');
    expect(functions.callFunction).toHaveBeenCalledWith('exportMyData', {});
    expect(click).toHaveBeenCalledOnce();
    expect(click.mock.contexts[0]).toMatchObject({ download: name, href: 'blob:mis-datos' });
    expect(saved).not.toBeNull();
    expect((saved as unknown as Blob).type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as unknown as Blob);
    });
    expect(JSON.parse(text)).toEqual(data);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('deleteMyAccount', () => {
  it('re-authenticates a password account with its password, then calls the function', async () => {
    const account = fakeAccount({ email: 'ana@example.com', providers: ['password'] });
    functions.callFunction.mockResolvedValueOnce({ deleted: true, message: 'ok' });
    await expect(deleteMyAccount(account, 'Clave-2026')).resolves.toMatchObject({ deleted: true });
    expect(sdk.credential).toHaveBeenCalledWith('ana@example.com', 'Clave-2026');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(account, {
      email: 'ana@example.com',
      password: 'Clave-2026',
    });
    expect(sdk.reauthenticateWithPopup).not.toHaveBeenCalled();
    expect(functions.callFunction).toHaveBeenCalledWith('deleteMyAccount', {});
  });

  it('re-authenticates a Google account with the popup', async () => {
    const account = fakeAccount({ providers: ['google.com'] });
    functions.callFunction.mockResolvedValueOnce({ deleted: true, message: 'ok' });
    await deleteMyAccount(account, null);
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalledWith(account, sdk.providers[0]);
    expect(sdk.providers[0]?.params).toEqual({ prompt: 'select_account' });
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it('calls nothing when the re-authentication fails (wrong password)', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/wrong-password' }),
    );
    await expect(deleteMyAccount(fakeAccount(), 'mala')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    expect(functions.callFunction).not.toHaveBeenCalled();
  });
});

describe('finishAccountDeletion', () => {
  it("forgets this browser's photos and profile-modal flag, then signs out", async () => {
    const { files } = await installBrowserStoresForTesting();
    await files.upload(
      'profile_pictures/u1/foto-de-perfil',
      new Blob([new Uint8Array([1])]),
      'image/png',
    );
    localStorage.setItem('dismissedProfileModal_u1', 'true');
    const auth = {} as Auth;
    await finishAccountDeletion(auth, 'u1');
    expect(await files.read('profile_pictures/u1/foto-de-perfil')).toBeNull();
    expect(localStorage.getItem('dismissedProfileModal_u1')).toBeNull();
    expect(sdk.signOut).toHaveBeenCalledWith(auth);
  });
});
