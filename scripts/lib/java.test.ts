import { describe, expect, it } from 'vitest';
import { parseJavaMajor } from './java.mjs';

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment', 17],
    ['openjdk version "21.0.4" 2024-07-16 LTS', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "22" 2024-03-19', 22],
    ['openjdk version "25-ea" 2025-09-16', 25],
  ])('reads the major version from %j', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it('returns null when there is no version', () => {
    expect(parseJavaMajor('bash: java: command not found')).toBeNull();
    expect(parseJavaMajor('')).toBeNull();
  });
});
