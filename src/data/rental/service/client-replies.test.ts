import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserFileStore } from '../../browser/file-store';
import { DailyReplyLimitError, sendClientReply } from './client-replies';
import type { DocumentStore } from '../../ports';
import { initialServiceKeys } from './service-limits';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';

const TICKET = { id: 't1', clientId: 'hotel', equipmentId: 'eq1' };
const ANA = { uid: 'ana', name: 'Ana López' };

let documents: DocumentStore;
let files: BrowserFileStore;

beforeEach(async () => {
  ({ documents, files } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('sendClientReply', () => {
  it('stores the client’s reply, not yet notified, and returns it as the thread shows it', async () => {
    const at = new Date('2026-11-27T23:45:00Z');
    const { reply, photoFailed } = await sendClientReply(
      TICKET,
      { text: '  Sigue igual.  ' },
      ANA,
      at,
    );
    expect(photoFailed).toBe(false);
    expect(reply).toEqual({
      id: reply.id,
      text: 'Sigue igual.',
      authorUid: 'ana',
      authorName: 'Ana López',
      at: at.toISOString(),
      fromClient: true,
      notified: false,
    });
    const stored = await documents.get('tickets/t1/replies', reply.id);
    expect(stored).toMatchObject({
      text: 'Sigue igual.',
      authorUid: 'ana',
      authorName: 'Ana López',
      fromClient: true,
      notified: false,
    });
    expect(typeof stored?.at).toBe('string');
    // The client writes only the reply.
    expect(await documents.get('tickets', 't1')).toBeNull();
  });

  it('refuses an empty text before writing anything', async () => {
    await expect(sendClientReply(TICKET, { text: '   ' }, ANA)).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(await documents.list('tickets/t1/replies')).toEqual([]);
  });

  it('names the photo’s place in the reply and uploads it there afterwards', async () => {
    const photo = new File(['jpg'], 'falla.jpg', { type: 'image/jpeg' });
    const { reply } = await sendClientReply(TICKET, { text: 'Foto', photo }, ANA);
    const path = `ticket_photos/hotel/eq1/t1-${reply.id}`;
    expect(reply.photoPath).toBe(path);
    expect((await documents.get('tickets/t1/replies', reply.id))?.photoPath).toBe(path);
    expect(await files.read(path)).not.toBeNull();
  });

  it('counts each reply in the author’s quota of the day and refuses the 31st in Spanish', async () => {
    const at = new Date('2026-11-27T23:45:00Z');
    for (let n = 1; n <= 30; n += 1) await sendClientReply(TICKET, { text: `R${n}` }, ANA, at);
    expect(await documents.get('replyQuotas', 'ana')).toMatchObject({
      day: '2026-11-27',
      count: 30,
      lastTicketId: 't1',
    });
    const refused = sendClientReply(TICKET, { text: 'Una más' }, ANA, at);
    await expect(refused).rejects.toBeInstanceOf(DailyReplyLimitError);
    await expect(refused).rejects.toThrow(
      'Ya recibimos varias respuestas tuyas hoy. Si es urgente, llámanos.',
    );
    expect(await documents.list('tickets/t1/replies')).toHaveLength(30);
    // Another member has their own count; the next Cancún day starts again at 1.
    await sendClientReply(TICKET, { text: 'Yo también' }, { uid: 'beto', name: 'Beto' }, at);
    await sendClientReply(TICKET, { text: 'Mañana' }, ANA, new Date('2026-11-28T05:00:00Z'));
    expect((await documents.get('replyQuotas', 'ana'))?.count).toBe(1);
  });

  it('signs the reply with the member’s whole name, however long', async () => {
    const long = { uid: 'ana', name: `  ${'Ana '.repeat(50)}López  ` };
    const { reply } = await sendClientReply(TICKET, { text: 'Hola' }, long);
    expect(reply.authorName).toBe(long.name.trim());
    expect((await documents.get('tickets/t1/replies', reply.id))?.authorName).toBe(
      long.name.trim(),
    );
  });

  it('keeps the stored reply when the photo’s upload fails, and says so', async () => {
    vi.spyOn(files, 'upload').mockRejectedValue(new Error('storage/unauthorized'));
    const photo = new File(['jpg'], 'falla.jpg', { type: 'image/jpeg' });
    const { reply, photoFailed } = await sendClientReply(TICKET, { text: 'Foto', photo }, ANA);
    expect(photoFailed).toBe(true);
    expect(await documents.get('tickets/t1/replies', reply.id)).not.toBeNull();
  });
});

describe('initialServiceKeys', () => {
  it('a ticket the desk opens for the client starts its clock the same way', () => {
    expect(initialServiceKeys({ responseHours: 8 }, 'empresa')).toEqual({
      responseHours: 8,
      resolutionHours: 16,
      respondedAt: null,
      pausedAt: null,
      resolvedAt: null,
      pausedMinutes: 0,
      dueAt: null,
      technicianUid: null,
      technicianName: '',
      visit: null,
      openedBy: 'empresa',
      notified: false,
    });
  });
});
