/**
 * The meter collector end to end (npm --prefix functions run test:emulator): the REAL collector
 * (agent/dist/cli.js, built here) reads two simulated printers (agent/test/simulator.ts: a colour
 * Kyocera and a B/N HP on 127.0.0.1) and reports to `agentReport` in the Functions emulator,
 * after enrolling with a code an admin created through `createAgentCode`. Firestore then holds
 * the day's snapshots and `agent`; a yellow toner that drops to 12 % opens exactly one toner
 * ticket (the collector run twice); a counter that goes backwards is refused and shown to the
 * desk. On the 25th of next month (the emulator-only `x-tusocio-reloj` header, which
 * ./agent-clock.mjs adds to the collector's requests) the collector's run writes both printers'
 * automatic readings of the month, once. A wrong key, a revoked key, another
 * company's device, a counter gone backwards alone in a report and malformed reports are each
 * answered with a 4xx JSON (a report with some printers accepted is a 200 listing the refused
 * ones), and nothing is stored for them.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { monthId } from '../../../src/domain/client-portal.js';
import { cancunDate } from '../../../src/domain/business-hours.js';
import {
  hpMono,
  kyoceraColor,
  PRT,
  startPrinter,
  type RunningPrinter,
} from '../../../agent/test/simulator.js';
import { freeUdpPort } from '../../../agent/test/helpers.js';
import { BASE } from './local-stack.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = join(ROOT, 'agent/dist/cli.js');
/** Makes the collector's requests carry the emulator's clock header (./agent-clock.mjs). */
const CLOCK = join(dirname(fileURLToPath(import.meta.url)), 'agent-clock.mjs');
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const run = uniq();
// The simulator's serials are fixed: each run frees them from an earlier run's devices first.
const KYOCERA_SERIAL = 'VCF9X00001';
const HP_SERIAL = 'PHBBK12345';
const clientId = `hotel${run}`;
const otherClient = `otro${run}`;
const KY = `EKY${run}`;
const HP = `EHP${run}`;
const OTHER = `EOT${run}`;
const MONTH = monthId(new Date());

let home = '';
let printers: RunningPrinter[] = [];
let ports: number[] = [];
let adminToken = '';

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Prueba-Lector-2026', returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

async function callable<T>(name: string, data: unknown, token = adminToken) {
  const res = await fetch(`${BASE}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { result?: T; error?: { message: string } },
  };
}

/**
 * The collector as a child process: its exit code and its log (stdout + stderr). With `at`, the
 * functions take that moment as "now" (the emulator-only clock header, added by ./agent-clock.mjs).
 */
function collector(args: string[], at?: Date): Promise<{ code: number; log: string }> {
  const clock = at ? ['--import', pathToFileURL(CLOCK).href] : [];
  const env: NodeJS.ProcessEnv = { ...process.env, TUSOCIO_LECTOR_HOME: home };
  if (at) env.TUSOCIO_PRUEBA_RELOJ = at.toISOString();
  return new Promise((done) => {
    execFile(
      process.execPath,
      [...clock, CLI, ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, log: `${stdout}${stderr}` });
      },
    );
  });
}

const readEquipos = () => ports.flatMap((port) => ['--equipo', `127.0.0.1:${port}`]);

async function report(key: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}/agentReport`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
}

async function device(id: string) {
  const { db } = await adminFirestore();
  return (await db.collection('equipment').doc(id).get()).data() ?? {};
}

async function tonerTickets(id: string) {
  const { db } = await adminFirestore();
  const found = await db.collection('tickets').where('equipmentId', '==', id).get();
  return found.docs.map((d) => d.data()).filter((t) => t.kind === 'toner');
}

function siteKey(): string {
  return (JSON.parse(readFileSync(join(home, 'config.json'), 'utf8')) as { siteKey: string })
    .siteKey;
}

beforeAll(async () => {
  execFileSync('npm', ['--prefix', join(ROOT, 'agent'), 'run', '-s', 'build'], {
    stdio: 'inherit',
  });
  home = mkdtempSync(join(tmpdir(), 'tusocio-lector-emu-'));
  const { db, FieldValue, Timestamp } = await adminFirestore();

  const admin = await signUp(`admin${run}@tusocio.test`);
  adminToken = admin.idToken;
  await db
    .collection('users')
    .doc(admin.uid)
    .set({ email: `admin${run}@tusocio.test`, role: 'admin' });

  // Earlier runs' devices with the simulator's serials belong to other companies by now.
  for (const serial of [KYOCERA_SERIAL, HP_SERIAL]) {
    const old = await db.collection('equipment').where('serial', '==', serial).get();
    await Promise.all(old.docs.map((d) => d.ref.update({ serial: `${serial}-OLD${d.id}` })));
  }
  for (const [id, name] of [
    [clientId, 'Hotel Lector'],
    [otherClient, 'Otra Empresa'],
  ] as const)
    await db
      .collection('clients')
      .doc(id)
      .set({
        email: `${id}@cliente.test`,
        name,
        company: name,
        leadId: null,
        linkedAt: FieldValue.serverTimestamp(),
        linkedBy: admin.uid,
      });
  await db
    .collection('members')
    .doc(`pepe${run}`)
    .set({
      clientId,
      role: 'administrador',
      email: `pepe${run}@cliente.test`,
      name: 'Pepe Lector',
      addedAt: FieldValue.serverTimestamp(),
      addedBy: admin.uid,
    });
  // Rented from this month: the month close's emulator test closes an earlier month and counts
  // every device rented then.
  const contract = {
    startDate: `${MONTH}-01`,
    monthlyFeeMxn: 1160,
    includedPagesBw: 2000,
    includedPagesColor: 500,
    extraPagePriceBw: 0.35,
    extraPagePriceColor: 2,
    responseHours: 4,
    resolutionHours: 16,
  };
  // This month already read (so the collector's own run writes no reading on any day): the
  // floors are the simulator's counters minus a few pages.
  const base = (
    serial: string,
    model: string,
    color: boolean,
    bw: number,
    c: number,
    owner = clientId,
  ) => ({
    clientId: owner,
    model,
    serial,
    color,
    location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
    contract,
    startCounters: { bw: 0, color: 0 },
    lastReading: { month: MONTH, bw, color: c, at: Timestamp.now() },
    lastReadingMonth: MONTH,
    createdAt: FieldValue.serverTimestamp(),
  });
  await db
    .collection('equipment')
    .doc(KY)
    .set(base(KYOCERA_SERIAL, 'ECOSYS M6630cidn', true, 9000, 5900));
  await db
    .collection('equipment')
    .doc(HP)
    .set(base(HP_SERIAL, 'HP LaserJet Pro M404dn', false, 48000, 0));
  await db
    .collection('equipment')
    .doc(OTHER)
    .set(base(`OTRA${run}`, 'Brother', false, 10, 0, otherClient));

  ports = [await freeUdpPort(), await freeUdpPort()];
  const ky = kyoceraColor('127.0.0.1', ports[0] ?? 0);
  // Yellow starts at 60 %: no toner ticket until it drops.
  ky.supplies = ky.supplies.map((s) =>
    s.description.includes('Yellow') ? { ...s, level: 60 } : s,
  );
  printers = [await startPrinter(ky), await startPrinter(hpMono('127.0.0.1', ports[1] ?? 0))];
}, 120_000);

afterAll(async () => {
  await Promise.all(printers.map((p) => p.close()));
  if (home) rmSync(home, { recursive: true, force: true });
});

describe('the collector against the Functions emulator', () => {
  it('enrols with a code, reports snapshots, opens one toner ticket at 12 %, refuses a counter going backwards', async () => {
    const created = await callable<{ code: string; expiresAt: string; message: string }>(
      'createAgentCode',
      { clientId },
    );
    expect(created.status).toBe(200);
    expect(created.body.result?.message).toBe(
      'Código creado. Es válido por 24 horas y se usa una sola vez.',
    );
    const code = created.body.result?.code ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){2}$/);

    const install = await collector(['instalar', code, '--servidor', BASE]);
    expect(install.log).toContain('Lector instalado.');
    expect(install.code).toBe(0);
    // The code is single use.
    const reuse = await fetch(`${BASE}/agentEnroll`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, version: '1.0.0' }),
    });
    expect(reuse.status).toBe(403);
    expect(await reuse.json()).toEqual({
      success: false,
      message: 'El código de instalación no es válido o ya se usó.',
    });

    const { db } = await adminFirestore();
    const first = await collector(['leer', ...readEquipos()]);
    expect(first.log).toContain('aceptadas: 2');
    expect(first.code).toBe(0);
    const today = cancunDate(new Date());
    const ky = await device(KY);
    expect(ky.agent).toMatchObject({ total: 15230, bw: 9230, color: 6000 });
    expect(ky.agentRefused).toBeNull();
    const snap = await db.doc(`equipment/${KY}/snapshots/${today}`).get();
    expect(snap.data()).toMatchObject({ day: today, bw: 9230, color: 6000, total: 15230 });
    expect(snap.get('supplies')).toContainEqual({
      description: 'TK-5280Y Yellow Toner',
      color: 'Amarillo',
      level: 60,
      max: 100,
      percent: 60,
    });
    const hp = await device(HP);
    expect(hp.agent).toMatchObject({ bw: 48211, color: 0 });
    expect((await db.collection(`equipment/${HP}/snapshots`).get()).size).toBe(1);
    expect(await tonerTickets(KY)).toHaveLength(0);
    const sites = await db.collection('agentSites').where('clientId', '==', clientId).get();
    expect(sites.size).toBe(1);
    expect(sites.docs[0]?.get('lastReportAt')).not.toBeNull();

    // The yellow toner drops to 12 %: one ticket; a second run: still one.
    printers[0]?.set(PRT.supplyLevel(4), { type: 'Integer', value: 12 });
    expect((await collector(['leer', ...readEquipos()])).code).toBe(0);
    expect((await collector(['leer', ...readEquipos()])).code).toBe(0);
    const tickets = await tonerTickets(KY);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      clientId,
      authorUid: `pepe${run}`,
      status: 'Abierto',
      open: true,
      openedBy: 'empresa',
      tonerColors: ['Amarillo'],
      description: 'Pedido automático: el lector reporta tóner Amarillo al 12 %.',
    });
    expect(await tonerTickets(HP)).toHaveLength(0);
    // The device's marker holds the colour for its ticket (one request per colour, whoever asks:
    // src/domain/toner-requests.ts); resolved, releaseTonerRequest frees it.
    const marker = db.doc(`equipment/${KY}/tonerRequests/open`);
    const [kyTicket] = (await db.collection('tickets').where('equipmentId', '==', KY).get()).docs;
    expect((await marker.get()).data()).toEqual({
      colors: { Amarillo: kyTicket?.id },
      lastTicketId: kyTicket?.id,
    });
    await kyTicket?.ref.update({ status: 'Resuelto', open: false });
    await expect
      .poll(async () => (await marker.get()).get('colors'), { timeout: 20_000, interval: 250 })
      .toEqual({});
    // Still one snapshot per device for today.
    expect((await db.collection(`equipment/${KY}/snapshots`).get()).size).toBe(1);

    // The HP's counter goes backwards: refused, shown to the desk, its last report unchanged.
    printers[1]?.set(PRT.lifeCount, { type: 'Counter', value: 47000 });
    const back = await collector(['leer', ...readEquipos()]);
    expect(back.log).toContain('El contador es menor que la última lectura');
    const hpAfter = await device(HP);
    expect(hpAfter.agentRefused).toMatchObject({ bw: 47000, floorBw: 48000 });
    expect(hpAfter.agent).toMatchObject({ bw: 48211 });
    expect((await db.doc(`equipment/${HP}/snapshots/${today}`).get()).get('bw')).toBe(48211);
    // Alone in a report, the backwards counter is a 4xx JSON answer.
    const alone = await report(siteKey(), {
      version: '1.0.0',
      sentAt: new Date().toISOString(),
      printers: [
        {
          serial: HP_SERIAL,
          model: 'HP LaserJet Pro M404dn',
          counters: { total: 47000, bw: 47000, color: 0 },
          supplies: [],
        },
      ],
    });
    expect(alone).toMatchObject({
      status: 422,
      body: {
        success: false,
        message: 'El contador es menor que la última lectura (B/N 48,000, color 0).',
        accepted: 0,
      },
    });
    expect((await device(HP)).agent).toMatchObject({ bw: 48211 });
    printers[1]?.set(PRT.lifeCount, { type: 'Counter', value: 48211 });
  });

  it("writes both printers' automatic readings of the month from day 25, once", async () => {
    const now = new Date();
    // The 25th of next month, noon in Cancún: this month's reading exists, next month's is due.
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 25, 17));
    const month = monthId(next);
    const day = cancunDate(next);
    const first = await collector(['leer', ...readEquipos()], next);
    expect(first.log).toContain('aceptadas: 2');
    expect(first.code).toBe(0);
    const { db } = await adminFirestore();
    const kyReading = await db.doc(`equipment/${KY}/readings/${month}`).get();
    expect(kyReading.data()).toMatchObject({
      month,
      bw: 9230,
      color: 6000,
      previous: { bw: 9000, color: 5900 },
      source: 'automatica',
    });
    expect(String(kyReading.get('by'))).toMatch(/^agent:/);
    const hpReading = await db.doc(`equipment/${HP}/readings/${month}`).get();
    expect(hpReading.data()).toMatchObject({
      month,
      bw: 48211,
      color: 0,
      previous: { bw: 48000, color: 0 },
      source: 'automatica',
    });
    expect(await device(KY)).toMatchObject({
      lastReadingMonth: month,
      lastReading: { month, bw: 9230, color: 6000 },
    });
    expect(await device(HP)).toMatchObject({
      lastReadingMonth: month,
      lastReading: { month, bw: 48211, color: 0 },
      agentRefused: null,
    });

    // Later that day the HP printed more: its snapshot follows, the month's reading stays.
    printers[1]?.set(PRT.lifeCount, { type: 'Counter', value: 48300 });
    expect((await collector(['leer', ...readEquipos()], next)).code).toBe(0);
    expect((await db.doc(`equipment/${HP}/readings/${month}`).get()).get('bw')).toBe(48211);
    expect((await db.doc(`equipment/${HP}/snapshots/${day}`).get()).get('bw')).toBe(48300);
    expect((await db.collection(`equipment/${KY}/readings`).get()).size).toBe(1);
  });

  it("refuses a wrong key, malformed reports and another company's device, storing nothing", async () => {
    const key = siteKey();
    const before = await device(KY);
    const good = (printers: unknown[]) => ({
      version: '1.0.0',
      sentAt: new Date().toISOString(),
      printers,
    });
    const wrong = await report(`tsl_${'x'.repeat(43)}`, good([]));
    expect(wrong).toEqual({
      status: 401,
      body: { success: false, message: 'Clave del lector no válida.' },
    });
    const bad = [
      { ...good([]), extra: true },
      good([
        {
          serial: KYOCERA_SERIAL,
          model: 'x',
          counters: { total: 1, bw: -5, color: 0 },
          supplies: [],
        },
      ]),
      good([
        {
          serial: KYOCERA_SERIAL,
          model: 'x',
          counters: { total: 1, bw: 99999, color: 0 },
          supplies: [],
          ip: '10.0.0.9',
        },
      ]),
      good(
        Array.from({ length: 501 }, (_, i) => ({
          serial: `S${i}`,
          model: '',
          counters: { total: 0, bw: 0, color: 0 },
          supplies: [],
        })),
      ),
    ];
    for (const body of bad) {
      const res = await report(key, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    const text = await fetch(`${BASE}/agentReport`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${key}` },
      body: 'hola',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { success: boolean }).success).toBe(false);
    const get = await fetch(`${BASE}/agentReport`, { headers: { Authorization: `Bearer ${key}` } });
    expect(get.status).toBe(405);

    const foreign = await report(
      key,
      good([
        {
          serial: `otra${run}`,
          model: 'Brother',
          counters: { total: 50, bw: 50, color: 0 },
          supplies: [],
        },
      ]),
    );
    expect(foreign).toEqual({
      status: 422,
      body: {
        success: false,
        message: 'Ese número de serie no es de un equipo de tu empresa.',
        accepted: 0,
        refused: [
          {
            serial: `otra${run}`,
            message: 'Ese número de serie no es de un equipo de tu empresa.',
          },
        ],
      },
    });
    const other = await device(OTHER);
    expect(other.agent).toBeUndefined();
    const { db } = await adminFirestore();
    expect((await db.collection(`equipment/${OTHER}/snapshots`).get()).size).toBe(0);
    expect((await device(KY)).agent).toEqual(before.agent);
  });

  it('a revoked key is refused (403) and the collector says so', async () => {
    const { db } = await adminFirestore();
    const sites = await db.collection('agentSites').where('clientId', '==', clientId).get();
    const siteId = sites.docs[0]?.id ?? '';
    const revoked = await callable<{ message: string }>('revokeAgentSite', { siteId });
    expect(revoked.body.result).toEqual({ message: 'Lector revocado.' });
    const before = await device(KY);
    const res = await report(siteKey(), {
      version: '1.0.0',
      sentAt: new Date().toISOString(),
      printers: [],
    });
    expect(res).toEqual({
      status: 403,
      body: { success: false, message: 'Este lector fue revocado.' },
    });
    const read = await collector(['leer', ...readEquipos()]);
    expect(read.code).toBe(1);
    expect(read.log).toContain('Este lector fue revocado.');
    expect((await device(KY)).agent).toEqual(before.agent);
  });
});
