import 'fake-indexeddb/auto';
import { describeFileStoreContract } from '../contract/file-store.contract';
import { resetIndexedDbForTesting } from '../test-utils/browser-stores';
import { openBrowserFileStore, safeContentType } from './file-store';

describeFileStoreContract('browser adapter (IndexedDB, local-file: URLs)', {
  async open() {
    resetIndexedDbForTesting();
    return openBrowserFileStore();
  },
});

describe('browser file store', () => {
  beforeEach(() => resetIndexedDbForTesting());

  it('returns a short local-file: URL that resolves to a data: URL, and keeps the bytes across a reopen', async () => {
    const store = await openBrowserFileStore();
    const url = await store.upload(
      'profile_pictures/u1/1_foto.png',
      new Blob([new Uint8Array([137, 80, 78, 71])]),
      'image/png',
    );
    expect(url).toBe('local-file:profile_pictures/u1/1_foto.png');
    expect(await store.resolve(url)).toBe('data:image/png;base64,iVBORw==');
    expect(await store.resolve('https://example.com/a.png')).toBe('https://example.com/a.png');
    await expect(store.resolve('local-file:profile_pictures/u1/otra.png')).rejects.toThrow(
      /No file is stored/,
    );

    const reopened = await openBrowserFileStore();
    const stored = await reopened.read('profile_pictures/u1/1_foto.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(4);
    expect([...new Uint8Array(stored?.bytes ?? new ArrayBuffer(0))]).toEqual([137, 80, 78, 71]);
    expect(await reopened.read('profile_pictures/u1/otra.png')).toBeNull();
  });

  it('encodes a large file without overflowing the call stack', async () => {
    const store = await openBrowserFileStore();
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    const url = await store.upload('profile_pictures/u1/big.jpg', new Blob([big]), 'image/jpeg');
    const response = await fetch(await store.resolve(url));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(big);
  });

  it('never puts an unsafe content type into the URL', async () => {
    expect(safeContentType('image/svg+xml')).toBe('image/svg+xml');
    expect(safeContentType('text/html,<script>')).toBe('application/octet-stream');
    expect(safeContentType('')).toBe('application/octet-stream');
    const store = await openBrowserFileStore();
    const stored = await store.upload(
      'x/y.bin',
      new Blob([new Uint8Array([0])]),
      'image/png;x=,evil',
    );
    expect((await store.resolve(stored)).startsWith('data:application/octet-stream;base64,')).toBe(
      true,
    );
  });

  it('rejects paths that are empty, absolute or climb up', async () => {
    const store = await openBrowserFileStore();
    for (const path of ['', '/abs.png', 'a/../b.png', 'a//b.png']) {
      await expect(store.upload(path, new Blob([]), 'image/png')).rejects.toThrow(TypeError);
    }
  });
});
