import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
