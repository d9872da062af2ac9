/**
 * Bench: the reports per second `agentReport` accepts on the local Functions emulator. Seeds,
 * through the Firestore emulator's REST API (owner access), CONCURRENCY companies, each with a
 * colour and a B/N device and an enrolled site whose key only this run knows (agentSites/{id}
 * keeps its SHA-256, as agentEnroll stores it), then sends REPORTS reports of 2 printers, each
 * site one at a time and the sites at once (a site's collector never sends two together),
 * with growing counters and toner levels above the ticket threshold, and prints the reports per
 * second and the latency percentiles. Every answer must be 200 with both printers accepted.
 *
 * Needs the auth, functions and firestore emulators (functions/.env.demo-tusocio raises the
 * per-site limit for them). From the repository root, after `npm --prefix functions run build`:
 *   flock /tmp/emu.lock node_modules/.bin/tsx scripts/emulators.ts auth,functions,firestore \
 *     "node_modules/.bin/tsx tests/bench/agent-report.ts"
 * Options (environment): BENCH_AGENT_REPORTS (default 200), BENCH_AGENT_CONCURRENCY (default 8).
 */
import { createHash, randomBytes } from 'node:crypto';

const PROJECT = 'demo-tusocio';
const BASE = `http://127.0.0.1:5001/${PROJECT}/us-central1`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;
const REPORTS = Number(process.env.BENCH_AGENT_REPORTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_AGENT_CONCURRENCY ?? 8);

type Value = Record<string, unknown>;
const str = (s: string): Value => ({ stringValue: s });
const int = (n: number): Value => ({ integerValue: String(n) });
const bool = (b: boolean): Value => ({ booleanValue: b });
const nil: Value = { nullValue: null };
const time = (d: Date): Value => ({ timestampValue: d.toISOString() });
const map = (fields: Record<string, Value>): Value => ({ mapValue: { fields } });

async function put(path: string, fields: Record<string, Value>): Promise<void> {
  const res = await fetch(`${FIRESTORE}/${path}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!res.ok) throw new Error(`seed ${path}: ${res.status} ${await res.text()}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Site {
  key: string;
  serials: [string, string];
}

/** A company with a colour and a B/N device, and its enrolled site. */
async function seedSite(run: string, i: number): Promise<Site> {
  const clientId = `bench${run}x${i}`;
  const key = `tsl_${randomBytes(32).toString('base64url')}`;
  const serials: [string, string] = [`BENCHKY${run}X${i}`, `BENCHHP${run}X${i}`];
  await put(`clients/${clientId}`, {
    name: str('Bench'),
    company: str('Bench'),
    email: str('bench@example.com'),
  });
  for (const [n, serial] of serials.entries())
    await put(`equipment/E${serial}`, {
      clientId: str(clientId),
      model: str(n === 0 ? 'ECOSYS M6630cidn' : 'HP LaserJet Pro M404dn'),
      serial: str(serial),
      color: bool(n === 0),
      startCounters: map({ bw: int(0), color: int(0) }),
      lastReading: nil,
      lastReadingMonth: str(''),
    });
  await put(`agentSites/BENCH${run}X${i}`, {
    clientId: str(clientId),
    keyHash: str(createHash('sha256').update(key).digest('hex')),
    enrolledAt: time(new Date()),
    codeCreatedBy: str('bench'),
    agentVersion: str('1.0.0'),
    revokedAt: nil,
    revokedBy: nil,
    lastReportAt: nil,
    lastReportVersion: nil,
  });
  return { key, serials };
}

async function main(): Promise<void> {
  const run = `${Date.now()}`;
  // One site per concurrent sender: a site reports its devices one report at a time (the
  // collector runs once a day), so concurrency comes from many sites, not from one.
  const sites = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => seedSite(run, i)));

  const body = (serials: [string, string], n: number) => ({
    version: '1.0.0',
    sentAt: new Date().toISOString(),
    printers: [
      {
        serial: serials[0],
        model: 'ECOSYS M6630cidn',
        counters: { total: 2000 + 3 * n, bw: 1000 + 2 * n, color: 1000 + n },
        supplies: [
          { description: 'Black Toner', color: 'Negro', level: 80, max: 100, percent: 80 },
        ],
      },
      {
        serial: serials[1],
        model: 'HP LaserJet Pro M404dn',
        counters: { total: 5000 + n, bw: 5000 + n, color: 0 },
        supplies: [
          {
            description: 'Black Cartridge',
            color: 'Negro',
            level: 2400,
            max: 3000,
            percent: 80,
          },
        ],
      },
    ],
  });
  const send = async (site: Site, n: number): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${BASE}/agentReport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${site.key}` },
      body: JSON.stringify(body(site.serials, n)),
    });
    const answer = (await res.json()) as { accepted?: number; message?: string };
    if (res.status !== 200 || answer.accepted !== 2)
      throw new Error(`report ${n}: ${res.status} ${JSON.stringify(answer)}`);
    return performance.now() - started;
  };

  // Warm-up: the function's first call loads its code and the Admin SDK.
  await Promise.all(sites.map((site) => send(site, 0)));
  let next = 1;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    sites.map(async (site) => {
      while (next <= REPORTS) {
        const n = next++;
        latencies.push(await send(site, n));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `agentReport: ${REPORTS} reports of 2 printers from ${CONCURRENCY} sites at once, in ${seconds.toFixed(1)} s: ` +
      `${(REPORTS / seconds).toFixed(1)} reports/s (p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms; Functions emulator, one instance)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
