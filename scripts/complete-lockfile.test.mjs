import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeLock, platformOf, syncRootEntry } from './complete-lockfile.mjs';

describe('complete-lockfile', () => {
  it('reads os, cpu and libc from platform package names', () => {
    expect(platformOf('@rollup/rollup-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@rollup/rollup-linux-x64-musl')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['musl'],
    });
    expect(platformOf('@rollup/rollup-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    expect(platformOf('@rollup/rollup-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('fsevents')).toBeNull();
  });

  it('adds a missing optional platform package, tagged so other platforms skip it', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/rollup': {
          version: '4.0.0',
          dev: true,
          optionalDependencies: { '@rollup/rollup-darwin-x64': '4.0.0' },
        },
      },
    };
    expect(completeLock(lock)).toEqual(['@rollup/rollup-darwin-x64@4.0.0']);
    expect(lock.packages['node_modules/@rollup/rollup-darwin-x64']).toEqual({
      version: '4.0.0',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['x64'],
    });
  });

  it('finds the committed lockfiles complete (npm ci would refuse them otherwise)', () => {
    for (const file of ['package-lock.json', 'functions/package-lock.json']) {
      const lock = JSON.parse(readFileSync(file, 'utf8'));
      expect(completeLock(lock), file).toEqual([]);
    }
  });
});

describe('the root entry as npm install writes it', () => {
  it('takes the install script flag and the license from package.json, in npm order', () => {
    const lock = { packages: { '': { name: 'x', version: '1.0.0', dependencies: { a: '^1' } } } };
    const manifest = { scripts: { postinstall: 'echo' }, license: 'UNLICENSED' };
    expect(syncRootEntry(lock, manifest)).toEqual(['hasInstallScript', 'license']);
    expect(JSON.stringify(lock.packages[''])).toBe(
      '{"name":"x","version":"1.0.0","hasInstallScript":true,"license":"UNLICENSED","dependencies":{"a":"^1"}}',
    );
    expect(syncRootEntry(lock, manifest)).toEqual([]);
    expect(syncRootEntry(lock, { scripts: {} })).toEqual(['hasInstallScript', 'license']);
    expect(lock.packages['']).toEqual({ name: 'x', version: '1.0.0', dependencies: { a: '^1' } });
  });

  it('finds nothing to rewrite in the committed lockfiles, so npm install leaves git clean', () => {
    for (const dir of ['.', 'functions', 'agent']) {
      const lock = JSON.parse(readFileSync(`${dir}/package-lock.json`, 'utf8'));
      const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
      expect(syncRootEntry(lock, manifest), dir).toEqual([]);
    }
  });
});
