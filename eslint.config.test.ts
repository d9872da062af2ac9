/**
 * eslint.config.js: the import boundaries hold for every source file, not only the last block's.
 * (Each block's no-restricted-imports replaces the one before it for the files both match, which
 * once left "source may not import test code" applying to src/app alone.)
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { takeConsoleProblems } from './tests/setup/unit';

const CODE = `import { render } from '@testing-library/react';\nexport const used = render;\n`;

async function restrictedImports(filePath: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(CODE, { filePath });
  // The TypeScript import resolver's one-time note about the two tsconfig projects.
  const other = takeConsoleProblems().filter((line) => !line.includes('Multiple projects found'));
  expect(other).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('eslint.config.js', () => {
  it.each([
    'src/app/routes/probe.tsx',
    'src/features/admin/components/probe.tsx',
    'src/features/visitor-forms/api/probe.ts',
    'src/components/probe.tsx',
    'src/data/probe.ts',
    'src/domain/probe.ts',
    'src/lib/probe.ts',
  ])(
    'fails a source file that imports test code: %s',
    async (file) => {
      expect(await restrictedImports(file)).toContainEqual(
        expect.stringContaining('Source code may not import test code.'),
      );
    },
    30_000,
  );

  it('lets tests and their helpers import test code', async () => {
    expect(await restrictedImports('src/features/admin/components/probe.test.tsx')).toEqual([]);
    expect(await restrictedImports('src/features/guest/test-utils/probe.tsx')).toEqual([]);
  }, 30_000);
});
