#!/usr/bin/env node
// Production build: client bundle, server bundle for prerendering, then the prerendered pages.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });
const vite = 'node_modules/vite/bin/vite.js';

run([vite, 'build']);
process.env.TUSOCIO_ANNOUNCE_ENV = '0';
run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--emptyOutDir']);
run(['scripts/prerender.mjs']);
rmSync('dist-ssr', { recursive: true, force: true });
