#!/usr/bin/env node
// `npm run bench:start [-- RUNS]`: seconds from `npm start` (clean, --ci) until the site and every
// emulator answer (start.mjs prints its box only then), and how long Ctrl-C takes; prints each
// run and the median. Target here: ready within 30 s.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/stack.mjs';

const runs = Number(process.argv[2] ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function once() {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/start.mjs', '--ci'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    let ready = null;
    let stopAt = 0;
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (ready === null && output.includes('entorno local listo')) {
        ready = (Date.now() - started) / 1000;
        stopAt = Date.now();
        child.kill('SIGINT');
      }
    });
    child.once('exit', (code) => {
      if (ready === null)
        reject(new Error(`npm start terminó sin estar listo (código ${code}).\n${output}`));
      else
        resolve({
          ready,
          stop: (Date.now() - stopAt) / 1000,
          stores: /Documentos: [^\n]*/.exec(output)?.[0],
        });
    });
  });
}

const results = [];
for (let i = 1; i <= runs; i += 1) {
  const result = await once();
  results.push(result);
  console.log(
    `run ${i}: listo en ${result.ready.toFixed(1)} s, detenido en ${result.stop.toFixed(1)} s`,
  );
}
console.log(results[0]?.stores ?? '');
console.log(
  `npm start listo (mediana de ${runs}): ${median(results.map((r) => r.ready)).toFixed(1)} s; ` +
    `Ctrl-C: ${median(results.map((r) => r.stop)).toFixed(1)} s`,
);
