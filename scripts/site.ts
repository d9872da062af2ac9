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

// Scheduled functions do not fire in the emulator: each runs here on a local timer, against the
// same emulators and mail outbox, once at start and then every `ms`; a report line is printed when
// one of its `counted` figures is above 0. Each job keeps its own once-per-period markers.
if (firestore) {
  const sweep = (Number(process.env.LOCAL_SWEEP_SECONDS) || 15 * 60) * 1000;
  const emulated = { ...process.env, FUNCTIONS_EMULATOR: 'true' };
  const log = (tag: string, level: string) => (message: string, data?: Record<string, unknown>) =>
    console.log(`[${tag}] ${level} ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
  type Logger = { info: () => void; warn: ReturnType<typeof log>; error: ReturnType<typeof log> };
  type Run = (logger: Logger) => Promise<object>;
  const every = (ms: number, tag: string, what: string, counted: string[], run: Run) => {
    const logger = { info: () => {}, warn: log(tag, 'aviso:'), error: log(tag, 'error:') };
    const tick = () =>
      run(logger).then(
        (report) => {
          if (counted.some((key) => ((report as Record<string, number>)[key] ?? 0) > 0))
            console.log(`[${tag}] ${what}: ${JSON.stringify(report)}`);
        },
        (error: unknown) => console.log(`[${tag}] error: ${String(error)}`),
      );
    setInterval(() => void tick(), ms).unref();
    void tick();
  };
  const { runLeadNotificationSweep } = await import('../functions/src/leads/wiring');
  const { runLeadRetention } = await import('../functions/src/privacy/retention');
  const { runSalesDigest } = await import('../functions/src/leads/sales-digest-wiring');
  const { runMeterReminders, runServiceMailRetry } =
    await import('../functions/src/service/wiring');
  const { runServiceDigest } = await import('../functions/src/service/digest-wiring');
  // The lead-notification sweep (every 15 minutes when deployed).
  every(sweep, 'barrido', 'avisos de solicitudes', ['sent', 'digested', 'failed'], (logger) =>
    runLeadNotificationSweep(emulated, logger),
  );
  // Lead retention (daily when deployed).
  every(
    24 * 60 * 60 * 1000,
    'privacidad',
    'conservación de solicitudes',
    ['anonymized', 'failed'],
    (logger) => runLeadRetention(process.env, logger),
  );
  // The sales admins' morning e-mail (8:00 Monday to Friday when deployed): each admin still gets
  // at most one a day (salesDigests/{uid}_{date}).
  every(sweep, 'ventas', 'resumen diario', ['sent', 'failed'], (logger) =>
    runSalesDigest(emulated, logger),
  );
  // The rental clients' meter-reading reminder (9:00 daily when deployed; sends from day 25 in
  // Cancún): each client still gets at most one a month (meterReminders/{uid}_{YYYY-MM}).
  every(sweep, 'lecturas', 'recordatorios de lectura', ['sent', 'failed'], (logger) =>
    runMeterReminders(emulated, logger),
  );
  // The service address's hourly digest (every 15 minutes when deployed, at most one an hour):
  // the tickets past SERVICE_EMAILS_PER_HOUR, listed in one `service-digest` e-mail.
  every(sweep, 'servicio', 'resumen horario', ['digested'], (logger) =>
    runServiceDigest(emulated, logger),
  );
  // Ticket and reply e-mails still "Sin notificar" from the last 7 days, tried again (every 15
  // minutes when deployed).
  every(sweep, 'servicio', 'reintento de correos', ['sent', 'held', 'failed'], (logger) =>
    runServiceMailRetry(emulated, logger),
  );
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
    ? [
        ['Avisos:', 'reintentos y resumen horario cada 15 min (LOCAL_SWEEP_SECONDS)'],
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
