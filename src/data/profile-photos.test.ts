import type { BrowserFileStore } from './browser/file-store';
import type { FileStore } from './ports';
import {
  displayablePhotoUrl,
  forgetLocalProfilePhotos,
  isDisplayableUrl,
  PROFILE_PHOTO_NAME,
  profilePhotoPath,
  uploadProfilePhoto,
} from './profile-photos';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';

const NOW = Date.UTC(2026, 6, 1, 12, 0, 0);
let files: BrowserFileStore;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ({ files } = await installBrowserStoresForTesting());
});

afterEach(() => {
  vi.useRealTimers();
  setStoresForTesting(null);
});

async function bytesOf(url: string): Promise<number[]> {
  const response = await fetch(await displayablePhotoUrl(url));
  return [...new Uint8Array(await response.arrayBuffer())];
}

describe('profile photos', () => {
  it("forgets this browser's copies of one user's photos (after the account is deleted), and nobody else's", async () => {
    const photo = () => new File([new Uint8Array([1, 2, 3])], 'f.png', { type: 'image/png' });
    await uploadProfilePhoto('u1', photo());
    await uploadProfilePhoto('u10', photo());
    await files.upload('profile_pictures/u1/antigua.png', photo(), 'image/png');
    await forgetLocalProfilePhotos('u1');
    expect(await files.read('profile_pictures/u1/foto-de-perfil')).toBeNull();
    expect(await files.read('profile_pictures/u1/antigua.png')).toBeNull();
    expect(await files.read('profile_pictures/u10/foto-de-perfil')).not.toBeNull();
    // A store without local copies (Cloud Storage) has nothing to forget.
    const cloud: FileStore = { upload: async () => 'https://x', resolve: async (url) => url };
    setStoresForTesting({ files: cloud });
    await expect(forgetLocalProfilePhotos('u1')).resolves.toBeUndefined();
  });

  it('stores every photo of a user at profile_pictures/{uid}/foto-de-perfil', () => {
    expect(PROFILE_PHOTO_NAME).toBe('foto-de-perfil');
    expect(profilePhotoPath('u1')).toBe('profile_pictures/u1/foto-de-perfil');
  });

  it('refuses a uid that is empty, has "/" or is a dot segment', () => {
    expect(() => profilePhotoPath('a/b')).toThrow(TypeError);
    expect(() => profilePhotoPath('')).toThrow(TypeError);
    expect(() => profilePhotoPath('.')).toThrow(TypeError);
    expect(() => profilePhotoPath('..')).toThrow(TypeError);
  });

  it('uploads the file to the fixed path, whatever its name, and resolves to a URL with its bytes', async () => {
    const bytes = new Uint8Array([255, 216, 255, 224, 0, 16]);
    const url = await uploadProfilePhoto(
      'u1',
      new File([bytes], 'Mi foto (1).jpg', { type: 'image/jpeg' }),
    );
    const stored = await files.read('profile_pictures/u1/foto-de-perfil');
    expect(stored?.contentType).toBe('image/jpeg');
    expect([...new Uint8Array(stored?.bytes ?? new ArrayBuffer(0))]).toEqual([...bytes]);
    expect(url.length).toBeLessThanOrEqual(2048);
    const response = await fetch(await displayablePhotoUrl(url));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...bytes]);
  });

  it('replaces the previous photo, and each upload gets a URL of its own', async () => {
    const first = await uploadProfilePhoto(
      'u1',
      new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }),
    );
    vi.setSystemTime(NOW + 60_000);
    const second = await uploadProfilePhoto(
      'u1',
      new File([new Uint8Array([4, 5])], 'b.webp', { type: 'image/webp' }),
    );
    expect(first).toBe(`local-file:profile_pictures/u1/foto-de-perfil#v=${NOW}`);
    expect(second).toBe(`local-file:profile_pictures/u1/foto-de-perfil#v=${NOW + 60_000}`);
    const stored = await files.read('profile_pictures/u1/foto-de-perfil');
    expect(stored?.contentType).toBe('image/webp');
    expect(await bytesOf(second)).toEqual([4, 5]);
    // The old URL now shows the new photo: there is only one.
    expect(await bytesOf(first)).toEqual([4, 5]);
    expect(await files.read('profile_pictures/u1/a.png')).toBeNull();
  });

  it('returns a Storage download URL as it is (each upload gets a new token)', async () => {
    const storageUrl =
      'https://firebasestorage.googleapis.com/v0/b/demo/o/profile_pictures%2Fu1%2Ffoto-de-perfil?alt=media&token=abc';
    const upload = vi.fn<FileStore['upload']>().mockResolvedValue(storageUrl);
    const resolve = vi.fn<FileStore['resolve']>(async (url) => url);
    setStoresForTesting({ files: { upload, resolve } });
    const file = new File([new Uint8Array([1])], 'yo.gif', { type: 'image/gif' });
    const url = await uploadProfilePhoto('u1', file);
    expect(upload).toHaveBeenCalledWith('profile_pictures/u1/foto-de-perfil', file, 'image/gif');
    expect(url).toBe(storageUrl);
    expect(isDisplayableUrl(url)).toBe(true);
    expect(await displayablePhotoUrl(url)).toBe(url);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('shows a Storage URL as it is', async () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/demo/o/foto.png?alt=media';
    expect(await displayablePhotoUrl(url)).toBe(url);
  });

  it('still shows photos stored before under other names (older photoURL values)', async () => {
    await files.upload(
      'profile_pictures/u1/1700_yo.png',
      new Blob([new Uint8Array([9])]),
      'image/png',
    );
    expect(await bytesOf('local-file:profile_pictures/u1/1700_yo.png')).toEqual([9]);
  });
});
