/**
 * The FileStore contract: an upload resolves to a short stored URL which `resolve` turns into a URL
 * whose content is the uploaded bytes. Run by
 * src/data/browser/file-store.test.ts (always) and src/data/firebase/file-store.test.ts (when the
 * Storage emulator is up). Paths are unique per test, so a long-lived emulator is fine.
 */
import type { FileStore } from '../ports';

export interface FileStoreContractSetup {
  /** A fresh store; called before each test. */
  open(): Promise<FileStore>;
}

/** What a browser gets for a stored URL: the body bytes and the Content-Type header. */
async function fetchUrl(
  store: FileStore,
  url: string,
): Promise<{ bytes: number[]; contentType: string | null }> {
  const response = await fetch(await store.resolve(url));
  expect(response.ok).toBe(true);
  return {
    bytes: [...new Uint8Array(await response.arrayBuffer())],
    contentType: response.headers.get('content-type'),
  };
}

function freshPath(fileName: string): string {
  return `contract/${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}/${fileName}`;
}

export function describeFileStoreContract(
  name: string,
  setup: FileStoreContractSetup,
  skipReason: string | null = null,
): void {
  describe.skipIf(skipReason !== null)(`FileStore contract: ${name}`, () => {
    let store: FileStore;

    beforeEach(async () => {
      store = await setup.open();
    });

    it('upload resolves to a URL whose content and type are the uploaded blob', async () => {
      // Every byte value, so encodings that mangle binary data fail.
      const bytes = Array.from({ length: 256 }, (_, i) => i);
      const url = await store.upload(
        freshPath('foto.png'),
        new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
        'image/png',
      );
      expect(typeof url).toBe('string');
      expect(() => new URL(url)).not.toThrow();
      // Short enough for users/{uid}.photoURL (firestore.rules: at most 2,048 characters).
      expect(url.length).toBeLessThanOrEqual(2048);
      const fetched = await fetchUrl(store, url);
      expect(fetched.bytes).toEqual(bytes);
      expect(fetched.contentType?.split(';')[0]).toBe('image/png');
    });

    it('uploading again to the same path replaces the content', async () => {
      const path = freshPath('avatar.jpg');
      await store.upload(path, new Blob([new Uint8Array([1, 2, 3])]), 'image/jpeg');
      const url = await store.upload(path, new Blob([new Uint8Array([9, 8])]), 'image/jpeg');
      expect((await fetchUrl(store, url)).bytes).toEqual([9, 8]);
    });

    it('uploads to different paths keep their own content', async () => {
      const first = await store.upload(
        freshPath('a.webp'),
        new Blob([new Uint8Array([1])]),
        'image/webp',
      );
      const second = await store.upload(
        freshPath('b.webp'),
        new Blob([new Uint8Array([2, 2])]),
        'image/webp',
      );
      expect((await fetchUrl(store, first)).bytes).toEqual([1]);
      expect((await fetchUrl(store, second)).bytes).toEqual([2, 2]);
    });
  });
}
