/**
 * The scheduled functions' local stand-in: the emulator never fires a schedule, so `npm start`
 * (scripts/site.ts) runs each job's handler here on a timer, against the same emulators and mail
 * outbox, once at start and then every period. A report line is printed when one of its
 * `counted` figures is above 0. Each job keeps its own once-per-period markers, as deployed.
 * Not part of the deployed functions (index.ts does not export it).
 */
import { runLeadNotificationSweep } from './leads/wiring';
import { runSalesDigest } from './leads/sales-digest-wiring';
import { runLeadRetention } from './privacy/retention';
import { runServiceDigest } from './service/digest-wiring';
import { runMeterReminders, runServiceMailRetry } from './service/wiring';

type Log = (message: string, data?: Record<string, unknown>) => void;
type Logger = { info: () => void; warn: Log; error: Log };
type Env = Record<string, string | undefined>;
type Run = (env: Env, logger: Logger) => Promise<object>;

/**
 * One job: the deployed scheduled function it stands in for, its handler, its log tag and what
 * it reports, the report's figures that make a line worth printing, and its period ('sweep':
 * every LOCAL_SWEEP_SECONDS, 15 min by default; 'daily': every 24 h). Every job but retention
 * runs with FUNCTIONS_EMULATOR=true, so its mail goes to the local outbox.
 */
type LocalJob = [
  deployed: string,
  run: Run,
  tag: string,
  what: string,
  counted: string,
  period?: 'daily',
];

export const LOCAL_JOBS: readonly LocalJob[] = [
  // Every 15 minutes when deployed.
  [
    'sweepLeadNotifications',
    runLeadNotificationSweep,
    'barrido',
    'avisos de solicitudes',
    'sent digested failed',
  ],
  // Daily when deployed; reads LEAD_RETENTION_MONTHS from the real environment.
  [
    'applyLeadRetention',
    runLeadRetention,
    'privacidad',
    'conservación de solicitudes',
    'anonymized failed',
    'daily',
  ],
  // 8:00 Monday to Friday when deployed; at most one a day per admin (salesDigests/{uid}_{date}).
  ['sendSalesDigest', runSalesDigest, 'ventas', 'resumen diario', 'sent failed'],
  // 9:00 daily when deployed, from day 25 in Cancún; one a month per client (meterReminders/).
  ['sendMeterReminders', runMeterReminders, 'lecturas', 'recordatorios de lectura', 'sent failed'],
  // Every 15 minutes, at most one an hour: the tickets past SERVICE_EMAILS_PER_HOUR in one e-mail.
  ['sendServiceDigest', runServiceDigest, 'servicio', 'resumen horario', 'digested'],
  // Every 15 minutes: ticket and reply e-mails still "Sin notificar" from the last 7 days.
  [
    'retryServiceMails',
    runServiceMailRetry,
    'servicio',
    'reintento de correos',
    'sent held failed',
  ],
];

/** Lines of `npm start`'s ready box that say what runs on the local timers. */
export const LOCAL_JOB_ROWS: [string, string][] = [
  ['Avisos:', 'reintentos y resumen horario cada 15 min (LOCAL_SWEEP_SECONDS)'],
  ['Privacidad:', 'anonimiza solicitudes inactivas al iniciar y cada 24 h (LEAD_RETENTION_MONTHS)'],
  ['Ventas:', 'resumen diario de cada vendedor al iniciar y cada 15 min (uno al día)'],
  ['Lecturas:', 'recordatorio a clientes sin lectura desde el día 25 (uno al mes)'],
];

/** Starts every job's timer (unref'd: they never keep the process alive); `print` gets each line. */
export function startLocalJobs(env: Env, print: (line: string) => void = console.log): void {
  const sweep = (Number(env.LOCAL_SWEEP_SECONDS) || 15 * 60) * 1000;
  const emulated = { ...env, FUNCTIONS_EMULATOR: 'true' };
  for (const [, run, tag, what, counted, period] of LOCAL_JOBS) {
    const log =
      (level: string): Log =>
      (message, data) =>
        print(`[${tag}] ${level} ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
    const logger: Logger = { info: () => {}, warn: log('aviso:'), error: log('error:') };
    const tick = () =>
      run(period === 'daily' ? env : emulated, logger).then(
        (report) => {
          const figures = report as Record<string, number>;
          if (counted.split(' ').some((key) => (figures[key] ?? 0) > 0))
            print(`[${tag}] ${what}: ${JSON.stringify(report)}`);
        },
        (error: unknown) => print(`[${tag}] error: ${String(error)}`),
      );
    setInterval(() => void tick(), period === 'daily' ? 24 * 60 * 60 * 1000 : sweep).unref();
    void tick();
  }
}
