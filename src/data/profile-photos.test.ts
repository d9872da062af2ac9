import type { BrowserFileStore } from './browser/file-store';
import {
  displayablePhotoUrl,
  profilePhotoPath,
  sanitizeFileName,
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

describe('profile photos', () => {
  it('sanitises file names to [a-zA-Z0-9._-]', () => {
    expect(sanitizeFileName('Mi foto (1).png')).toBe('Mi_foto_1_.png');
    expect(sanitizeFileName('año/../../niño.JPG')).toBe('a_o_.._.._ni_o.JPG');
    expect(sanitizeFileName('.hidden')).toBe('hidden');
    expect(sanitizeFileName('???')).toBe('foto');
    expect(sanitizeFileName(`${'x'.repeat(300)}.webp`)).toHaveLength(100);
    expect(sanitizeFileName(`${'x'.repeat(300)}.webp`).endsWith('.webp')).toBe(true);
  });

  it('builds profile_pictures/{uid}/{timestamp}_{name} and refuses a uid with "/"', () => {
    expect(profilePhotoPath('u1', 'yo.png', 1700)).toBe('profile_pictures/u1/1700_yo.png');
    expect(() => profilePhotoPath('a/b', 'yo.png', 1)).toThrow(TypeError);
    expect(() => profilePhotoPath('', 'yo.png', 1)).toThrow(TypeError);
  });

  it('uploads the file to its path and resolves to a URL with its bytes', async () => {
    const bytes = new Uint8Array([255, 216, 255, 224, 0, 16]);
    const url = await uploadProfilePhoto(
      'u1',
      new File([bytes], 'Mi foto (1).jpg', { type: 'image/jpeg' }),
    );
    const stored = await files.read(`profile_pictures/u1/${NOW}_Mi_foto_1_.jpg`);
    expect(stored?.contentType).toBe('image/jpeg');
    expect([...new Uint8Array(stored?.bytes ?? new ArrayBuffer(0))]).toEqual([...bytes]);
    expect(url.length).toBeLessThanOrEqual(2048);
    const response = await fetch(await displayablePhotoUrl(url));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...bytes]);
  });

  it('shows a Storage URL as it is', async () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/demo/o/foto.png?alt=media';
    expect(await displayablePhotoUrl(url)).toBe(url);
  });
});
