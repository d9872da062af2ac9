/**
 * Builds the deployable functions: one ES module, lib/index.js (package.json "main"), bundled by
 * esbuild from src/index.ts together with the site's entity schemas it imports from ../src/domain
 * (docs/decisions/0012-entity-schemas.md). npm packages (firebase-admin, firebase-functions,
 * valibot) stay imports, installed from package.json where the functions run.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

rmSync(here('./lib'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/index.ts')],
  outfile: here('./lib/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
