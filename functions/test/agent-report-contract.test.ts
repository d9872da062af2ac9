/**
 * The meter collector's report, as two packages declare it: agent/src/report.ts builds it (the
 * collector is its own npm package, packed alone: it cannot import the functions or the app) and
 * functions/src/agent/report.ts parses it. This test holds the two declarations together without
 * a network or an emulator: a report built by the collector's real code (supplies read by
 * agent/src/supplies.ts, the body by buildReport) and sent as JSON is accepted with every value
 * kept, and a report whose shape has changed in any one field is refused.
 */
import { describe, expect, it } from 'vitest';

import { buildReport, type Report } from '../../agent/src/report.js';
import type { PrinterReading } from '../../agent/src/snmp.js';
import { toSupply, type SupplyColor } from '../../agent/src/supplies.js';
import { VERSION } from '../../agent/src/version.js';
import { parseReport, type AgentReport } from '../src/agent/report.js';
import type { TonerColor } from '../../src/domain/toner-colors.js';

// The collector's colours are the app's toner colours, both ways (checked by the typecheck).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameColors: Same<SupplyColor, TonerColor> = true;
// The report the collector builds is the report the function reads, both ways.
const sameReport: Same<Report, AgentReport> = true;

const NOW = new Date('2026-11-25T15:30:00.000Z');

/** Two printers as the collector reads them: every colour, a waste box, unknown levels. */
function readings(): PrinterReading[] {
  return [
    {
      serial: 'VCF9X12345',
      model: 'ECOSYS M5526cdw',
      brand: 'Kyocera',
      counters: { total: 12_345, bw: 10_000, color: 2_345 },
      supplies: [
        toSupply('Black Toner TK-5242K', 6000, 4200),
        toSupply('Cyan Toner TK-5242C', 3000, 1500),
        toSupply('Magenta Toner TK-5242M', 3000, 360),
        toSupply('Yellow Toner TK-5242Y', 3000, 3000),
        toSupply('Waste Toner Box', 100, -3),
      ],
    },
    {
      serial: 'PHB1234567',
      model: 'HP LaserJet Pro M404dn',
      brand: 'HP',
      counters: { total: 999_999_999, bw: 999_999_999, color: 0 },
      supplies: [toSupply('Black Cartridge HP 58A', -2, -2)],
    },
  ];
}

/** The body as it travels: JSON, as sendReport posts it. */
const sent = (report: unknown): unknown => JSON.parse(JSON.stringify(report));

type Loose = Record<string, unknown>;
/** The body as plain JSON, to be changed. */
interface Body extends Loose {
  printers: (Loose & { counters: Loose; supplies: Loose[] })[];
}

/** The built report with one change made to a copy of it. */
function changed(edit: (body: Body, first: Body['printers'][number]) => void): unknown {
  const body = sent(buildReport(readings(), NOW)) as Body;
  edit(body, body.printers[0]!);
  return body;
}

describe("the collector's report and the function's parser", () => {
  it('declare the same colours and the same report', () => {
    expect(sameColors && sameReport).toBe(true);
  });

  it('accept a report built by the collector, every value kept', () => {
    const built = buildReport(readings(), NOW);
    expect(built.version).toBe(VERSION);
    expect(new Set(built.printers[0]?.supplies.map((s) => s.color))).toEqual(
      new Set(['Negro', 'Cian', 'Magenta', 'Amarillo', null]),
    );
    const parsed = parseReport(sent(built));
    expect(parsed).toEqual({ ok: true, report: built });
  });

  it.each<[string, Parameters<typeof changed>[0]]>([
    ['a counter renamed', (_b, p) => ((p.counters.mono = p.counters.bw), delete p.counters.bw)],
    ['a counter added', (_b, p) => (p.counters.scans = 7)],
    ['a counter as text', (_b, p) => (p.counters.bw = '10000')],
    ['a printer field added', (_b, p) => (p.ip = '192.168.1.20')],
    ['a printer field gone', (_b, p) => delete p.model],
    ['a supply field gone', (_b, p) => delete p.supplies[0]!.max],
    ['a supply colour in English', (_b, p) => (p.supplies[1]!.color = 'Cyan')],
    ['a field added to the report', (b) => (b.site = 'hotel')],
    ['the time renamed', (b) => ((b.sent = b.sentAt), delete b.sentAt)],
    ['no version', (b) => delete b.version],
  ])('refuse a report with %s', (_what, edit) => {
    expect(parseReport(changed(() => {})).ok).toBe(true);
    expect(parseReport(changed(edit)).ok).toBe(false);
  });
});
