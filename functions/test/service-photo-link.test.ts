import { describe, expect, it } from 'vitest';
import { buildServiceTicketEmail, PHOTO_LINE, type TicketFacts } from '../src/service/emails.js';
import { readTicket } from '../src/service/ticket-mail.js';

const SITE = 'https://www.tusocioideal.mx';

const ticket = (photo: Partial<TicketFacts>): TicketFacts => ({
  id: 'T1',
  kind: 'falla',
  tonerColors: [],
  category: 'Atasco de papel',
  description: 'Se atora el papel.',
  photoUrl: '',
  status: 'Abierto',
  clientEmail: 'carla@hotel.mx',
  model: 'Kyocera',
  serial: 'S1',
  ...photo,
});

describe('the service e-mail never prints a photo link a client stored', () => {
  it('says there is a photo and links the desk’s page of the ticket instead', () => {
    for (const photo of [
      { photoPath: 'ticket_photos/carla/eq1/T1' },
      { photoUrl: 'https://evil.example/f.jpg?x=<b>' },
    ]) {
      const mail = buildServiceTicketEmail(ticket(photo), {
        siteUrl: SITE,
        client: null,
        location: null,
      });
      expect(mail.text).toContain(`${PHOTO_LINE}\n`);
      expect(mail.html).toContain(
        `<a href="${SITE}/admin-dashboard/servicio/T1">Ver la foto en el panel</a>`,
      );
      expect(mail.text + mail.html).not.toContain('evil.example');
      expect(mail.text + mail.html).not.toContain('ticket_photos/');
    }
  });

  it('says nothing of a photo when there is none', () => {
    const mail = buildServiceTicketEmail(ticket({}), {
      siteUrl: SITE,
      client: null,
      location: null,
    });
    expect(mail.text).not.toContain('Foto');
    expect(mail.html).not.toContain('Ver la foto');
  });

  it('a stored ticket with its photo path (as the portal writes it now) mentions the photo', () => {
    const stored = readTicket('T1', {
      kind: 'falla',
      category: 'Atasco de papel',
      description: 'Se atora el papel.',
      photoPath: 'ticket_photos/carla/eq1/T1',
      status: 'Abierto',
      clientEmail: 'carla@hotel.mx',
      equipment: { model: 'Kyocera', serial: 'S1' },
    });
    const mail = buildServiceTicketEmail(stored, { siteUrl: SITE, client: null, location: null });
    expect(mail.text).toContain(`${PHOTO_LINE}\n`);
  });
});
