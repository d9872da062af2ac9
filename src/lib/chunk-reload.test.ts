import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_PAUSE_MS,
  isChunkLoadError,
  reloadAfterChunkError,
} from './chunk-reload';

describe('isChunkLoadError', () => {
  test.each([
    // Chromium
    new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/auth-B1.js'),
    // Firefox
    new TypeError('error loading dynamically imported module: https://x.test/assets/auth-B1.js'),
    // Safari
    new TypeError('Importing a module script failed.'),
    // Vite's preload helper, when a chunk's stylesheet does not load
    new Error('Unable to preload CSS for /assets/guest-C2.css'),
    // webpack-style loaders
    Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
  ])('$message', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  test.each([
    new TypeError("Cannot read properties of undefined (reading 'map')"),
    new TypeError('Failed to fetch'),
    'Failed to fetch dynamically imported module',
    null,
    undefined,
  ])('no: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('en línea, la primera vez: recarga y lo anota', () => {
    expect(reloadAfterChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
  });

  test('no vuelve a recargar antes de 30 s; después, sí', () => {
    expect(reloadAfterChunkError()).toBe(true);
    vi.setSystemTime(Date.now() + CHUNK_RELOAD_PAUSE_MS - 1);
    expect(reloadAfterChunkError()).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    expect(reloadAfterChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('sin conexión no recarga', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadAfterChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  test('sin sessionStorage no recarga (nada impediría un ciclo)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(reloadAfterChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  test('un valor ilegible en sessionStorage no impide la recarga', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'no es una fecha');
    expect(reloadAfterChunkError()).toBe(true);
  });
});
