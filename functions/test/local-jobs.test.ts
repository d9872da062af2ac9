/**
 * Every scheduled function has its stand-in on `npm start`'s local timers (the emulator never
 * fires a schedule): a new onSchedule without a local job fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_JOBS } from '../src/local-jobs';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('local scheduled jobs', () => {
  it('stand in for each deployed schedule, once', () => {
    const scheduled = sources(join(__dirname, '../src')).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/export const (\w+) = onSchedule\(/g)].map(
        (match) => match[1],
      ),
    );
    expect(scheduled.length).toBeGreaterThan(0);
    expect(LOCAL_JOBS.map(([deployed]) => deployed).sort()).toEqual(scheduled.sort());
  });
});
