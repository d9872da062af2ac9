// `npm run bench:start [-- RUNS]`: seconds from `npm start -- --ci` until the site and every
// emulator answer (its ready box), and until Ctrl-C has stopped everything; each run and the
// median. Target here: ready within 30 s.
import { startStack, stopStack } from './lib/local-stack.mjs';

const runs = Number(process.argv[2] ?? 3);
const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (since: number) => (Date.now() - since) / 1000;
const ready: number[] = [];
const stop: number[] = [];
let stores = '';
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const stack = await startStack();
  ready.push(seconds(started));
  stores = /Documentos: [^\n]*/.exec(stack.output)?.[0] ?? '';
  const stopping = Date.now();
  await stopStack(stack);
  stop.push(seconds(stopping));
  console.log(
    `run ${run}: listo en ${ready.at(-1)?.toFixed(1)} s, detenido en ${stop.at(-1)?.toFixed(1)} s`,
  );
}
console.log(stores);
console.log(
  `npm start listo (mediana de ${runs}): ${median(ready).toFixed(1)} s; Ctrl-C: ${median(stop).toFixed(1)} s`,
);
