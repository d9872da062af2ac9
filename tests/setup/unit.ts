import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as StoreModule from '@/data/store';
import { clearQueryCache } from '@/lib/query-cache';

// Work a screen started can still be settling when its test ends (a read after a function call,
// say). With no store injected, the real selector would open the Firebase adapters: a request to
// a Firestore emulator that is not running, whose error (or Firebase's IndexedDB probe after jsdom
// is gone) lands in whichever test runs next. Here, until a test injects a store (see
// src/data/test-utils/browser-stores.ts) and after it forgets it, a store is asked for in vain:
// the late work simply never resumes. A file that mocks '@/data/store' itself replaces this.
vi.mock('@/data/store', async (importOriginal) => {
  const actual = await importOriginal<typeof StoreModule>();
  const never = new Promise<never>(() => {});
  let injected = { documents: false, files: false };
  return {
    ...actual,
    getDocumentStore: () => (injected.documents ? actual.getDocumentStore() : never),
    getFileStore: () => (injected.files ? actual.getFileStore() : never),
    setStoresForTesting: (stores: Parameters<typeof actual.setStoresForTesting>[0]) => {
      actual.setStoresForTesting(stores);
      injected =
        stores === null
          ? { documents: false, files: false }
          : {
              documents: injected.documents || Boolean(stores.documents),
              files: injected.files || Boolean(stores.files),
            };
    },
  } satisfies typeof StoreModule;
});

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): on a loaded two-core CI
// machine a screen that reads the in-memory store can take longer than 1 s to settle.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; react-hot-toast's Toaster and the scroll helpers ask it for
// prefers-reduced-motion. Tests that need another answer stub it themselves.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no modal dialogs (src/components/dialog.tsx): showModal opens the <dialog> as show()
// would, and close() fires "close" later, as browsers do. Inertness and the top layer are left to
// the browser tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

// Any unexpected console.error / console.warn fails the test that produced it.
let consoleProblems: string[] = [];

beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store: none may leak into the next test.
  toast.remove();
  // So does the read cache (src/lib/query-cache.ts): each test reads its own store.
  clearQueryCache();
  localStorage.clear();
  sessionStorage.clear();
  const problems = consoleProblems;
  consoleProblems = [];
  if (problems.length > 0) {
    throw new Error(`Unexpected console output:\n${problems.join('\n')}`);
  }
});

/** For tests that expect a console message: returns and clears what was logged so far. */
export function takeConsoleProblems(): string[] {
  const taken = consoleProblems;
  consoleProblems = [];
  return taken;
}
