/**
 * The scheduled functions' local stand-in: the emulator never fires a schedule, so `npm start`
 * (scripts/site.ts) runs each job's handler here on a timer, against the same emulators and mail
 * outbox, once at start and then every period. A report line is printed when one of its
 * `counted` figures is above 0. Each job keeps its own once-per-period markers, as deployed.
 * Not part of the deployed functions (index.ts does not export it).
 */
type Log = (message: string, data?: Record<string, unknown>) => void;
type Logger = { info: () => void; warn: Log; error: Log };
type Env = Record<string, string | undefined>;

interface LocalJob {
  /** The deployed scheduled function this job stands in for. */
  deployed: string;
  tag: string;
  what: string;
  counted: string[];
  /** 'sweep': every LOCAL_SWEEP_SECONDS (15 min by default); 'daily': every 24 h. */
  period: 'sweep' | 'daily';
  /** Runs with FUNCTIONS_EMULATOR=true (the mail goes to the local outbox), except retention. */
  emulated: boolean;
  run: (env: Env, logger: Logger) => Promise<object>;
}

export const LOCAL_JOBS: readonly LocalJob[] = [
  // The lead-notification sweep (every 15 minutes when deployed).
  {
    deployed: 'sweepLeadNotifications',
    tag: 'barrido',
    what: 'avisos de solicitudes',
    counted: ['sent', 'digested', 'failed'],
    period: 'sweep',
    emulated: true,
    run: async (env, logger) =>
      (await import('../leads/wiring')).runLeadNotificationSweep(env, logger),
  },
  // Lead retention (daily when deployed).
  {
    deployed: 'applyLeadRetention',
    tag: 'privacidad',
    what: 'conservación de solicitudes',
    counted: ['anonymized', 'failed'],
    period: 'daily',
    emulated: false,
    run: async (env, logger) =>
      (await import('../privacy/retention')).runLeadRetention(env, logger),
  },
  // The sales admins' morning e-mail (8:00 Monday to Friday when deployed): each admin still gets
  // at most one a day (salesDigests/{uid}_{date}).
  {
    deployed: 'sendSalesDigest',
    tag: 'ventas',
    what: 'resumen diario',
    counted: ['sent', 'failed'],
    period: 'sweep',
    emulated: true,
    run: async (env, logger) =>
      (await import('../leads/sales-digest-wiring')).runSalesDigest(env, logger),
  },
  // The rental clients' meter-reading reminder (9:00 daily when deployed; sends from day 25 in
  // Cancún): each client still gets at most one a month (meterReminders/{uid}_{YYYY-MM}).
  {
    deployed: 'sendMeterReminders',
    tag: 'lecturas',
    what: 'recordatorios de lectura',
    counted: ['sent', 'failed'],
    period: 'sweep',
    emulated: true,
    run: async (env, logger) => (await import('../service/wiring')).runMeterReminders(env, logger),
  },
  // The service address's hourly digest (every 15 minutes when deployed, at most one an hour):
  // the tickets past SERVICE_EMAILS_PER_HOUR, listed in one `service-digest` e-mail.
  {
    deployed: 'sendServiceDigest',
    tag: 'servicio',
    what: 'resumen horario',
    counted: ['digested'],
    period: 'sweep',
    emulated: true,
    run: async (env, logger) =>
      (await import('../service/digest-wiring')).runServiceDigest(env, logger),
  },
  // Ticket and reply e-mails still "Sin notificar" from the last 7 days, tried again (every 15
  // minutes when deployed).
  {
    deployed: 'retryServiceMails',
    tag: 'servicio',
    what: 'reintento de correos',
    counted: ['sent', 'held', 'failed'],
    period: 'sweep',
    emulated: true,
    run: async (env, logger) =>
      (await import('../service/wiring')).runServiceMailRetry(env, logger),
  },
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
  for (const job of LOCAL_JOBS) {
    const log =
      (level: string): Log =>
      (message, data) =>
        print(`[${job.tag}] ${level} ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
    const logger: Logger = { info: () => {}, warn: log('aviso:'), error: log('error:') };
    const tick = () =>
      job.run(job.emulated ? emulated : env, logger).then(
        (report) => {
          const figures = report as Record<string, number>;
          if (job.counted.some((key) => (figures[key] ?? 0) > 0))
            print(`[${job.tag}] ${job.what}: ${JSON.stringify(report)}`);
        },
        (error: unknown) => print(`[${job.tag}] error: ${String(error)}`),
      );
    setInterval(() => void tick(), job.period === 'daily' ? 24 * 60 * 60 * 1000 : sweep).unref();
    void tick();
  }
}
