/** The lead intake: owner in turn (once), the first-response clock, duplicates, who is e-mailed. */
import { describe, expect, it } from 'vitest';

import {
  intakeLead,
  leadRecipients,
  nextOwner,
  type Duplicates,
  type IntakeOutcome,
  type IntakePlan,
  type LeadIntakeStore,
  type SalesAdmin,
} from '../src/leads/intake.js';
import { notifyLead, type NotifyLeadDeps } from '../src/leads/notify.js';
import { loadLeadConfig } from '../src/leads/config.js';
import { fakeLeadStore } from './fake-lead-store.js';
import { recordingLogger, spyMailer } from './helpers.js';
import { SUBMISSION } from './lead-fixture.js';

const ANA: SalesAdmin = { uid: 'a-ana', email: 'ana@tusocio.mx' };
const BETO: SalesAdmin = { uid: 'b-beto', email: 'beto@tusocio.mx' };
const CARLA: SalesAdmin = { uid: 'c-carla', email: 'carla@tusocio.mx' };

interface FakeIntakeDoc {
  owner?: SalesAdmin | null;
  firstResponseDueAt?: Date;
  duplicates?: Duplicates;
  intake?: boolean;
}

/** In memory, with the store's once-only rule; the rotation is one variable. */
function fakeIntakeStore(
  sales: SalesAdmin[],
  ids: string[],
  duplicates: Duplicates = { leadIds: [], userIds: [] },
) {
  const docs = new Map<string, FakeIntakeDoc>(ids.map((id) => [id, {}]));
  const state = { lastOwnerUid: null as string | null };
  const store: LeadIntakeStore = {
    async listSalesAdmins() {
      return sales;
    },
    async findDuplicates() {
      return duplicates;
    },
    async assign(id, plan: (last: string | null) => IntakePlan): Promise<IntakeOutcome> {
      const doc = docs.get(id);
      if (!doc) return { assigned: false, owner: null, firstResponseDueAt: null };
      if (doc.intake) {
        return {
          assigned: false,
          owner: doc.owner ?? null,
          firstResponseDueAt: doc.firstResponseDueAt ?? null,
        };
      }
      const decided = plan(state.lastOwnerUid);
      Object.assign(doc, { ...decided, intake: true });
      if (decided.owner) state.lastOwnerUid = decided.owner.uid;
      return {
        assigned: true,
        owner: decided.owner,
        firstResponseDueAt: decided.firstResponseDueAt,
      };
    },
  };
  return { store, docs, state };
}

// Thursday 26 November 2026, 10:00 in Cancún (15:00Z).
const CREATED = new Date('2026-11-26T15:00:00.000Z');
const DATA = { ...SUBMISSION, createdAt: CREATED.toISOString() };

describe('nextOwner', () => {
  it('goes round the sales admins in uid order, starting again after the last', () => {
    expect(nextOwner([CARLA, ANA, BETO], null)).toEqual(ANA);
    expect(nextOwner([CARLA, ANA, BETO], ANA.uid)).toEqual(BETO);
    expect(nextOwner([CARLA, ANA, BETO], CARLA.uid)).toEqual(ANA);
    // the last owner is no longer sales: the next one after them
    expect(nextOwner([ANA, CARLA], BETO.uid)).toEqual(CARLA);
    expect(nextOwner([], ANA.uid)).toBeNull();
  });
});

describe('intakeLead', () => {
  const deps = (store: LeadIntakeStore, hours = 2) => ({
    intakeStore: store,
    firstResponseHours: hours,
    logger: recordingLogger(),
  });

  it('gives four leads to three sales admins in turn, and a retried event the same owner', async () => {
    const { store, docs } = fakeIntakeStore([ANA, BETO, CARLA], ['l1', 'l2', 'l3', 'l4']);
    for (const id of ['l1', 'l2', 'l3', 'l4']) await intakeLead(id, DATA, CREATED, deps(store));
    expect(['l1', 'l2', 'l3', 'l4'].map((id) => docs.get(id)?.owner?.uid)).toEqual([
      'a-ana',
      'b-beto',
      'c-carla',
      'a-ana',
    ]);
    const again = await intakeLead('l2', DATA, CREATED, deps(store));
    expect(again).toMatchObject({ assigned: false, owner: BETO });
    // the rotation did not move: the next lead goes to Beto
    docs.set('l5', {});
    expect((await intakeLead('l5', DATA, CREATED, deps(store))).owner).toEqual(BETO);
  });

  it('starts the clock: due FIRST_RESPONSE_HOURS business hours after the lead was stored', async () => {
    const { store, docs } = fakeIntakeStore([ANA], ['l1', 'l2']);
    await intakeLead('l1', DATA, CREATED, deps(store));
    expect(docs.get('l1')?.firstResponseDueAt?.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    // Friday 18:30 with 4 hours: Monday 12:30
    const friday = { ...DATA, createdAt: '2026-11-27T23:30:00.000Z' };
    await intakeLead('l2', friday, CREATED, deps(store, 4));
    expect(docs.get('l2')?.firstResponseDueAt?.toISOString()).toBe('2026-11-30T17:30:00.000Z');
  });

  it('keeps the possible duplicates the store found, and no owner when nobody is sales', async () => {
    const found = { leadIds: ['earlier'], userIds: ['uid-ana'] };
    const { store, docs } = fakeIntakeStore([], ['l1'], found);
    const logger = recordingLogger();
    const outcome = await intakeLead('l1', DATA, CREATED, { ...deps(store), logger });
    expect(outcome.owner).toBeNull();
    expect(docs.get('l1')?.duplicates).toEqual(found);
    expect(logger.entries.some((e) => e.level === 'warn' && /ventas/.test(e.message))).toBe(true);
  });
});

describe('leadRecipients', () => {
  it('sends to the owner and copies the other sales addresses, each once', () => {
    expect(leadRecipients(BETO, ['ventas@example.com', 'BETO@tusocio.mx'], [ANA, BETO])).toEqual({
      to: ['beto@tusocio.mx'],
      cc: ['ventas@example.com', 'ana@tusocio.mx'],
    });
  });

  it('sends to every sales address when the lead has no owner', () => {
    expect(leadRecipients(null, ['ventas@example.com'], [])).toEqual({
      to: ['ventas@example.com'],
      cc: [],
    });
  });
});

describe('the lead e-mail with an owner', () => {
  it('goes to the owner, copies the rest, and names the owner and the deadline', async () => {
    const { store: intakeStore } = fakeIntakeStore([ANA, BETO], ['lead-1']);
    const mailer = spyMailer();
    const deps: NotifyLeadDeps = {
      store: fakeLeadStore(['lead-1']),
      mailer,
      salesEmails: ['ventas@example.com'],
      siteUrl: 'https://www.tusocioideal.mx',
      clock: () => new Date(CREATED.getTime() + 5_000),
      logger: recordingLogger(),
      intakeStore,
      firstResponseHours: 2,
    };
    expect(await notifyLead({ id: 'lead-1', data: DATA, time: CREATED.toISOString() }, deps)).toBe(
      'sent',
    );
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: ['ana@tusocio.mx'],
      cc: ['ventas@example.com', 'beto@tusocio.mx'],
    });
    expect(mailer.sent[0]?.text).toContain('Responsable: ana@tusocio.mx');
    expect(mailer.sent[0]?.text).toMatch(/Responder antes de: 26 de noviembre de 2026 a las 11:00/);
  });
});

describe('FIRST_RESPONSE_HOURS', () => {
  it('is 2 by default and accepts 1 to 100', () => {
    expect(loadLeadConfig({}).firstResponseHours).toBe(2);
    expect(loadLeadConfig({ FIRST_RESPONSE_HOURS: '4' }).firstResponseHours).toBe(4);
    expect(() => loadLeadConfig({ FIRST_RESPONSE_HOURS: '0' })).toThrow(/FIRST_RESPONSE_HOURS/);
  });
});
