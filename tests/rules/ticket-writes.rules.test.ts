/**
 * The site's document store (src/data/firebase/document-store.ts) under the real rules, when
 * another writer changes a ticket between the desk's transaction reading it and committing: a
 * function marking it `notified`, or the desk's own reply stamping lastReplyAt. The store writes
 * only the keys its change computed, so the rules judge that change on the document as it now
 * is, the commit's read check makes the transaction run again, and both changes are kept. (Writing
 * the whole document back put the other writer's key back stale, which the rules refused as a
 * change the desk may not make: "No se pudo cambiar el estado".)
 *
 * The other writer runs synchronously inside the first run of the computation (a separate curl
 * process against the emulator's REST API, as the rules' owner), so the interleaving is exact.
 * Run with `npm run test:rules` (Firestore emulator; Java 21+).
 */
import { execFileSync } from 'node:child_process';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createFirestoreDocumentStore } from '../../src/data/firebase/document-store';
import { SERVER_TIME } from '../../src/data/doc-values';
import type { DocData, DocumentStore } from '../../src/data/ports';
import { ADMIN, CARLA, seedPortal, T0, tonerTicket } from './portal-fixtures';
import { PROJECT_ID, setUpFirestoreRules } from './rules-env';

const { seed, stored } = setUpFirestoreRules();

const TICKET = 'tConcurrent';
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const apps: FirebaseApp[] = [];

/** An unsigned ID token the emulator accepts: `uid` signed in with e-mail and password. */
function idToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: {} },
  })}.`;
}

/** The site's store, signed in as `uid`, under the rules. */
async function storeAs(uid: string): Promise<DocumentStore> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key' },
    `ticket-writes-${String(apps.length)}`,
  );
  apps.push(app);
  return createFirestoreDocumentStore({ app, emulatorHost: host, mockUserToken: idToken(uid) });
}

/** Another writer's change to the ticket, committed before this call returns. */
function otherWriter(fields: Record<string, unknown>): void {
  const mask = Object.keys(fields)
    .map((key) => `updateMask.fieldPaths=${key}`)
    .join('&');
  execFileSync('curl', [
    '-sf',
    '-X',
    'PATCH',
    '-H',
    'Authorization: Bearer owner',
    '-H',
    'Content-Type: application/json',
    '--data',
    JSON.stringify({ fields }),
    `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/tickets/${TICKET}?${mask}`,
  ]);
}

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

beforeEach(async () => {
  await seedPortal(seed);
  await seed(`tickets/${TICKET}`, { ...tonerTicket(CARLA), createdAt: T0 });
});

describe('a desk transaction on a ticket another writer changed meanwhile', () => {
  /** The desk's status change as setTicketStatus computes it (the first answer stops the clock). */
  const toInProgress = (current: DocData | null): DocData | null =>
    current && {
      ...current,
      status: 'En proceso',
      open: true,
      statusChangedAt: SERVER_TIME,
      statusChangedBy: ADMIN,
      respondedAt: SERVER_TIME,
    };

  it('keeps a function’s `notified` and stores the status (runs again, no refusal)', async () => {
    const store = await storeAs(ADMIN);
    let runs = 0;
    const result = await store.update('tickets', TICKET, (current) => {
      runs += 1;
      if (runs === 1) otherWriter({ notified: { booleanValue: true } });
      return toInProgress(current);
    });
    expect(runs).toBe(2);
    expect(result).toMatchObject({ status: 'En proceso', notified: true });
    expect(await stored(`tickets/${TICKET}`)).toMatchObject({
      status: 'En proceso',
      open: true,
      statusChangedBy: ADMIN,
      notified: true,
    });
  });

  it('keeps the reply’s lastReplyAt stamped meanwhile (updateAll too)', async () => {
    const store = await storeAs(ADMIN);
    let runs = 0;
    const replyAt = '2026-11-27T23:40:00.000Z';
    const [result] = await store.updateAll([{ collection: 'tickets', id: TICKET }], ([current]) => {
      runs += 1;
      if (runs === 1) otherWriter({ lastReplyAt: { timestampValue: replyAt } });
      return [toInProgress(current ?? null)];
    });
    expect(runs).toBe(2);
    expect(result).toMatchObject({ status: 'En proceso', lastReplyAt: replyAt });
    const ticket = await stored(`tickets/${TICKET}`);
    expect(ticket?.status).toBe('En proceso');
    expect((ticket?.lastReplyAt as { toDate(): Date }).toDate().toISOString()).toBe(replyAt);
  });

  it('writes nothing when the computation changes nothing (no refused no-op write)', async () => {
    const store = await storeAs(CARLA);
    // The client may not write the ticket at all: an unchanged document is not sent.
    const result = await store.update('tickets', TICKET, (current) => current && { ...current });
    expect(result).toMatchObject({ status: 'Abierto' });
  });
});
