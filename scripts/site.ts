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
for (const line of await seedDemoData({ firestore })) console.log(`[start] Semilla: ${line}`);

// Scheduled functions do not fire in the emulator: the lead-notification sweep (every 15 minutes
// when deployed) runs here on a local timer, against the same emulators and mail outbox.
if (firestore) {
  const { runLeadNotificationSweep } = await import('../functions/src/leads/wiring');
  const log = (tag: string, level: string) => (message: string, data?: Record<string, unknown>) =>
    console.log(`[${tag}] ${level} ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
  const loggerFor = (tag: string) => ({
    info: () => {},
    warn: log(tag, 'aviso:'),
    error: log(tag, 'error:'),
  });
  const logger = loggerFor('barrido');
  const sweep = () =>
    runLeadNotificationSweep({ ...process.env, FUNCTIONS_EMULATOR: 'true' }, logger).then(
      (report) => {
        if (report.sent + report.digested + report.failed > 0)
          console.log(`[barrido] avisos de solicitudes: ${JSON.stringify(report)}`);
      },
      (error: unknown) => console.log(`[barrido] error: ${String(error)}`),
    );
  const seconds = Number(process.env.LOCAL_SWEEP_SECONDS) || 15 * 60;
  setInterval(() => void sweep(), seconds * 1000).unref();
  void sweep();

  // Lead retention (daily when deployed): once at start, then every 24 hours.
  const { runLeadRetention } = await import('../functions/src/privacy/retention');
  const retain = () =>
    runLeadRetention(process.env, loggerFor('privacidad')).then(
      (report) => {
        if (report.anonymized + report.failed > 0)
          console.log(`[privacidad] conservación de solicitudes: ${JSON.stringify(report)}`);
      },
      (error: unknown) => console.log(`[privacidad] error: ${String(error)}`),
    );
  setInterval(() => void retain(), 24 * 60 * 60 * 1000).unref();
  void retain();

  // The sales admins' morning e-mail (8:00 Monday to Friday when deployed): once at start, then
  // with the sweep's period; each admin still gets at most one a day (salesDigests/{uid}_{date}).
  const { runSalesDigest } = await import('../functions/src/leads/sales-digest-wiring');
  const digest = () =>
    runSalesDigest({ ...process.env, FUNCTIONS_EMULATOR: 'true' }, loggerFor('ventas')).then(
      (report) => {
        if (report.sent + report.failed > 0)
          console.log(`[ventas] resumen diario: ${JSON.stringify(report)}`);
      },
      (error: unknown) => console.log(`[ventas] error: ${String(error)}`),
    );
  setInterval(() => void digest(), seconds * 1000).unref();
  void digest();

  // The rental clients' meter-reading reminder (9:00 daily when deployed; sends from day 25 in
  // Cancún): once at start, then with the sweep's period; each client still gets at most one a
  // month (meterReminders/{uid}_{YYYY-MM}).
  const { runMeterReminders } = await import('../functions/src/service/wiring');
  const remind = () =>
    runMeterReminders({ ...process.env, FUNCTIONS_EMULATOR: 'true' }, loggerFor('lecturas')).then(
      (report) => {
        if (report.sent + report.failed > 0)
          console.log(`[lecturas] recordatorios de lectura: ${JSON.stringify(report)}`);
      },
      (error: unknown) => console.log(`[lecturas] error: ${String(error)}`),
    );
  setInterval(() => void remind(), seconds * 1000).unref();
  void remind();

  // The service address's hourly digest (every 15 minutes when deployed, at most one an hour):
  // the tickets past SERVICE_EMAILS_PER_HOUR, listed in one `service-digest` e-mail.
  const { runServiceDigest } = await import('../functions/src/service/digest-wiring');
  const serviceDigest = () =>
    runServiceDigest({ ...process.env, FUNCTIONS_EMULATOR: 'true' }, loggerFor('servicio')).then(
      (report) => {
        if (report.digested > 0)
          console.log(`[servicio] resumen horario: ${JSON.stringify(report)}`);
      },
      (error: unknown) => console.log(`[servicio] error: ${String(error)}`),
    );
  setInterval(() => void serviceDigest(), seconds * 1000).unref();
  void serviceDigest();
}

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
  ...(firestore
    ? [['Avisos:', 'reintentos y resumen horario cada 15 min (LOCAL_SWEEP_SECONDS)']]
    : []),
  ...(firestore
    ? [
        [
          'Privacidad:',
          'anonimiza solicitudes inactivas al iniciar y cada 24 h (LEAD_RETENTION_MONTHS)',
        ],
        ['Ventas:', 'resumen diario de cada vendedor al iniciar y cada 15 min (uno al día)'],
        ['Lecturas:', 'recordatorio a clientes sin lectura desde el día 25 (uno al mes)'],
      ]
    : []),
  ['Cuenta admin:', `${admin.email} / ${admin.password}`],
  ['Cuenta invitado:', `${guest.email} / ${guest.password}`],
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
