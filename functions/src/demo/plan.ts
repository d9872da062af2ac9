/**
 * The demo business (docs/decisions/0048-demo-business.md): who and what `npm start` seeds
 * besides the two demo accounts, as data, with every date worked out from "now" in Cancún, so the
 * demo is always "this month". Pure; demo/seed.ts writes it through the product's own functions.
 */
import { MEMBER_ROLE_LABELS, type MemberRole } from '../../../src/domain/company.js';
import { monthId, previousMonthId, type ContractTerms } from '../../../src/domain/client-portal.js';
import type { CloseDevice } from '../statements/close-base.js';
import { cancunDate } from '../../../src/domain/business-hours.js';

export const HOTEL = 'demo-hotel-laguna';
export const CLINIC = 'demo-clinica-tulum';

export const DEMO_COMPANIES = [
  { id: HOTEL, company: 'Hotel Laguna Bacalar (demo)', founder: 'cliente' },
  { id: CLINIC, company: 'Clínica Dental Tulum (demo)', founder: 'clinica' },
] as const;

export interface DemoPerson {
  uid: string;
  email: string;
  password: string;
  name: string;
  clientId: string;
  role: MemberRole;
  /** What signing in with it shows (the start box and README). */
  shows: string;
}

/** The demo business's members, each a verified account (printed in the start box). */
export const DEMO_PEOPLE = {
  cliente: {
    uid: 'demo-cliente',
    email: 'cliente@demo.test',
    password: 'Demo-Cliente-2026',
    name: 'Mariana Canché',
    clientId: HOTEL,
    role: 'administrador',
    shows: 'equipos, lecturas, tickets, estados de cuenta y miembros del hotel',
  },
  usuario: {
    uid: 'demo-usuario',
    email: 'usuario@demo.test',
    password: 'Demo-Usuario-2026',
    name: 'Jorge Poot',
    clientId: HOTEL,
    role: 'usuario',
    shows: 'equipos y lecturas del hotel, y solo sus tickets',
  },
  facturacion: {
    uid: 'demo-facturacion',
    email: 'facturacion@demo.test',
    password: 'Demo-Facturacion-2026',
    name: 'Lucía Dzul',
    clientId: HOTEL,
    role: 'facturacion',
    shows: 'solo los estados de cuenta del hotel',
  },
  clinica: {
    uid: 'demo-clinica',
    email: 'clinica@demo.test',
    password: 'Demo-Clinica-2026',
    name: 'Rafael Tun',
    clientId: CLINIC,
    role: 'administrador',
    shows: 'la otra empresa: un equipo a color y un ticket en proceso',
  },
} as const satisfies Record<string, DemoPerson>;

export type DemoPersonKey = keyof typeof DEMO_PEOPLE;

/** "Administrador de la cuenta", "Usuario", "Facturación". */
export const roleLabel = (person: DemoPerson): string => MEMBER_ROLE_LABELS[person.role];

/** Where a month's reading comes from: the portal, the desk, its estimate or the collector. */
export type ReadingOrigin = 'cliente' | 'empresa' | 'estimada' | 'automatica';

/** A demo device: what the close reads of a device, its service hours, and how it is used. */
export interface DemoDevice extends Pick<
  CloseDevice,
  'id' | 'clientId' | 'model' | 'serial' | 'color' | 'location'
> {
  contract: ContractTerms & { responseHours: number; resolutionHours: number };
  startCounters: { bw: number; color: number };
  /** A usual month's pages. */
  pages: { bw: number; color: number };
  /** The origin of each of the 12 closed months' readings, oldest first (default 'cliente'). */
  origins?: Partial<Record<number, ReadingOrigin>>;
  /** Who types its readings in the portal. */
  typedBy: DemoPersonKey;
}

const BACALAR = 'Av. Costera de Bacalar 455, Bacalar, Q. Roo';

export const RECEPTION = 'demo-hotel-recepcion';
export const OFFICE = 'demo-hotel-administracion';
export const HOUSEKEEPING = 'demo-hotel-ama-de-llaves';
export const CLINIC_DEVICE = 'demo-clinica-recepcion';

/** The month (0–11, oldest first) whose client reading the company corrects. */
export const CORRECTED_MONTH = 8;
/** What the client typed that month: two digits swapped, 270 pages short. */
export const TYPO_PAGES = 270;

export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    id: RECEPTION,
    clientId: HOTEL,
    model: 'Kyocera TASKalfa 2554ci',
    serial: 'DEMO-KY2554-01',
    color: true,
    location: { address: BACALAR, area: 'Recepción' },
    contract: {
      monthlyFeeMxn: 1899,
      includedPagesBw: 2000,
      includedPagesColor: 500,
      extraPagePriceBw: 0.3,
      extraPagePriceColor: 2,
      responseHours: 4,
      resolutionHours: 16,
    },
    startCounters: { bw: 48_210, color: 12_040 },
    pages: { bw: 2300, color: 520 },
    origins: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i, 'automatica'])),
    typedBy: 'usuario',
  },
  {
    id: OFFICE,
    clientId: HOTEL,
    model: 'Brother HL-L6400DW',
    serial: 'DEMO-BR6400-02',
    color: false,
    location: { address: BACALAR, area: 'Administración' },
    contract: {
      monthlyFeeMxn: 899,
      includedPagesBw: 3000,
      includedPagesColor: 0,
      extraPagePriceBw: 0.25,
      extraPagePriceColor: 0,
      responseHours: 8,
      resolutionHours: 24,
    },
    startCounters: { bw: 125_400, color: 0 },
    pages: { bw: 3000, color: 0 },
    typedBy: 'cliente',
  },
  {
    id: HOUSEKEEPING,
    clientId: HOTEL,
    model: 'HP LaserJet Pro M428fdw',
    serial: 'DEMO-HPM428-03',
    color: false,
    location: { address: BACALAR, area: 'Ama de llaves' },
    contract: {
      monthlyFeeMxn: 650,
      includedPagesBw: 1500,
      includedPagesColor: 0,
      extraPagePriceBw: 0.35,
      extraPagePriceColor: 0,
      responseHours: 2,
      resolutionHours: 8,
    },
    startCounters: { bw: 30_120, color: 0 },
    pages: { bw: 1400, color: 0 },
    origins: { 3: 'empresa', 4: 'empresa', 10: 'estimada' },
    typedBy: 'usuario',
  },
  {
    id: CLINIC_DEVICE,
    clientId: CLINIC,
    model: 'Ricoh IM C3000',
    serial: 'DEMO-RIC3000-04',
    color: true,
    location: { address: 'Av. Tulum 210, Tulum, Q. Roo', area: 'Recepción' },
    contract: {
      monthlyFeeMxn: 1500,
      includedPagesBw: 1000,
      includedPagesColor: 300,
      extraPagePriceBw: 0.35,
      extraPagePriceColor: 2.2,
      responseHours: 6,
      resolutionHours: 20,
    },
    startCounters: { bw: 8_000, color: 2_100 },
    pages: { bw: 1100, color: 340 },
    typedBy: 'clinica',
  },
];

/** The device without this month's reading. */
export const MISSING_THIS_MONTH = HOUSEKEEPING;

/** A month's swing around the usual pages, so the chart and the extra pages vary. */
const SWING = [1, 0.92, 1.08, 0.97, 1.15, 0.88, 1.03, 1.1, 0.95, 1.2, 0.9, 1.05];

/** The pages device `d` prints in closed month `index` (0–11), to the ten. */
export function monthPagesOf(d: DemoDevice, index: number): { bw: number; color: number } {
  const swing = SWING[index % SWING.length] ?? 1;
  const round = (n: number) => Math.round((n * swing) / 10) * 10;
  return { bw: round(d.pages.bw), color: d.color ? round(d.pages.color) : 0 };
}

/** An instant given as a day and time in Cancún (UTC−5 all year). */
export const cancunTime = (day: string, time: string): Date => new Date(`${day}T${time}:00-05:00`);

/** The day `month`-`day` ("2026-11", 26) as "2026-11-26". */
export const dayOf = (month: string, day: number): string =>
  `${month}-${String(day).padStart(2, '0')}`;

export interface DemoCalendar {
  now: Date;
  /** Today in Cancún, "YYYY-MM-DD". */
  today: string;
  /** This month. */
  month: string;
  /** The 12 months before it, oldest first: every one closed. */
  closed: string[];
  /** The contracts' start: the first closed month's 1st. */
  startDate: string;
  /** Today minus `n` days in Cancún, at `time`. */
  daysAgo(n: number, time: string): Date;
}

export function demoCalendar(now: Date): DemoCalendar {
  const month = monthId(now);
  const closed: string[] = [];
  for (let m = month; closed.length < 12;) {
    m = previousMonthId(m);
    closed.unshift(m);
  }
  const today = cancunDate(now);
  return {
    now,
    today,
    month,
    closed,
    startDate: dayOf(closed[0] ?? month, 1),
    daysAgo: (n, time) =>
      cancunTime(cancunDate(new Date(cancunTime(today, '12:00').getTime() - n * 86_400_000)), time),
  };
}

/** Person keys in print order (the start box, README). */
export const PEOPLE_ORDER: readonly DemoPersonKey[] = [
  'cliente',
  'usuario',
  'facturacion',
  'clinica',
];

/** The start box's rows: every demo member with password, role and company. */
export function demoAccountRows(): [string, string][] {
  return PEOPLE_ORDER.map((key, i) => {
    const p: DemoPerson = DEMO_PEOPLE[key];
    const company = p.clientId === HOTEL ? 'hotel' : 'clínica';
    return [
      i === 0 ? 'Negocio demo:' : '',
      `${p.email} / ${p.password} (${roleLabel(p)}, ${company})`,
    ];
  });
}
