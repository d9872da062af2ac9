/**
 * The Firestore adapters (src/firestore/) over a small in-memory stand-in for firebase-admin's
 * Firestore: the same transactions, fields and sentinels the deployed function uses.
 */
import { describe, expect, it } from 'vitest';

import { createFirestoreLeadStore } from '../src/leads/firestore-store.js';
import { createFirestoreConfirmationLog } from '../src/newsletter/firestore-requests.js';
import { notifyLead } from '../src/leads/notify.js';
import { emailKey } from '../src/newsletter/requests.js';
import { ProviderError } from '../src/provider-error.js';
import { type FakeTimestamp, fakeFirestore } from './fake-firestore.js';
import { SUBMISSION } from './lead-fixture.js';
import { recordingLogger, spyMailer } from './helpers.js';

const NOW = new Date('2026-03-01T12:00:05.000Z');
const LEASE = 120_000;

describe('Firestore lead store (contactSubmissions/{id})', () => {
  it('claims with notifyClaimedAt, refuses a live lease, marks notifiedAt and clears the lease', async () => {
    const fs = fakeFirestore(() => NOW);
    fs.docs.set('contactSubmissions/lead-1', { ...SUBMISSION });
    const store = createFirestoreLeadStore(async () => fs.kit);

    expect(await store.claim('lead-1', NOW, LEASE)).toEqual({ kind: 'claimed', claimedAt: NOW });
    expect(
      (fs.docs.get('contactSubmissions/lead-1')?.notifyClaimedAt as FakeTimestamp).toMillis(),
    ).toBe(NOW.getTime());
    expect(await store.claim('lead-1', new Date(NOW.getTime() + 1000), LEASE)).toEqual({
      kind: 'in-progress',
    });
    await store.markNotified('lead-1', 'email');
    const doc = fs.docs.get('contactSubmissions/lead-1') ?? {};
    expect(doc.notifyClaimedAt).toBeUndefined();
    expect((doc.notifiedAt as FakeTimestamp).toMillis()).toBe(NOW.getTime());
    expect(doc.fullName).toBe(SUBMISSION.fullName); // the submission itself is untouched
    expect(await store.claim('lead-1', new Date(NOW.getTime() + 10 * LEASE), LEASE)).toEqual({
      kind: 'already-notified',
    });
    expect(await store.claim('nope', NOW, LEASE)).toEqual({ kind: 'missing' });
  });

  it('releases only its own lease, and an expired lease can be claimed again', async () => {
    const fs = fakeFirestore(() => NOW);
    fs.docs.set('contactSubmissions/lead-1', {});
    const store = createFirestoreLeadStore(async () => fs.kit);
    await store.claim('lead-1', NOW, LEASE);
    const later = new Date(NOW.getTime() + LEASE);
    expect(await store.claim('lead-1', later, LEASE)).toEqual({
      kind: 'claimed',
      claimedAt: later,
    });
    await store.release('lead-1', NOW); // the old holder: not its lease any more
    expect(
      (fs.docs.get('contactSubmissions/lead-1')?.notifyClaimedAt as FakeTimestamp).toMillis(),
    ).toBe(later.getTime());
    await store.release('lead-1', later);
    expect(fs.docs.get('contactSubmissions/lead-1')).toEqual({});
  });

  it('gives exactly one e-mail through notifyLead for concurrent and repeated deliveries', async () => {
    const fs = fakeFirestore(() => NOW);
    fs.docs.set('contactSubmissions/lead-1', { ...SUBMISSION });
    const mailer = spyMailer();
    const deps = {
      store: createFirestoreLeadStore(async () => fs.kit),
      mailer,
      salesEmails: ['ventas@example.com'],
      siteUrl: 'http://localhost:5173',
      clock: () => NOW,
      logger: recordingLogger(),
    };
    const event = { id: 'lead-1', data: SUBMISSION, time: '2026-03-01T12:00:00.000Z' };
    mailer.failWith = new ProviderError('network', 'sin red');
    await expect(notifyLead(event, deps)).rejects.toThrow('sin red');
    expect(fs.docs.get('contactSubmissions/lead-1')?.notifiedAt).toBeUndefined();
    expect(fs.docs.get('contactSubmissions/lead-1')?.notifyClaimedAt).toBeUndefined();

    mailer.failWith = null;
    const results = await Promise.allSettled([notifyLead(event, deps), notifyLead(event, deps)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await notifyLead(event, deps)).toBe('already-notified');
    expect(mailer.sent).toHaveLength(1);
  });
});

describe('Firestore confirmation log (newsletterRequests/{sha256})', () => {
  it('stores only the hash of the address, with lastSentAt and a TTL field, and blocks 24 h', async () => {
    const fs = fakeFirestore();
    const log = createFirestoreConfirmationLog(async () => fs.kit);
    const claim = await log.claim('Ana@Example.com', NOW);
    expect(claim).not.toBeNull();
    const id = emailKey('ana@example.com');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect([...fs.docs.keys()]).toEqual([`newsletterRequests/${id}`]);
    const doc = fs.docs.get(`newsletterRequests/${id}`) ?? {};
    expect(Object.keys(doc).sort()).toEqual(['expireAt', 'lastSentAt']);
    expect((doc.lastSentAt as FakeTimestamp).toMillis()).toBe(NOW.getTime());
    expect((doc.expireAt as FakeTimestamp).toMillis()).toBe(NOW.getTime() + 86_400_000);
    expect(JSON.stringify([...fs.docs])).not.toContain('ana@');

    expect(await log.claim('ana@example.com', new Date(NOW.getTime() + 86_399_000))).toBeNull();
    expect(await log.claim('ana@example.com', new Date(NOW.getTime() + 86_400_000))).not.toBeNull();
  });

  it('release restores the previous record (or removes it) so a retry can send', async () => {
    const fs = fakeFirestore();
    const log = createFirestoreConfirmationLog(async () => fs.kit);
    const first = await log.claim('ana@example.com', NOW);
    await first?.release();
    expect(fs.docs.size).toBe(0);

    await log.claim('ana@example.com', NOW);
    const dayLater = new Date(NOW.getTime() + 86_400_000);
    const second = await log.claim('ana@example.com', dayLater);
    await second?.release();
    const doc = fs.docs.get(`newsletterRequests/${emailKey('ana@example.com')}`) ?? {};
    expect((doc.lastSentAt as FakeTimestamp).toMillis()).toBe(NOW.getTime());
  });

  it('lets only one of two concurrent requests claim', async () => {
    const fs = fakeFirestore();
    const log = createFirestoreConfirmationLog(async () => fs.kit);
    const claims = await Promise.all([
      log.claim('ana@example.com', NOW),
      log.claim('ana@example.com', NOW),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
