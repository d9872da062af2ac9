import { describe, expect, it } from 'vitest';
import { parseStartArgs, planStart } from './start-plan.mjs';

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

describe('planStart', () => {
  interface PlanInput {
    options: typeof base;
    javaOk: boolean;
    hasFunctions: boolean;
    hasExport: boolean;
    dataDir: string;
  }
  const plan = (over: Partial<PlanInput>) =>
    planStart({
      options: base,
      javaOk: false,
      hasFunctions: true,
      hasExport: true,
      dataDir: '.emulator-data',
      ...over,
    });

  it('without Java 21+: auth and functions, browser store, imports and exports the data', () => {
    const p = plan({});
    expect(p.emulators).toEqual(['auth', 'functions']);
    expect(p.dataBackend).toBe('browser');
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

  it('with Java 21+: also firestore and storage, firebase backend', () => {
    const p = plan({ javaOk: true });
    expect(p.emulators).toEqual(['auth', 'functions', 'firestore', 'storage']);
    expect(p.dataBackend).toBe('firebase');
  });

  it('--browser-store keeps the browser store even with Java 21+', () => {
    const p = plan({ javaOk: true, options: { ...base, browserStore: true } });
    expect(p.emulators).toEqual(['auth', 'functions']);
    expect(p.dataBackend).toBe('browser');
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
