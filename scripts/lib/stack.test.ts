import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_HOSTS } from '../../src/config/env-schema';
import { PORTS } from './stack.mjs';

// firebase.json's "emulators" block is where the ports are set; the scripts read it, and the app
// (which cannot bundle firebase.json into public pages) must connect to the same hosts.
const emulators = JSON.parse(readFileSync('firebase.json', 'utf8')).emulators as Record<
  string,
  { host: string; port: number }
>;

describe('emulator ports', () => {
  it('the scripts use firebase.json ports', () => {
    for (const name of [
      'auth',
      'functions',
      'firestore',
      'storage',
      'hosting',
      'hub',
      'logging',
    ] as const) {
      expect(PORTS[name], name).toBe(emulators[name]?.port);
    }
  });

  it('the app connects to the hosts firebase.json declares', () => {
    for (const name of ['auth', 'functions', 'firestore', 'storage'] as const) {
      expect(EMULATOR_HOSTS[name], name).toBe(`${emulators[name]?.host}:${emulators[name]?.port}`);
    }
  });
});
