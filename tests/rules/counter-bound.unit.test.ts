/**
 * One definition of the counter bound: the rules cannot import TypeScript, so this reads
 * firestore.rules and storage.rules and checks that every counter bound in them is the domain's
 * MAX_COUNTER. A counter bound is an upper limit (`<= N`) inside a rules function whose name says
 * counter (isCounter, where every reading's, contract's and contract end's counters are checked),
 * or any whole number of 9 digits or more (only counters are that large). A unit test (no
 * emulator): vitest.config.ts's unit project.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_COUNTER } from '../../src/domain/readings/counter';

/** The counter bounds in a rules text (each once), comments left out. */
function counterBounds(rules: string): number[] {
  const code = rules.replace(/(^|\s)\/\/.*$/gm, '$1');
  const inCounterFunctions = [
    ...code.matchAll(/function\s+\w*[Cc]ounter\w*\s*\([^)]*\)\s*\{([^}]*)\}/g),
  ].flatMap(([, body = '']) => [...body.matchAll(/<=\s*(\d+)/g)].map(([, n]) => Number(n)));
  const large = [...code.matchAll(/\b\d{9,}\b/g)].map(([n]) => Number(n));
  return [...new Set([...inCounterFunctions, ...large])];
}

describe('the counter bound in the security rules', () => {
  it.each(['firestore.rules', 'storage.rules'])(
    '%s: every counter bound is MAX_COUNTER',
    (file) => {
      const bounds = counterBounds(readFileSync(file, 'utf8'));
      expect(
        bounds.filter((bound) => bound !== MAX_COUNTER),
        file,
      ).toEqual([]);
    },
  );

  it('firestore.rules checks counters in one place, isCounter, bounded by MAX_COUNTER', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    expect(rules.match(/function isCounter\(/g)).toHaveLength(1);
    expect(counterBounds(rules)).toContain(MAX_COUNTER);
  });

  it('a bound other than MAX_COUNTER is found', () => {
    const rules = `function isCounter(value) {\n  return value is int && value <= ${MAX_COUNTER - 1};\n}`;
    expect(counterBounds(rules)).toEqual([MAX_COUNTER - 1]);
    expect(
      counterBounds(`// ${MAX_COUNTER + 1} in a comment\nallow read: if x <= 1234567890;`),
    ).toEqual([1234567890]);
  });
});
