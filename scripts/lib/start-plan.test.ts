import { describe, expect, it } from 'vitest';
import { describeStores, parseStartArgs, planStart } from './start-plan.mjs';

const base = { reset: false, ci: false, browserStore: false, help: false };

describe('parseStartArgs', () => {
  it('reads the flags and treats CI=true like --ci', () => {
    expect(parseStartArgs([], {})).toEqual(base);
    expect(parseStartArgs(['--reset'], {})).toEqual({ ...base, reset: true });
    expect(parseStartArgs(['--ci'], {})).toEqual({ ...base, ci: true });
    expect(parseStartArgs([], { CI: 'true' })).toEqual({ ...base, ci: true });
    expect(parseStartArgs([], { CI: 'false' })).toEqual(base);
    expect(parseStartArgs(['--browser-store'], {})).toEqual({ ...base, browserStore: true });
  });

  it('rejects an unknown flag with the usage text', () => {
    expect(() => parseStartArgs(['--rest'], {})).toThrow(/--reset\s+borra \.emulator-data/);
  });
});

const NO_JAVA = {
  firestore: { ok: false, reason: 'solo Java 17; se necesita Java 21+' },
  storage: { ok: false, reason: 'solo Java 17; se necesita Java 21+' },
};
const FIRESTORE_ONLY = {
  firestore: { ok: true },
  storage: { ok: false, reason: 'sin runtime de Storage' },
};
const ALL = { firestore: { ok: true }, storage: { ok: true } };

describe('planStart', () => {
  interface PlanInput {
    options: typeof base;
    runtime: {
      firestore: { ok: boolean; reason?: string };
      storage: { ok: boolean; reason?: string };
    };
    hasFunctions: boolean;
    hasExport: boolean;
    dataDir: string;
  }
  const plan = (over: Partial<PlanInput>) =>
    planStart({
      options: base,
      runtime: NO_JAVA,
      hasFunctions: true,
      hasExport: true,
      dataDir: '.emulator-data',
      ...over,
    });

  it('without Java 21+: auth and functions, browser store, imports and exports the data', () => {
    const p = plan({});
    expect(p.emulators).toEqual(['auth', 'functions']);
    expect(p.documents).toBe('browser');
    expect(p.files).toBe('browser');
    expect(p.firebaseArgs).toEqual([
      'emulators:start',
      '--project',
      'demo-tusocio',
      '--only',
      'auth,functions',
      '--import',
      '.emulator-data',
      '--export-on-exit',
      '.emulator-data',
    ]);
  });

  it('with Java 21+ and both runtimes: also firestore and storage, firebase for both', () => {
    const p = plan({ runtime: ALL });
    expect(p.emulators).toEqual(['auth', 'functions', 'firestore', 'storage']);
    expect(p.documents).toBe('firebase');
    expect(p.files).toBe('firebase');
  });

  it('with Java 21+ but no Storage runtime: Firestore for documents, the browser for photos', () => {
    const p = plan({ runtime: FIRESTORE_ONLY });
    expect(p.emulators).toEqual(['auth', 'functions', 'firestore']);
    expect(p.documents).toBe('firebase');
    expect(p.files).toBe('browser');
    expect(describeStores(p, FIRESTORE_ONLY)).toBe(
      'Documentos: emulador de Firestore con firestore.rules. Fotos: navegador (IndexedDB), porque sin runtime de Storage.',
    );
  });

  it('says what is lost when documents stay in the browser', () => {
    const p = plan({});
    expect(describeStores(p, NO_JAVA)).toMatch(
      /^Documentos: navegador \(IndexedDB\), porque solo Java 17; .*sin reglas de seguridad y sin compartir datos entre navegadores\./,
    );
  });

  it('--browser-store keeps the browser store even with Java 21+', () => {
    const p = plan({ runtime: ALL, options: { ...base, browserStore: true } });
    expect(p.emulators).toEqual(['auth', 'functions']);
    expect(p.documents).toBe('browser');
    expect(p.files).toBe('browser');
  });

  it('imports only when an export exists, and not after --reset', () => {
    expect(plan({ hasExport: false }).firebaseArgs).not.toContain('--import');
    const reset = plan({ options: { ...base, reset: true } });
    expect(reset.deleteDataFirst).toBe(true);
    expect(reset.firebaseArgs).not.toContain('--import');
    expect(reset.firebaseArgs).toContain('--export-on-exit');
  });

  it('CI mode neither imports nor exports', () => {
    const p = plan({ options: { ...base, ci: true } });
    expect(p.persist).toBe(false);
    expect(p.firebaseArgs).not.toContain('--import');
    expect(p.firebaseArgs).not.toContain('--export-on-exit');
  });

  it('starts without the functions emulator while functions/ does not exist', () => {
    expect(plan({ hasFunctions: false }).emulators).toEqual(['auth']);
  });
});
