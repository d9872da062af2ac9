// The part of `npm start` that runs inside `firebase emulators:exec`, once every emulator is ready
// (scripts/start.ts): seeds the demo data, serves the site with Vite and prints the ready box.
// When its stdin closes (Ctrl-C in start.ts) it exits, Vite with it; firebase-tools then exports
// the emulators' data and stops them. Vite starts last on purpose: once the site answers, the
// whole stack is up and seeded (Playwright's webServer waits for exactly that).
import { createServer } from 'vite';
import { EMULATOR_HOSTS } from '../src/config/env-schema';
import { DEMO_ACCOUNTS } from '../src/domain/entities';
import { seedDemoData } from './seed';

const firestore = process.env.FIRESTORE_EMULATOR_HOST !== undefined;
const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST !== undefined;
const demo = firestore && process.env.START_DEMO !== '0';
for (const line of await seedDemoData({ firestore, demo })) console.log(`[start] Semilla: ${line}`);

// Scheduled functions do not fire in the emulator: their handlers run on local timers
// (functions/src/local-jobs.ts).
const localJobs = firestore ? await import('../functions/src/local-jobs') : null;
localJobs?.startLocalJobs(process.env);

const vite = await createServer(); // vite.config.ts: http://localhost:5173, strictPort
await vite.listen();
process.stdin.resume().on('end', () => process.exit(0));

const emulators = [
  `Auth ${EMULATOR_HOSTS.auth}`,
  `Functions ${EMULATOR_HOSTS.functions}`,
  ...(firestore ? [`Firestore ${EMULATOR_HOSTS.firestore}`] : []),
  ...(storage ? [`Storage ${EMULATOR_HOSTS.storage}`] : []),
];
const { admin, guest } = DEMO_ACCOUNTS;
const data = process.env.START_DATA_DIR;
const rows = [
  ['Sitio:', vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''],
  ['Emuladores:', emulators.join(' · ')],
  ['', `(hub ${process.env.FIREBASE_EMULATOR_HUB}, proyecto ${process.env.GCLOUD_PROJECT})`],
  ['Documentos:', firestore ? 'emulador de Firestore (firestore.rules)' : 'navegador (IndexedDB)'],
  ['Fotos:', storage ? 'emulador de Storage' : 'navegador (IndexedDB)'],
  ['App Check:', 'inactivo en local (los emuladores no comprueban tokens)'],
  ['Captcha:', 'casilla local "No soy un robot" (tokens de un solo uso del emulador)'],
  ...(localJobs?.LOCAL_JOB_ROWS ?? []),
  ['Cuenta admin:', `${admin.email} / ${admin.password}`],
  ['Cuenta invitado:', `${guest.email} / ${guest.password}`],
  ...(demo ? (await import('../functions/src/demo/plan')).demoAccountRows() : []),
  ['Persistencia:', data ? `${data}/ (empezar de cero: npm start -- --reset)` : 'no (modo CI)'],
  ['Detener:', 'Ctrl-C'],
].map(([label, value]) => `${label?.padEnd(17)}${value}`);
const lines = ['Tu Socio Ideal: entorno local listo', '', ...rows];
const rule = '─'.repeat(Math.max(...lines.map((line) => line.length)) + 2);
console.log(
  [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(rule.length - 2)} │`), `└${rule}┘`].join(
    '\n',
  ),
);
