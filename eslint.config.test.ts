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

describe('eslint.config.js: the functions take from the app only its domain and config', () => {
  async function refused(filePath: string, code: string): Promise<number[]> {
    const [result] = await new ESLint().lintText(code, { filePath });
    takeConsoleProblems();
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => m.line);
  }

  it("refuses the app's other code and the collector in functions/src, at any depth", async () => {
    const code = [
      "import { a } from '../../../src/domain/format.js';",
      "import { b } from '../../../src/config/paths.js';",
      "import { c } from '../mail/mailer.js';",
      "import { d } from '../../../src/features/admin/messages.js';",
      "import type { E } from '../../../src/data/store.js';",
      "import { f } from '../../../agent/src/report.js';",
      "import { g } from '@/domain/format';",
      'export const all = [a, b, c, d, f, g];',
      'export type T = E;',
    ].join('\n');
    expect(await refused('functions/src/service/probe.ts', code)).toEqual([4, 5, 6, 7]);
    expect(
      await refused(
        'functions/src/probe.ts',
        "import { a } from '../../src/lib/csv.js';\nexport const x = a;\n",
      ),
    ).toEqual([1]);
  }, 30_000);

  it("lets the functions' tests also drive the collector", async () => {
    const code = [
      "import { a } from '../../agent/src/report.js';",
      "import { b } from '../src/config.js';",
      "import { c } from '../../src/app/app.js';",
      'export const all = [a, b, c];',
    ].join('\n');
    expect(await refused('functions/test/probe.test.ts', code)).toEqual([3]);
  }, 30_000);
});
