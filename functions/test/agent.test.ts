/**
 * The meter collector's functions as pure handlers on an in-memory AgentStore that applies the
 * same plans the Firestore adapter does (agent/store.ts): installation codes (format, single use,
 * expiry, admins only), the site key (unknown, malformed, revoked), the per-site limit, strict
 * validation (nothing stored on a 400), the serial match, the floor, the day-25 reading and the
 * toner ticket once per colour. Each test asserts what a caller sees and what is stored.
 */
import { describe, expect, it } from 'vitest';

import type { HttpRequest, HttpResponse } from '../src/http-types.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import type { AgentDeps } from '../src/agent/deps.js';
import {
  createAgentCode,
  handleAgentEnroll,
  normalizeCode,
  revokeAgentSite,
  sha256Hex,
} from '../src/agent/enroll.js';
import { AGENT_MESSAGES as M } from '../src/agent/messages.js';
import { handleAgentReport, MAX_PRINTERS, MAX_REPORT_BYTES } from '../src/agent/report.js';
import type {
  AgentCodeDoc,
  AgentRefusal,
  AgentSiteDoc,
  AgentState,
  AgentStore,
  AgentReadingDoc,
  PrinterPlan,
  PrinterSnapshot,
  SnapshotDoc,
  TonerColor,
  TonerTicketDoc,
} from '../src/agent/store.js';
import { recordingLogger } from './helpers.js';

interface FakeDevice {
  clientId: string;
  serial: string;
  model: string;
  color: boolean;
  startCounters: { bw: number; color: number };
  lastReading: { month: string; bw: number; color: number; at: Date } | null;
  lastReadingMonth: string;
  contractEnd: unknown;
  agent?: AgentState;
  agentRefused?: AgentRefusal | null;
}

function fakeStore() {
  const codes = new Map<string, AgentCodeDoc>();
  const sites = new Map<string, AgentSiteDoc>();
  const clients = new Set<string>(['hotel', 'otra']);
  const devices = new Map<string, FakeDevice>();
  const readings = new Map<string, AgentReadingDoc>();
  const snapshots = new Map<string, SnapshotDoc>();
  const closes = new Map<string, string>();
  const members = [
    { uid: 'pepe', clientId: 'hotel', role: 'administrador', email: 'pepe@hotel.test' },
  ];
  const tickets: (TonerTicketDoc & { createdAt: Date })[] = [];
  function recordPrinter(
    id: string,
    month: string,
    plan: (snapshot: PrinterSnapshot) => PrinterPlan,
  ): PrinterPlan {
    const d = devices.get(id);
    const snapshot: PrinterSnapshot = {
      device: d
        ? {
            clientId: d.clientId,
            color: d.color,
            model: d.model,
            serial: d.serial,
            lastReading: d.lastReading
              ? { bw: d.lastReading.bw, color: d.lastReading.color }
              : null,
            startCounters: d.startCounters,
            lastReadingMonth: d.lastReadingMonth,
            contractEnded: d.contractEnd != null,
            contract: {},
          }
        : null,
      readingExists: readings.has(`${id}/${month}`),
      monthClosed: closes.get(month) === 'cerrado',
    };
    const decided = plan(snapshot);
    if (!d || decided.kind === 'missing') return decided;
    if (decided.kind === 'refused') {
      d.agentRefused = decided.refusal;
      return decided;
    }
    snapshots.set(`${id}/${decided.snapshot.day}`, decided.snapshot);
    d.agent = decided.agent;
    d.agentRefused = null;
    if (decided.reading) {
      const r = decided.reading;
      if (readings.has(`${id}/${r.month}`)) throw new Error('reading exists');
      readings.set(`${id}/${r.month}`, r);
      d.lastReading = { month: r.month, bw: r.bw, color: r.color, at: r.at };
      d.lastReadingMonth = r.month;
    }
    return decided;
  }
  const store: AgentStore = {
    async createCode(hash, code) {
      codes.set(hash, { ...code });
    },
    async clientExists(id) {
      return clients.has(id);
    },
    async enroll(hash, decide) {
      const decided = decide(codes.get(hash) ?? null);
      if (decided.kind === 'enroll') {
        sites.set(decided.siteId, { ...decided.site });
        const code = codes.get(hash);
        if (code)
          codes.set(hash, { ...code, usedAt: decided.site.enrolledAt, siteId: decided.siteId });
      }
      return decided;
    },
    async revokeSite(id, by, now) {
      const site = sites.get(id);
      if (!site) return false;
      if (!site.revokedAt) sites.set(id, { ...site, revokedAt: now, revokedBy: by });
      return true;
    },
    async siteByKeyHash(hash) {
      for (const [siteId, site] of sites)
        if (site.keyHash === hash)
          return { siteId, clientId: site.clientId, revoked: site.revokedAt !== null };
      return null;
    },
    async devicesOf(clientId) {
      return [...devices]
        .filter(([, d]) => d.clientId === clientId)
        .map(([id, d]) => ({ id, serial: d.serial }));
    },
    async recordPrinters(ids, month, plan, touch) {
      const plans = ids.map((id) => recordPrinter(id, month, (snapshot) => plan(id, snapshot)));
      if (touch) {
        const site = sites.get(touch.siteId);
        if (site)
          sites.set(touch.siteId, {
            ...site,
            lastReportAt: touch.now,
            lastReportVersion: touch.version,
          });
      }
      return plans;
    },
    async adminMember(clientId) {
      const m = members.find((x) => x.clientId === clientId && x.role === 'administrador');
      return m ? { uid: m.uid, email: m.email } : null;
    },
    async openTonerTickets(equipmentId, make, now) {
      const colors = new Set<TonerColor>();
      for (const t of tickets)
        if (t.equipmentId === equipmentId && t.open && t.kind === 'toner')
          for (const c of t.tonerColors) colors.add(c);
      const made = make(colors);
      for (const t of made) tickets.push({ ...t, createdAt: now });
      return made.length;
    },
  };
  return { store, codes, sites, clients, devices, readings, snapshots, closes, members, tickets };
}

/** A deterministic random source (different bytes on every call). */
function counterRandom() {
  let n = 0;
  return (size: number) =>
    Buffer.from(Array.from({ length: size }, () => (n = (n * 131 + 7) % 251)));
}

function setup(options: { reportLimit?: number; now?: Date } = {}) {
  const fake = fakeStore();
  let now = options.now ?? new Date('2026-06-10T15:00:00Z');
  const logger = recordingLogger();
  const deps: AgentDeps = {
    store: fake.store,
    enrollLimiter: createMemorySharedLimiter('enroll', { max: 10, windowMs: 3_600_000 }),
    reportLimiter: createMemorySharedLimiter('report', {
      max: options.reportLimit ?? 60,
      windowMs: 3_600_000,
    }),
    clientIpPosition: 1,
    testClock: false,
    clock: () => now,
    random: counterRandom(),
    logger,
  };
  const admin = {
    store: fake.store,
    clock: () => now,
    random: deps.random,
    adminEmail: async (uid: string) => (uid === 'admin' ? 'admin@tusocio.test' : null),
  };
  // Hotel: a colour Kyocera (floor 1000/500) and a B/N HP; another company's printer.
  fake.devices.set('E1', {
    clientId: 'hotel',
    serial: 'KY-123 456',
    model: 'Kyocera TASKalfa 2554ci',
    color: true,
    startCounters: { bw: 1000, color: 500 },
    lastReading: null,
    lastReadingMonth: '',
    contractEnd: null,
  });
  fake.devices.set('E2', {
    clientId: 'hotel',
    serial: 'CNB9876',
    model: 'HP LaserJet M404',
    color: false,
    startCounters: { bw: 2000, color: 0 },
    lastReading: { month: '2026-05', bw: 5000, color: 0, at: new Date('2026-05-26T12:00:00Z') },
    lastReadingMonth: '2026-05',
    contractEnd: null,
  });
  fake.devices.set('E9', {
    clientId: 'otra',
    serial: 'OTRA1',
    model: 'Brother',
    color: false,
    startCounters: { bw: 0, color: 0 },
    lastReading: null,
    lastReadingMonth: '',
    contractEnd: null,
  });
  return {
    ...fake,
    deps,
    admin,
    logger,
    setNow: (d: Date) => (now = d),
  };
}

type Env = ReturnType<typeof setup>;

function request(
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): HttpRequest {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    method,
    url: '/',
    headers: { 'content-type': 'application/json', ...headers },
    ip: '203.0.113.7',
    rawBody: Buffer.from(text, 'utf8'),
  };
}

const json = (res: HttpResponse) => res.body as unknown as Record<string, unknown>;

async function enrolled(env: Env, clientId = 'hotel') {
  const { code } = await createAgentCode({ clientId }, 'admin', env.admin);
  const res = await handleAgentEnroll(request({ code, version: '1.0.0' }), env.deps);
  expect(res.status).toBe(200);
  const body = json(res);
  return { siteId: body.siteId as string, siteKey: body.siteKey as string, code };
}

const supply = (description: string, color: TonerColor | null, percent: number | null) => ({
  description,
  color,
  level: percent,
  max: percent === null ? null : 100,
  percent,
});

const kyocera = (bw: number, color: number, tonerK = 80) => ({
  serial: 'ky123456',
  model: 'TASKalfa 2554ci',
  counters: { total: bw + color, bw, color },
  supplies: [
    supply('Black Toner', 'Negro', tonerK),
    supply('Cyan Toner', 'Cian', 60),
    supply('Waste Toner Box', null, 5),
  ],
});
const hp = (bw: number) => ({
  serial: 'CNB9876',
  model: 'HP LaserJet M404',
  counters: { total: bw, bw, color: 0 },
  supplies: [supply('Black Cartridge HP 58A', 'Negro', 70)],
});
const body = (printers: unknown[]) => ({
  version: '1.0.0',
  sentAt: '2026-06-10T15:00:00.000Z',
  printers,
});

async function report(env: Env, key: string, data: unknown, headers: Record<string, string> = {}) {
  const res = await handleAgentReport(
    request(data, { authorization: `Bearer ${key}`, ...headers }),
    env.deps,
  );
  return { status: res.status, body: json(res) };
}

describe('createAgentCode and agentEnroll', () => {
  it('gives an admin a grouped code once usable for 24 hours; the store keeps only its hash', async () => {
    const env = setup();
    const created = await createAgentCode({ clientId: 'hotel' }, 'admin', env.admin);
    expect(created.message).toBe(M.codeCreated);
    expect(created.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(created.expiresAt).toBe('2026-06-11T15:00:00.000Z');
    const plain = created.code.replace(/-/g, '');
    expect([...env.codes.keys()]).toEqual([sha256Hex(plain)]);
    expect(JSON.stringify([...env.codes.values()])).not.toContain(plain);

    // Lower case with spaces is the same code.
    const typed = created.code.toLowerCase().replace(/-/g, ' ');
    const res = await handleAgentEnroll(request({ code: typed, version: '1.0.0' }), env.deps);
    expect(res.status).toBe(200);
    const answer = json(res);
    expect(answer).toMatchObject({ success: true, message: 'Lector instalado.' });
    expect(answer.siteKey).toMatch(/^tsl_[A-Za-z0-9_-]{43}$/);
    const site = env.sites.get(answer.siteId as string);
    expect(site).toMatchObject({
      clientId: 'hotel',
      keyHash: sha256Hex(answer.siteKey as string),
      codeCreatedBy: 'admin',
      agentVersion: '1.0.0',
      revokedAt: null,
      lastReportAt: null,
    });
    expect(JSON.stringify(site)).not.toContain(answer.siteKey as string);

    // Single use.
    const again = await handleAgentEnroll(
      request({ code: created.code, version: '1.0.0' }),
      env.deps,
    );
    expect(again.status).toBe(403);
    expect(json(again)).toEqual({ success: false, message: M.codeInvalid });
    expect(env.sites.size).toBe(1);
  });

  it('refuses an expired code (410), an unknown one and bad bodies, and creates no site', async () => {
    const env = setup();
    const { code } = await createAgentCode({ clientId: 'hotel' }, 'admin', env.admin);
    env.setNow(new Date('2026-06-11T15:00:01Z'));
    const expired = await handleAgentEnroll(request({ code, version: '1.0.0' }), env.deps);
    expect(expired.status).toBe(410);
    expect(json(expired)).toEqual({ success: false, message: M.codeExpired });
    const unknown = await handleAgentEnroll(
      request({ code: 'ABCD-EFGH-JKLM', version: '1.0.0' }),
      env.deps,
    );
    expect([unknown.status, json(unknown).message]).toEqual([403, M.codeInvalid]);
    const ambiguous = await handleAgentEnroll(
      request({ code: 'ABCD-EFGH-JKL0', version: '1.0.0' }),
      env.deps,
    );
    expect(ambiguous.status).toBe(403);
    for (const bad of [
      {},
      { code },
      { code, version: '1.0.0', extra: 1 },
      { code: 5, version: '1' },
      [],
    ]) {
      const res = await handleAgentEnroll(request(bad), env.deps);
      expect(res.status).toBe(400);
      expect(json(res).success).toBe(false);
    }
    expect((await handleAgentEnroll(request('{"code":', {}), env.deps)).status).toBe(400);
    expect((await handleAgentEnroll(request({ code }, {}, 'GET'), env.deps)).status).toBe(405);
    expect(
      (
        await handleAgentEnroll(
          request({ code, version: '1' }, { 'content-type': 'text/plain' }),
          env.deps,
        )
      ).status,
    ).toBe(415);
    expect(env.sites.size).toBe(0);
  });

  it('limits enrolment attempts per address (429 with Retry-After)', async () => {
    const env = setup();
    let last: HttpResponse | null = null;
    for (let i = 0; i < 11; i += 1)
      last = await handleAgentEnroll(request({ code: 'ABCD-EFGH-JKLM', version: '1' }), env.deps);
    expect(last?.status).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('only admins create codes or revoke sites, for a company or site that exists', async () => {
    const env = setup();
    await expect(createAgentCode({ clientId: 'hotel' }, null, env.admin)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(createAgentCode({ clientId: 'hotel' }, 'pepe', env.admin)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(createAgentCode({ clientId: 'nadie' }, 'admin', env.admin)).rejects.toMatchObject({
      code: 'not-found',
      message: M.clientNotFound,
    });
    await expect(createAgentCode({ clientId: 'a/b' }, 'admin', env.admin)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(revokeAgentSite({ siteId: 'nada' }, 'admin', env.admin)).rejects.toMatchObject({
      code: 'not-found',
    });
    const { siteId } = await enrolled(env);
    await expect(revokeAgentSite({ siteId }, 'pepe', env.admin)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await revokeAgentSite({ siteId }, 'admin', env.admin)).toEqual({
      message: 'Lector revocado.',
    });
    expect(env.sites.get(siteId)).toMatchObject({ revokedBy: 'admin' });
    expect(normalizeCode('abcd efgh jkl')).toBeNull();
  });
});

describe('agentReport: who may report', () => {
  it('401 for a missing, malformed or unknown key; 403 once revoked; nothing stored', async () => {
    const env = setup();
    const { siteId, siteKey } = await enrolled(env);
    const data = body([kyocera(1500, 700)]);
    const none = await handleAgentReport(request(data), env.deps);
    expect([none.status, json(none)]).toEqual([401, { success: false, message: M.keyInvalid }]);
    expect((await report(env, 'tsl_short', data)).status).toBe(401);
    const wrong = `tsl_${'A'.repeat(43)}`;
    expect(await report(env, wrong, data)).toEqual({
      status: 401,
      body: { success: false, message: M.keyInvalid },
    });
    await revokeAgentSite({ siteId }, 'admin', env.admin);
    expect(await report(env, siteKey, data)).toEqual({
      status: 403,
      body: { success: false, message: 'Este lector fue revocado.' },
    });
    expect(env.snapshots.size).toBe(0);
    expect(env.devices.get('E1')?.agent).toBeUndefined();
    expect(env.sites.get(siteId)?.lastReportAt).toBeNull();
  });

  it('limits reports per site (429)', async () => {
    const env = setup({ reportLimit: 2 });
    const { siteKey } = await enrolled(env);
    expect((await report(env, siteKey, body([]))).status).toBe(200);
    expect((await report(env, siteKey, body([]))).status).toBe(200);
    const third = await report(env, siteKey, body([]));
    expect(third.status).toBe(429);
    expect(third.body.success).toBe(false);
  });
});

describe('agentReport: validation (400, nothing stored)', () => {
  const bad: [string, unknown][] = [
    ['an unknown top-level key', { ...body([]), ip: '10.0.0.5' }],
    ['a missing key', { version: '1.0.0', printers: [] }],
    ['printers not a list', { ...body([]), printers: {} }],
    ['a bad date', { ...body([]), sentAt: 'ayer' }],
    ['an unknown printer key', body([{ ...kyocera(1500, 700), host: 'impresora.local' }])],
    [
      'a fractional counter',
      body([{ ...kyocera(1500, 700), counters: { total: 1, bw: 1.5, color: 0 } }]),
    ],
    [
      'a negative counter',
      body([{ ...kyocera(1500, 700), counters: { total: 1, bw: -1, color: 0 } }]),
    ],
    [
      'a counter too large',
      body([{ ...kyocera(1500, 700), counters: { total: 1e9, bw: 1, color: 0 } }]),
    ],
    [
      'a counter as text',
      body([{ ...kyocera(1500, 700), counters: { total: '5', bw: 1, color: 0 } }]),
    ],
    ['a serial too long', body([{ ...kyocera(1500, 700), serial: 'X'.repeat(81) }])],
    ['a serial without letters or digits', body([{ ...kyocera(1500, 700), serial: '---' }])],
    ['a model too long', body([{ ...kyocera(1500, 700), model: 'M'.repeat(121) }])],
    [
      'an unknown colour',
      body([{ ...kyocera(1500, 700), supplies: [supply('Verde', 'Verde' as TonerColor, 5)] }]),
    ],
    [
      'a percentage over 100',
      body([{ ...kyocera(1500, 700), supplies: [supply('Black', 'Negro', 101)] }]),
    ],
    [
      'a supply with an extra key',
      body([{ ...kyocera(1500, 700), supplies: [{ ...supply('Black', 'Negro', 5), x: 1 }] }]),
    ],
    [
      'the same serial twice',
      body([kyocera(1500, 700), { ...kyocera(1600, 700), serial: 'KY-123456' }]),
    ],
  ];
  it.each(bad)('refuses %s', async (_, data) => {
    const env = setup();
    const { siteId, siteKey } = await enrolled(env);
    const res = await report(env, siteKey, data);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
    expect(env.snapshots.size).toBe(0);
    expect(env.tickets).toHaveLength(0);
    expect(env.devices.get('E1')?.agent).toBeUndefined();
    expect(env.sites.get(siteId)?.lastReportAt).toBeNull();
  });

  it('refuses more than 500 printers with a Spanish message', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const printers = Array.from({ length: MAX_PRINTERS + 1 }, (_, i) => ({
      serial: `S${i}`,
      model: '',
      counters: { total: 0, bw: 0, color: 0 },
      supplies: [],
    }));
    const res = await report(env, siteKey, body(printers));
    expect(res).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'El reporte tiene más de 500 impresoras: divídelo en varios.',
      },
    });
    expect(env.snapshots.size).toBe(0);
  });

  it('answers 405, 415 and 400 (not JSON) as JSON', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const auth = { authorization: `Bearer ${siteKey}` };
    expect((await handleAgentReport(request(body([]), auth, 'GET'), env.deps)).status).toBe(405);
    const text = await handleAgentReport(
      request('hola', { ...auth, 'content-type': 'text/plain' }),
      env.deps,
    );
    expect([text.status, json(text).success]).toEqual([415, false]);
    const broken = await handleAgentReport(request('{"printers": [', auth), env.deps);
    expect([broken.status, json(broken).success]).toEqual([400, false]);
  });

  it('answers 413 as JSON for a body over 512 kB, storing nothing', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const auth = { authorization: `Bearer ${siteKey}` };
    const padded = (bytes: number) => {
      const text = JSON.stringify(body([]));
      return `${text.slice(0, -1)}${' '.repeat(bytes - text.length)}}`;
    };
    const over = await handleAgentReport(request(padded(MAX_REPORT_BYTES + 1), auth), env.deps);
    expect([over.status, json(over).success]).toEqual([413, false]);
    expect(env.snapshots.size).toBe(0);
    // Exactly the limit is read (a valid heartbeat, padded with spaces).
    const at = await handleAgentReport(request(padded(MAX_REPORT_BYTES), auth), env.deps);
    expect(at.status).toBe(200);
  });
});

describe('agentReport: per printer', () => {
  it('a heartbeat (no printers) is valid and stamps the site', async () => {
    const env = setup();
    const { siteId, siteKey } = await enrolled(env);
    const res = await report(env, siteKey, body([]));
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Reporte recibido (sin impresoras).',
        accepted: 0,
        refused: [],
      },
    });
    expect(env.sites.get(siteId)).toMatchObject({
      lastReportAt: new Date('2026-06-10T15:00:00Z'),
      lastReportVersion: '1.0.0',
    });
  });

  it('stores one snapshot per device and day and the last report; no reading before day 25', async () => {
    const env = setup();
    const { siteId, siteKey } = await enrolled(env);
    const res = await report(env, siteKey, body([kyocera(1500, 700), hp(5200)]));
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Reporte recibido: 2 de 2 impresoras aceptadas.',
        accepted: 2,
        refused: [],
      },
    });
    expect(env.snapshots.get('E1/2026-06-10')).toMatchObject({
      day: '2026-06-10',
      siteId,
      total: 2200,
      bw: 1500,
      color: 700,
    });
    expect(env.devices.get('E2')?.agent).toMatchObject({ siteId, bw: 5200, color: 0 });
    // Later the same day: the day's snapshot is overwritten, not added.
    env.setNow(new Date('2026-06-10T22:00:00Z'));
    await report(env, siteKey, body([kyocera(1600, 750)]));
    expect([...env.snapshots.keys()].filter((k) => k.startsWith('E1/'))).toEqual(['E1/2026-06-10']);
    expect(env.snapshots.get('E1/2026-06-10')?.bw).toBe(1600);
    // 23:30 in Cancún (UTC−5) on the 10th is still the 10th.
    env.setNow(new Date('2026-06-11T04:30:00Z'));
    await report(env, siteKey, body([kyocera(1700, 760)]));
    expect(env.snapshots.has('E1/2026-06-10')).toBe(true);
    expect(env.snapshots.has('E1/2026-06-11')).toBe(false);
    expect(env.readings.size).toBe(0);
  });

  it("refuses a serial of no device of the company (another company's included): nothing stored", async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const res = await report(
      env,
      siteKey,
      body([
        { ...hp(1), serial: 'OTRA1' },
        { ...hp(1), serial: 'NADA' },
      ]),
    );
    // None accepted: a 4xx, as the other refusals.
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      message: 'No se aceptó ninguna impresora del reporte.',
      accepted: 0,
      refused: [
        { serial: 'OTRA1', message: 'Ese número de serie no es de un equipo de tu empresa.' },
        { serial: 'NADA', message: 'Ese número de serie no es de un equipo de tu empresa.' },
      ],
    });
    expect(env.devices.get('E9')?.agent).toBeUndefined();
    expect(env.snapshots.size).toBe(0);
  });

  it('refuses a counter below the floor: refused entry, agentRefused for the desk, a log line', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const res = await report(env, siteKey, body([hp(4999), kyocera(1500, 499)]));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      accepted: 0,
      refused: [
        {
          serial: 'CNB9876',
          message: 'El contador es menor que la última lectura (B/N 5,000, color 0).',
        },
        {
          serial: 'ky123456',
          message: 'El contador es menor que la última lectura (B/N 1,000, color 500).',
        },
      ],
    });
    expect(env.devices.get('E2')?.agentRefused).toMatchObject({
      bw: 4999,
      color: 0,
      floorBw: 5000,
      floorColor: 0,
    });
    expect(env.devices.get('E2')?.agent).toBeUndefined();
    expect(env.snapshots.size).toBe(0);
    expect(env.logger.entries.filter((e) => e.message.includes('menor'))).toHaveLength(2);
    // A good report afterwards clears the desk's alert.
    await report(env, siteKey, body([hp(5100)]));
    expect(env.devices.get('E2')?.agentRefused).toBeNull();
  });

  it("a colour Kyocera whose colour counter the collector could not read is refused saying so, not as 'menor'", async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const unread =
      'El lector no pudo leer el contador a color de Kyocera TASKalfa 2554ci, serie KY-123 456; no se guardó la lectura.';
    // Today's collector: color null (agent/src/snmp.ts splitCounters).
    const nullColor = { ...kyocera(1500, 0), counters: { total: 1500, bw: 1500, color: null } };
    const res = await report(env, siteKey, body([nullColor]));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      message: unread,
      accepted: 0,
      refused: [{ serial: 'ky123456', message: unread }],
    });
    expect(JSON.stringify(res.body)).not.toContain('menor');
    expect(env.devices.get('E1')?.agentRefused).toMatchObject({
      bw: 1500,
      color: 500,
      floorBw: 1000,
      floorColor: 500,
      message: unread,
      colorUnread: true,
    });
    expect(env.devices.get('E1')?.agent).toBeUndefined();
    expect(env.snapshots.size).toBe(0);
    expect(env.readings.size).toBe(0);
    // A collector up to 1.0.0 sent all pages as B/N and colour 0: the same answer.
    const legacy = await report(env, siteKey, body([kyocera(1500, 0)]));
    expect(legacy.status).toBe(422);
    expect(legacy.body).toMatchObject({ message: unread });
    // A B/N device's missing colour counter is no refusal (its colour is the floor's).
    const hpNull = { ...hp(5100), counters: { total: 5100, bw: 5100, color: null } };
    expect((await report(env, siteKey, body([hpNull]))).status).toBe(200);
    expect(env.devices.get('E2')?.agent).toMatchObject({ bw: 5100, color: 0 });
  });

  it("from day 25 writes the month's reading once, never below the floor, not after the client's", async () => {
    const env = setup({ now: new Date('2026-06-24T20:00:00Z') });
    const { siteId, siteKey } = await enrolled(env);
    await report(env, siteKey, body([kyocera(1500, 700), hp(5200)]));
    expect(env.readings.size).toBe(0);
    // The 25th in Cancún (05:00 UTC is midnight there).
    env.setNow(new Date('2026-06-25T05:00:00Z'));
    await report(env, siteKey, body([kyocera(1510, 705), hp(5210)]));
    expect(env.readings.get('E1/2026-06')).toEqual({
      month: '2026-06',
      bw: 1510,
      color: 705,
      previous: { bw: 1000, color: 500 },
      source: 'automatica',
      by: `agent:${siteId}`,
      at: new Date('2026-06-25T05:00:00Z'),
    });
    expect(env.readings.get('E2/2026-06')).toMatchObject({
      bw: 5210,
      color: 0,
      previous: { bw: 5000, color: 0 },
    });
    expect(env.devices.get('E1')).toMatchObject({
      lastReadingMonth: '2026-06',
      lastReading: { month: '2026-06', bw: 1510, color: 705 },
    });
    // A later report the same month keeps the reading.
    env.setNow(new Date('2026-06-27T15:00:00Z'));
    await report(env, siteKey, body([kyocera(1600, 800)]));
    expect(env.readings.get('E1/2026-06')?.bw).toBe(1510);
    expect(env.snapshots.get('E1/2026-06-27')?.bw).toBe(1600);
  });

  it('on the 1st to 5th writes last month’s reading while it is open; closed, none until day 25', async () => {
    // 1 July 00:30 in Cancún: June has no automatic reading yet (the collector was off).
    const env = setup({ now: new Date('2026-07-01T05:30:00Z') });
    const { siteId, siteKey } = await enrolled(env);
    await report(env, siteKey, body([kyocera(1500, 700)]));
    expect(env.readings.get('E1/2026-06')).toMatchObject({
      month: '2026-06',
      bw: 1500,
      source: 'automatica',
      by: `agent:${siteId}`,
    });
    expect(env.readings.has('E1/2026-07')).toBe(false);
    expect(env.devices.get('E1')?.lastReadingMonth).toBe('2026-06');
    // June read: a later report in the window writes nothing more, and July waits for its 25th.
    env.setNow(new Date('2026-07-05T15:00:00Z'));
    await report(env, siteKey, body([kyocera(1600, 750)]));
    env.setNow(new Date('2026-07-06T15:00:00Z'));
    await report(env, siteKey, body([kyocera(1700, 800)]));
    expect([...env.readings.keys()]).toEqual(['E1/2026-06']);

    // Another company's month already closed: nothing on the 2nd, July's from its 25th.
    const closed = setup({ now: new Date('2026-07-02T15:00:00Z') });
    closed.closes.set('2026-06', 'cerrado');
    const other = await enrolled(closed);
    await report(closed, other.siteKey, body([kyocera(1500, 700)]));
    expect(closed.readings.size).toBe(0);
    closed.setNow(new Date('2026-07-25T15:00:00Z'));
    await report(closed, other.siteKey, body([kyocera(1600, 750)]));
    expect([...closed.readings.keys()]).toEqual(['E1/2026-07']);
  });

  it('crosses the year: on 2 January the reading is December’s', async () => {
    const env = setup({ now: new Date('2027-01-02T15:00:00Z') });
    const { siteKey } = await enrolled(env);
    await report(env, siteKey, body([kyocera(1500, 700)]));
    expect([...env.readings.keys()]).toEqual(['E1/2026-12']);
  });

  it('writes no reading when the month already has one, the contract ended or the month is closed', async () => {
    const env = setup({ now: new Date('2026-06-26T15:00:00Z') });
    const { siteKey } = await enrolled(env);
    const e2 = env.devices.get('E2');
    if (!e2) throw new Error('E2');
    e2.lastReading = { month: '2026-06', bw: 5100, color: 0, at: new Date() };
    e2.lastReadingMonth = '2026-06';
    const e1 = env.devices.get('E1');
    if (!e1) throw new Error('E1');
    e1.contractEnd = { date: '2026-06-20' };
    await report(env, siteKey, body([kyocera(1500, 700), hp(5200)]));
    expect(env.readings.size).toBe(0);
    expect(env.snapshots.size).toBe(2);
    e1.contractEnd = null;
    env.closes.set('2026-06', 'cerrado');
    env.setNow(new Date('2026-06-27T15:00:00Z'));
    await report(env, siteKey, body([kyocera(1500, 700)]));
    expect(env.readings.size).toBe(0);
    env.closes.set('2026-06', 'reabierto');
    env.setNow(new Date('2026-06-28T15:00:00Z'));
    await report(env, siteKey, body([kyocera(1500, 700)]));
    expect(env.readings.size).toBe(1);
  });

  it('opens one toner ticket per low colour, once while it is open, again after it is resolved', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    await report(env, siteKey, body([kyocera(1500, 700, 12)]));
    expect(env.tickets).toHaveLength(1);
    expect(env.tickets[0]).toMatchObject({
      equipmentId: 'E1',
      clientId: 'hotel',
      authorUid: 'pepe',
      clientEmail: 'pepe@hotel.test',
      equipment: { model: 'Kyocera TASKalfa 2554ci', serial: 'KY-123 456' },
      status: 'Abierto',
      open: true,
      kind: 'toner',
      tonerColors: ['Negro'],
      description: 'Pedido automático: el lector reporta tóner Negro al 12 %.',
      openedBy: 'empresa',
      openedByCollector: true,
      responseHours: 4,
      resolutionHours: 16,
      dueAt: null,
      notified: false,
    });
    // The waste box at 5 % has no colour: no ticket. Run again: still one.
    await report(env, siteKey, body([kyocera(1510, 700, 10)]));
    expect(env.tickets).toHaveLength(1);
    // Cyan drops too: one more ticket, for Cian only.
    const cyanLow = {
      ...kyocera(1520, 710, 9),
      supplies: [supply('Black', 'Negro', 9), supply('Cyan', 'Cian', 15)],
    };
    await report(env, siteKey, body([cyanLow]));
    expect(env.tickets.map((t) => t.tonerColors)).toEqual([['Negro'], ['Cian']]);
    // Resolved: a new delivery cycle may open another.
    const first = env.tickets[0];
    if (first) (first as { open: boolean }).open = false;
    await report(env, siteKey, body([cyanLow]));
    expect(env.tickets.map((t) => t.tonerColors)).toEqual([['Negro'], ['Cian'], ['Negro']]);
  });

  it('opens no toner ticket for a refused printer or a company without an administrator', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    await report(
      env,
      siteKey,
      body([hp(10)].map((p) => ({ ...p, supplies: [supply('Black', 'Negro', 3)] }))),
    );
    expect(env.tickets).toHaveLength(0);
    env.members.length = 0;
    const res = await report(env, siteKey, body([kyocera(1500, 700, 3)]));
    expect(res.body.accepted).toBe(1);
    expect(env.tickets).toHaveLength(0);
  });

  it('uses the x-tusocio-reloj header only in the emulator', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const header = { 'x-tusocio-reloj': '2026-06-25T16:00:00Z' };
    await report(env, siteKey, body([hp(5200)]), header);
    expect(env.readings.size).toBe(0);
    expect(env.snapshots.has('E2/2026-06-10')).toBe(true);
    env.deps.testClock = true;
    await report(env, siteKey, body([hp(5300)]), header);
    expect(env.readings.get('E2/2026-06')?.bw).toBe(5300);
  });
});

describe("agentReport's cost (issue 45)", () => {
  /** Counts the fake store's calls by method. */
  function spy(env: Env) {
    const calls: { method: string; ids?: readonly string[]; touch?: boolean }[] = [];
    const { recordPrinters, adminMember, devicesOf } = env.store;
    env.store.recordPrinters = (ids, month, plan, touch) => {
      calls.push({ method: 'recordPrinters', ids, touch: touch !== null });
      return recordPrinters(ids, month, plan, touch);
    };
    env.store.adminMember = (clientId) => {
      calls.push({ method: 'adminMember' });
      return adminMember(clientId);
    };
    env.store.devicesOf = (clientId) => {
      calls.push({ method: 'devicesOf' });
      return devicesOf(clientId);
    };
    return calls;
  }

  it("writes a report's printers and the site in one call, reading the administrator once", async () => {
    const env = setup();
    const { siteId, siteKey } = await enrolled(env);
    const calls = spy(env);
    const lowHp = { ...hp(5100), supplies: [supply('Black', 'Negro', 4)] };
    const res = await report(env, siteKey, body([kyocera(1500, 700, 12), lowHp]));
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(2);
    expect(calls).toEqual([
      { method: 'devicesOf' },
      { method: 'recordPrinters', ids: ['E1', 'E2'], touch: true },
      { method: 'adminMember' },
    ]);
    expect(env.tickets.map((t) => [t.equipmentId, t.tonerColors])).toEqual([
      ['E1', ['Negro']],
      ['E2', ['Negro']],
    ]);
    expect(env.sites.get(siteId)?.lastReportAt).toEqual(new Date('2026-06-10T15:00:00Z'));
  });

  it('lists the refused printers in the order sent, mixed with the accepted ones', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const other = { ...hp(10), serial: 'OTRA1' };
    const res = await report(env, siteKey, body([hp(10), kyocera(1500, 700), other]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: 1 });
    expect((res.body.refused as { serial: string }[]).map((r) => r.serial)).toEqual([
      'CNB9876',
      'OTRA1',
    ]);
    expect((res.body.refused as { message: string }[])[1]?.message).toBe(M.notOurDevice);
  });

  it('splits a report of 150 printers into transactions of 100, the site stamped in the last', async () => {
    const env = setup();
    const { siteId, siteKey } = await enrolled(env);
    const printers = Array.from({ length: 150 }, (_, i) => {
      env.devices.set(`B${i}`, {
        clientId: 'hotel',
        serial: `BULK${i}`,
        model: 'HP LaserJet M404',
        color: false,
        startCounters: { bw: 0, color: 0 },
        lastReading: null,
        lastReadingMonth: '',
        contractEnd: null,
      });
      return { ...hp(100 + i), serial: `BULK${i}` };
    });
    const calls = spy(env);
    const res = await report(env, siteKey, body(printers));
    expect(res.body).toMatchObject({ accepted: 150, refused: [] });
    const writes = calls.filter((c) => c.method === 'recordPrinters');
    expect(writes.map((c) => [c.ids?.length, c.touch])).toEqual([
      [100, false],
      [50, true],
    ]);
    expect(env.snapshots.has('B149/2026-06-10')).toBe(true);
    expect(env.sites.get(siteId)?.lastReportVersion).toBe('1.0.0');
  });

  it('answers its phases, reads and writes in Server-Timing only when metered (the emulator)', async () => {
    const env = setup();
    const { siteKey } = await enrolled(env);
    const send = () =>
      handleAgentReport(
        request(body([kyocera(1500, 700, 12)]), { authorization: `Bearer ${siteKey}` }),
        env.deps,
      );
    expect((await send()).headers['server-timing']).toBeUndefined();
    env.deps.meter = true;
    const timing = (await send()).headers['server-timing'] ?? '';
    expect(timing.split(', ').map((part) => part.split(';')[0])).toEqual([
      'key',
      'limit',
      'devices',
      'printers',
      'toner',
      'total',
      'reads',
      'writes',
    ]);
    // The fake store counts nothing: the Firestore one does (agent/firestore-store.ts).
    expect(timing).toMatch(/reads;desc=0, writes;desc=0$/);
  });
});
