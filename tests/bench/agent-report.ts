/**
 * Bench: the reports per second `agentReport` accepts on the local Functions emulator. Seeds,
 * through the Firestore emulator's REST API (owner access), CONCURRENCY companies, each with a
 * colour and a B/N device and an enrolled site whose key only this run knows (agentSites/{id}
 * keeps its SHA-256, as agentEnroll stores it), then sends REPORTS reports of 2 printers, each
 * site one at a time and the sites at once (a site's collector never sends two together),
 * with growing counters and toner levels above the ticket threshold, and prints the reports per
 * second and the latency percentiles. Every answer must be 200 with both printers accepted.
 * Per report it prints the Firestore reads and writes and the function's milliseconds by phase,
 * from the `Server-Timing` the emulator's agentReport answers (functions/src/agent/meter.ts), so
 * the cost is recorded whatever the emulator's throughput; and, as the emulator's own cost, the
 * same number of requests without a key (401 before any read).
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
      location: map({ address: str('Av. Tulum 1, Cancún'), area: str('Recepción') }),
      contract: map({
        startDate: str('2026-01-01'),
        monthlyFeeMxn: int(1500),
        includedPagesBw: int(1000),
        includedPagesColor: int(n === 0 ? 200 : 0),
        extraPagePriceBw: int(0),
        extraPagePriceColor: int(0),
      }),
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
  const send = async (site: Site, n: number): Promise<Sample> => {
    const started = performance.now();
    const res = await fetch(`${BASE}/agentReport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${site.key}` },
      body: JSON.stringify(body(site.serials, n)),
    });
    const answer = (await res.json()) as { accepted?: number; message?: string };
    if (res.status !== 200 || answer.accepted !== 2)
      throw new Error(`report ${n}: ${res.status} ${JSON.stringify(answer)}`);
    return { ms: performance.now() - started, ...cost(res.headers.get('server-timing')) };
  };
  // The emulator's own cost of a request: a report without a key is answered 401 before any
  // Firestore read, so what it takes is the Functions emulator's proxy and worker, not the code.
  const empty = async (): Promise<Sample> => {
    const started = performance.now();
    const res = await fetch(`${BASE}/agentReport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    await res.text();
    if (res.status !== 401) throw new Error(`sin clave: ${res.status}`);
    return { ms: performance.now() - started, ...cost(res.headers.get('server-timing')) };
  };

  // Warm-up: the function's first call loads its code and the Admin SDK.
  await Promise.all(sites.map((site) => send(site, 0)));
  const reports = await sendAll(sites, (site, n) => send(site, n));
  const baseline = await sendAll(sites, () => empty());

  const line = (label: string, r: Run) =>
    `${label}: ${REPORTS} from ${CONCURRENCY} at once in ${r.seconds.toFixed(1)} s: ` +
    `${(REPORTS / r.seconds).toFixed(1)}/s (p50 ${percentile(r.ms, 50).toFixed(0)} ms, ` +
    `p95 ${percentile(r.ms, 95).toFixed(0)} ms, max ${(r.ms.at(-1) ?? 0).toFixed(0)} ms)`;
  console.log(
    `${line('agentReport, reports of 2 printers', reports)}; Functions emulator, one instance`,
  );
  const perReport = reports.samples;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);
  const phases = [...new Set(perReport.flatMap((r) => Object.keys(r.phases)))];
  console.log(
    `  per report (mean): ${mean(perReport.map((r) => r.reads)).toFixed(1)} Firestore reads, ` +
      `${mean(perReport.map((r) => r.writes)).toFixed(1)} writes; ms in the function by phase (p50): ` +
      phases
        .map((name) => {
          const values = perReport.map((r) => r.phases[name] ?? 0).sort((a, b) => a - b);
          return `${name} ${percentile(values, 50).toFixed(1)}`;
        })
        .join(', '),
  );
  console.log(`  ${line('the emulator alone (401 before any read)', baseline)}`);
}

interface Sample {
  ms: number;
  reads: number;
  writes: number;
  phases: Record<string, number>;
}

interface Run {
  seconds: number;
  /** Sorted. */
  ms: number[];
  samples: Sample[];
}

/** REPORTS calls of `call`, each site one at a time and the sites at once. */
async function sendAll(
  sites: Site[],
  call: (site: Site, n: number) => Promise<Sample>,
): Promise<Run> {
  let next = 1;
  const samples: Sample[] = [];
  const started = performance.now();
  await Promise.all(
    sites.map(async (site) => {
      while (next <= REPORTS) {
        const n = next++;
        samples.push(await call(site, n));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, ms: samples.map((s) => s.ms).sort((a, b) => a - b), samples };
}

/** agentReport's Server-Timing in the emulator (functions/src/agent/meter.ts). */
function cost(header: string | null): Omit<Sample, 'ms'> {
  const sample: Omit<Sample, 'ms'> = { reads: 0, writes: 0, phases: {} };
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const param = (key: string) =>
      params.find((p) => p.startsWith(`${key}=`))?.slice(key.length + 1);
    if (name === 'reads') sample.reads = Number(param('desc') ?? 0);
    else if (name === 'writes') sample.writes = Number(param('desc') ?? 0);
    else if (name) sample.phases[name] = Number(param('dur') ?? 0);
  }
  return sample;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
