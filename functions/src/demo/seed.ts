/**
 * Seeds the demo business (demo/plan.ts; docs/decisions/0048-demo-business.md) into the local
 * emulators, the way the product writes it: the readings a member or the desk types with the
 * portal's decision (demo/writes.ts), the desk's missing readings, its estimate, its correction
 * and every month's close through the deployed callables themselves (their `run`), the collector
 * through its handlers, the toner delivery through the function that stamps it. Once: a marker
 * (demoSeeds/negocio) written last makes every later start write nothing. Only in a `demo-`
 * project against the Firestore emulator.
 */
import type { CallableRequest } from 'firebase-functions/https';

import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import { correctReading } from '../readings/functions.js';
import { closeMonth, recordMonthReading } from '../statements/functions.js';
import { createFirestoreTonerStore } from '../statements/firestore-toner.js';
import { forecastDeviceToner, stampTonerDelivery } from '../statements/toner.js';
import { EQUIPMENT, USERS } from '../../../src/domain/collections.js';
import { dayOfMonth } from '../../../src/domain/client-portal.js';
import { DEMO_ACCOUNTS } from '../../../src/domain/entities.js';
import type { Counters } from '../../../src/domain/schemas/equipment.js';
import { installCollector, type DemoCollector } from './collector.js';
import {
  CORRECTED_MONTH,
  DEMO_COMPANIES,
  DEMO_DEVICES,
  DEMO_PEOPLE,
  MISSING_THIS_MONTH,
  OFFICE,
  PEOPLE_ORDER,
  RECEPTION,
  TYPO_PAGES,
  cancunTime,
  dayOf,
  demoCalendar,
  monthPagesOf,
  type DemoCalendar,
  type DemoDevice,
  type DemoPerson,
} from './plan.js';
import { demoTickets, tonerTicket } from './tickets.js';
import {
  ensureUserDoc,
  planTicket,
  typeReading,
  writeCompany,
  writeDevice,
  writeTicket,
} from './writes.js';

/** The marker: present once the demo business is seeded (a second start writes nothing). */
export const DEMO_MARKER = { collection: 'demoSeeds', id: 'negocio' } as const;

/** The project the emulators run (`demo-tusocio`); anything not `demo-…` is refused. */
export function demoProject(env: NodeJS.ProcessEnv = process.env): string {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? '';
  if (!project.startsWith('demo-'))
    throw new Error(
      `El negocio de demostración solo se siembra en un proyecto "demo-…" de los emuladores, no en "${project || '(sin proyecto)'}".`,
    );
  if (!env.FIRESTORE_EMULATOR_HOST)
    throw new Error('El negocio de demostración solo se siembra en el emulador de Firestore.');
  return project;
}

type Callable = { run(request: CallableRequest): unknown };
const ADMIN = DEMO_ACCOUNTS.admin;

/** One call of a deployed callable as the demo admin, as the desk makes it. */
async function call<T>(fn: Callable, data: object): Promise<T> {
  const request = { data, auth: { uid: ADMIN.uid, token: {} }, rawRequest: {} };
  return (await fn.run(request as unknown as CallableRequest)) as T;
}

const high = { Negro: 82, Cian: 76, Magenta: 71, Amarillo: 79 };
const add = (a: Counters, b: Counters): Counters => ({ bw: a.bw + b.bw, color: a.color + b.color });

/** The readings of the 12 closed months, the correction, the toner delivery and every close. */
async function seedYear(
  cal: DemoCalendar,
  collector: DemoCollector,
  floors: Map<string, Counters>,
  logger: Logger,
): Promise<number> {
  const { db } = await adminFirestore();
  let readings = 0;
  for (const [index, month] of cal.closed.entries()) {
    if (index === cal.closed.length - 1) {
      // The office's toner, asked for on the 8th and delivered on the 9th: its delivery is
      // stamped on the device with the counters known then, as stampTonerDelivery does.
      const ticket = tonerTicket(month);
      const after = planTicket(ticket, ADMIN).data;
      await stampTonerDelivery(
        { ticketId: ticket.id, before: { ...after, status: 'En proceso' }, after },
        { store: createFirestoreTonerStore(adminFirestore), clock: () => cal.now, logger },
      );
    }
    // The devices' readings of a month are independent of each other: sent together.
    const readMonth = async (device: DemoDevice) => {
      const floor = floors.get(device.id) ?? device.startCounters;
      const counters = add(floor, monthPagesOf(device, index));
      const origin = device.origins?.[index] ?? 'cliente';
      const person: DemoPerson = DEMO_PEOPLE[device.typedBy];
      if (origin === 'cliente') {
        const typo = device.id === OFFICE && index === CORRECTED_MONTH ? TYPO_PAGES : 0;
        const day = 26 + (PEOPLE_ORDER.indexOf(device.typedBy) % 3);
        const when = cancunTime(dayOf(month, day), '10:00');
        await typeReading(
          db,
          device.id,
          month,
          { ...counters, bw: counters.bw - typo },
          person.uid,
          when,
        );
        if (typo)
          await call(correctReading, {
            equipmentId: device.id,
            month,
            ...counters,
            reason:
              'El cliente escribió dos dígitos al revés; lo confirmamos con la foto del contador.',
          });
        floors.set(device.id, counters);
      } else if (origin === 'automatica') {
        await collector.report(device, counters, high, cancunTime(dayOf(month, 26), '09:00'));
        floors.set(device.id, counters);
      } else {
        const mode = origin === 'estimada' ? 'estimar' : 'registrar';
        const recorded = await call<Counters>(recordMonthReading, {
          equipmentId: device.id,
          month,
          mode,
          ...(mode === 'registrar' ? counters : {}),
        });
        floors.set(device.id, { bw: recorded.bw, color: recorded.color });
      }
      readings += 1;
    };
    await Promise.all(DEMO_DEVICES.map(readMonth));
    await call(closeMonth, { month });
  }
  return readings;
}

/** This month's readings (one device still without it). */
async function seedThisMonth(cal: DemoCalendar, floors: Map<string, Counters>): Promise<number> {
  const { db } = await adminFirestore();
  const monthStart = cancunTime(dayOf(cal.month, 1), '00:01').getTime();
  const before = (minutes: number) =>
    new Date(
      Math.min(cal.now.getTime(), Math.max(monthStart, cal.now.getTime() - minutes * 60_000)),
    );
  const share = Math.max(dayOfMonth(cal.now) / 30, 0.05);
  let readings = 0;
  const typed = DEMO_DEVICES.filter((d) => d.id !== MISSING_THIS_MONTH);
  await Promise.all(
    typed.map(async (device) => {
      const floor = floors.get(device.id) ?? device.startCounters;
      const pages = {
        bw: Math.max(10, Math.round((device.pages.bw * share) / 10) * 10),
        color: device.color ? Math.max(10, Math.round((device.pages.color * share) / 10) * 10) : 0,
      };
      const counters = add(floor, pages);
      const person = DEMO_PEOPLE[device.typedBy];
      await typeReading(
        db,
        device.id,
        cal.month,
        counters,
        person.uid,
        before(device.id === RECEPTION ? 120 : 60),
      );
      floors.set(device.id, counters);
      readings += 1;
    }),
  );
  return readings;
}

/**
 * The office's cartridge yield, set on its device as the desk's form would: the pages it prints a
 * day since the delivery, for the cartridge to run out five days from now ("Tóner por agotarse").
 */
async function setTonerYield(cal: DemoCalendar, logger: Logger): Promise<void> {
  const { db, Timestamp } = await adminFirestore();
  const ref = db.collection(EQUIPMENT).doc(OFFICE);
  const data = (await ref.get()).data() ?? {};
  const delivery = (data.lastToner as Record<string, Record<string, unknown>> | undefined)?.Negro;
  const last = data.lastReading as { bw: number; at: { toMillis(): number } } | null;
  if (!delivery || !last) return;
  const millis = (value: unknown) =>
    typeof value === 'string' ? Date.parse(value) : (value as { toMillis(): number }).toMillis();
  const days = (from: number, to: number) => (to - from) / 86_400_000;
  const perDay =
    (last.bw - Number(delivery.bw)) / days(millis(delivery.countersAt), last.at.toMillis());
  const runsOut = days(millis(delivery.at), cal.now.getTime() + 5 * 86_400_000);
  const pages = Math.max(1, Math.ceil(perDay * runsOut));
  await ref.update({
    tonerYield: { Negro: pages },
    updatedAt: Timestamp.now(),
    updatedBy: ADMIN.uid,
  });
  const after = (await ref.get()).data();
  await forecastDeviceToner(OFFICE, after, {
    store: createFirestoreTonerStore(adminFirestore),
    clock: () => cal.now,
    logger,
  });
}

/**
 * The year is written with the Functions emulator's background triggers paused (its hub's
 * switch, as @firebase/rules-unit-testing's withFunctionTriggersDisabled): its 60 device writes
 * and 24 statements would otherwise queue a few minutes of trigger runs (each device's toner
 * forecast, each statement's e-mail) on a small machine, behind every test's own. What those
 * triggers would write for the year the seed does itself (the toner stamp and forecast); the
 * year's statement e-mails are not sent. Without a Functions emulator it simply runs.
 */
async function withTriggersPaused<T>(run: () => Promise<T>): Promise<T> {
  const hub = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}/functions`;
  const put = (path: string) =>
    fetch(`${hub}/${path}`, { method: 'PUT' }).then(
      (response) => response.ok,
      () => false,
    );
  const paused = await put('disableBackgroundTriggers');
  // The triggers are switched back on whether or not `run` fails; its own error goes first.
  const outcome = await run().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const resumed = !paused || (await put('enableBackgroundTriggers'));
  if (!outcome.ok) throw outcome.error;
  if (!resumed) throw new Error('No se pudieron reactivar los triggers del emulador de Functions.');
  return outcome.value;
}

/**
 * The callables log each close and recorded reading as a structured INFO line (firebase-functions'
 * logger writes straight to stdout): a year of them is kept out of the start's console; warnings
 * and errors still show.
 */
async function withoutInfoLines<T>(run: () => Promise<T>): Promise<T> {
  const original = process.stdout.write;
  const write = original.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: never[]) =>
    typeof chunk === 'string' && chunk.startsWith('{') && chunk.includes('"severity":"INFO"')
      ? true
      : write(chunk as string, ...rest)) as typeof process.stdout.write;
  try {
    return await run();
  } finally {
    process.stdout.write = original;
  }
}

/**
 * The demo business, once: resolves one Spanish line per step (for the start's console). The
 * accounts are created by the caller (scripts/seed.ts) before.
 */
export async function seedDemoBusiness(now = new Date()): Promise<string[]> {
  demoProject();
  return await withoutInfoLines(() => seedOnce(now));
}

async function seedOnce(now: Date): Promise<string[]> {
  const started = Date.now();
  const { db, Timestamp } = await adminFirestore();
  const marker = db.collection(DEMO_MARKER.collection).doc(DEMO_MARKER.id);
  if ((await marker.get()).exists)
    return ['Negocio de demostración ya sembrado (npm start -- --reset lo siembra de nuevo).'];
  const warnings: string[] = [];
  const logger: Logger = {
    info: () => {},
    warn: (message) => warnings.push(`aviso: ${message}`),
    error: (message) => warnings.push(`error: ${message}`),
  };
  const cal = demoCalendar(now);
  const floors = new Map<string, Counters>();
  const linked = cancunTime(dayOf(cal.closed[0] ?? cal.month, 1), '09:00');
  await Promise.all(PEOPLE_ORDER.map((key) => ensureUserDoc(db, DEMO_PEOPLE[key], linked)));
  // admin@demo.test is also a technician (Usuarios' "Técnico"), unless someone switched it off.
  const admin = db.collection(USERS).doc(ADMIN.uid);
  const adminDoc = (await admin.get()).data();
  if (adminDoc?.role === 'admin' && !('technician' in adminDoc))
    await admin.update({ technician: true });

  const year = await withTriggersPaused(async () => {
    await db.runTransaction(async (tx) => {
      for (const company of DEMO_COMPANIES) {
        const members = Object.values(DEMO_PEOPLE).filter((p) => p.clientId === company.id);
        writeCompany(tx, db, company, DEMO_PEOPLE[company.founder], members, ADMIN.uid, linked);
      }
      for (const device of DEMO_DEVICES)
        writeDevice(tx, db, device, cal.startDate, null, ADMIN.uid, linked);
    });
    const collector = await installCollector(
      DEMO_COMPANIES[0].id,
      ADMIN.uid,
      cancunTime(dayOf(cal.closed[0] ?? cal.month, 20), '10:00'),
      logger,
    );
    const readings = await seedYear(cal, collector, floors, logger);
    return { collector, readings: readings + (await seedThisMonth(cal, floors)) };
  });
  // With the triggers on again: the tickets' e-mails go out (and mark them notified) as always,
  // the collector's report of today opens its toner ticket, the forecast follows the yield.
  const tickets = [tonerTicket(cal.closed.at(-1) ?? cal.month), ...demoTickets(cal)];
  await Promise.all(tickets.map((ticket) => writeTicket(db, ticket, ADMIN)));
  const reception = DEMO_DEVICES.find((d) => d.id === RECEPTION);
  const floor = floors.get(RECEPTION);
  if (reception && floor)
    await year.collector.report(
      reception,
      add(floor, { bw: 18, color: 4 }),
      { Negro: 46, Cian: 12, Magenta: 38, Amarillo: 57 },
      cal.now,
    );
  await setTonerYield(cal, logger);
  await marker.create({ seededAt: Timestamp.fromDate(now), month: cal.month });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return [
    `Negocio de demostración: ${DEMO_COMPANIES.length} empresas, ${DEMO_DEVICES.length} equipos, ` +
      `${year.readings} lecturas, ${cal.closed.length} meses cerrados (${cal.closed[0]} a ` +
      `${cal.closed.at(-1)}), ${tickets.length + 1} tickets y el lector automático (${seconds} s).`,
    ...warnings,
  ];
}

export { DEMO_PEOPLE, PEOPLE_ORDER, roleLabel } from './plan.js';
export type { DemoDevice };
