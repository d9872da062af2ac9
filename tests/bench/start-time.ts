// `npm run bench:start [-- RUNS [start's options]]`: seconds from `npm start -- --ci` until the
// site and every emulator answer (its "entorno local listo" box), and until Ctrl-C (SIGINT) has
// stopped everything; each run, the demo business's seed in it, and the median. Target here:
// ready within 30 s (`-- 3 --no-demo` times it without the demo business).
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const runs = Number(process.argv[2] ?? 3);
const options = process.argv.slice(3);
const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (since: number) => (Date.now() - since) / 1000;
const ready: number[] = [];
const stop: number[] = [];
let stores = '';
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const stack = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--ci', ...options],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('entorno local listo')) resolve();
    };
    stack.stdout.on('data', onData);
    stack.stderr.on('data', onData);
    stack.once('exit', (code) =>
      reject(new Error(`npm start terminó (código ${code}).\n${output.slice(-2000)}`)),
    );
  });
  ready.push(seconds(started));
  stores = /Documentos: [^\n]*/.exec(output)?.[0] ?? '';
  const stopping = Date.now();
  stack.kill('SIGINT');
  await once(stack, 'exit');
  stop.push(seconds(stopping));
  const seed = /Negocio de demostración: .*\(([\d.]+) s\)/.exec(output)?.[1];
  console.log(
    `run ${run}: listo en ${ready.at(-1)?.toFixed(1)} s${seed ? ` (siembra del negocio demo: ${seed} s)` : ''}, detenido en ${stop.at(-1)?.toFixed(1)} s`,
  );
}
console.log(stores);
console.log(
  `npm start listo (mediana de ${runs}): ${median(ready).toFixed(1)} s; Ctrl-C: ${median(stop).toFixed(1)} s`,
);
