#!/usr/bin/env node
// Production build: client bundle, server bundle for prerendering, then the prerendered pages,
// then firebase.build.json: the Hosting config with the CSP of this build's configuration.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });
const vite = 'node_modules/vite/bin/vite.js';

// A failed build leaves no Hosting config of an earlier one behind.
rmSync('firebase.build.json', { force: true });
run([vite, 'build']);
process.env.TUSOCIO_ANNOUNCE_ENV = '0';
run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--emptyOutDir']);
run(['scripts/prerender.mjs']);
run(['--import', 'tsx', 'scripts/hosting-config.ts', 'write']);
rmSync('dist-ssr', { recursive: true, force: true });
