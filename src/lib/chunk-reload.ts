/**
 * A page's chunk that could not be loaded: how the error boundary recognises it and when it
 * reloads by itself (src/components/error-boundary.tsx, docs/decisions/0023-error-boundaries.md).
 */

/**
 * What a rejected dynamic import says: "Failed to fetch dynamically imported module" (Chromium),
 * "error loading dynamically imported module" (Firefox), "Importing a module script failed"
 * (Safari); "Unable to preload CSS" (Vite's preload helper, a chunk's stylesheet; Vite also fires
 * `vite:preloadError` and then rethrows the error when no listener prevents it); ChunkLoadError
 * (the name webpack-style loaders give it).
 */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(`${error.name}: ${error.message}`);
}

/** sessionStorage: when the page last reloaded itself after a chunk error (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'tusocio:chunk-reload';
/** No automatic reload within this time of the previous one. */
export const CHUNK_RELOAD_PAUSE_MS = 30_000;

/**
 * Reloads the page once when a chunk failed while the browser is online: the likely cause is a
 * deploy that removed the files an open tab still asks for, and the reloaded page asks for the new
 * ones. Not when offline, not within 30 s of the previous automatic reload (so never in a loop),
 * and never when sessionStorage is unavailable (nothing would stop a loop). Returns whether it
 * reloads.
 */
export function reloadAfterChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (!navigator.onLine || Math.abs(Date.now() - last) < CHUNK_RELOAD_PAUSE_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
