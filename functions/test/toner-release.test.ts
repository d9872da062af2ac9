/**
 * releaseTonerRequest (service/toner-release.ts): a resolved toner ticket frees its colours on the
 * device's equipment/{id}/tonerRequests/open; reopened, it claims the colours still free.
 */
import { describe, expect, it } from 'vitest';

import { releaseTonerRequest, type TonerMarkerStore } from '../src/service/toner-release.js';
import type { TonerRequestsDoc } from '../../src/domain/toner-requests.js';

function fakeStore(initial: Record<string, unknown> | null) {
  let marker = initial;
  const store: TonerMarkerStore = {
    async updateMarker(_equipmentId, next) {
      const doc: TonerRequestsDoc | null = next(marker);
      if (doc) marker = { ...doc };
    },
  };
  return { store, marker: () => marker };
}

const ticket = (open: boolean, colors = ['Negro', 'Cian']) => ({
  kind: 'toner',
  equipmentId: 'E1',
  tonerColors: colors,
  status: open ? 'En proceso' : 'Resuelto',
  open,
});

describe('releaseTonerRequest', () => {
  it("frees a resolved ticket's colours, keeping another ticket's", async () => {
    const fake = fakeStore({
      colors: { Negro: 't1', Cian: 't1', Magenta: 't2' },
      lastTicketId: 't2',
    });
    expect(
      await releaseTonerRequest(
        { ticketId: 't1', before: ticket(true), after: ticket(false) },
        fake.store,
      ),
    ).toBe('released');
    expect(fake.marker()).toEqual({ colors: { Magenta: 't2' }, lastTicketId: 't2' });
    // Delivered again: nothing more changes.
    await releaseTonerRequest(
      { ticketId: 't1', before: ticket(true), after: ticket(false) },
      fake.store,
    );
    expect(fake.marker()).toEqual({ colors: { Magenta: 't2' }, lastTicketId: 't2' });
  });

  it('never frees a colour another ticket holds now', async () => {
    const fake = fakeStore({ colors: { Negro: 't9' }, lastTicketId: 't9' });
    await releaseTonerRequest(
      { ticketId: 't1', before: ticket(true), after: ticket(false) },
      fake.store,
    );
    expect(fake.marker()).toEqual({ colors: { Negro: 't9' }, lastTicketId: 't9' });
  });

  it('reopened, claims again the colours still free', async () => {
    const fake = fakeStore({ colors: { Negro: 't9' }, lastTicketId: 't9' });
    expect(
      await releaseTonerRequest(
        { ticketId: 't1', before: ticket(false), after: ticket(true) },
        fake.store,
      ),
    ).toBe('claimed');
    expect(fake.marker()).toEqual({ colors: { Negro: 't9', Cian: 't1' }, lastTicketId: 't1' });
  });

  it('ignores fault reports and changes that keep the ticket open', async () => {
    const fake = fakeStore({ colors: { Negro: 't1' }, lastTicketId: 't1' });
    const fault = { ...ticket(false), kind: 'falla' };
    expect(
      await releaseTonerRequest({ ticketId: 't1', before: ticket(true), after: fault }, fake.store),
    ).toBe('none');
    expect(
      await releaseTonerRequest(
        { ticketId: 't1', before: ticket(true), after: ticket(true) },
        fake.store,
      ),
    ).toBe('none');
    expect(fake.marker()).toEqual({ colors: { Negro: 't1' }, lastTicketId: 't1' });
  });
});
