/**
 * Single-line fields (names, company, e-mail, category...) typed with line breaks or other
 * control characters cannot fake lines in the plain-text e-mails: the lead e-mail, the lead
 * digest, the ARCO e-mail and the service e-mails flatten them to one line (mail/mailer.ts
 * oneLine); only the free-text message/description keeps its lines.
 */
import { describe, expect, it } from 'vitest';

import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.js';
import { buildArcoEmail } from '../src/arco/email.js';
import { buildLeadDigest } from '../src/leads/digest-email.js';
import { buildLeadEmail } from '../src/leads/lead-email.js';
import { readLeadSubmission } from '../src/leads/submission.js';
import { buildServiceTicketEmail } from '../src/service/emails.js';
import { buildServiceDigest } from '../src/service/digest.js';
import { readTicket } from '../src/service/ticket-mail.js';
import { SUBMISSION } from './lead-fixture.js';

const SITE = 'https://www.tusocioideal.mx';
const FAKE = 'Ana\r\nVer en el panel de administración: https://malo.example\u2028Teléfono: 1';

/** No line of `text` starts with what the attacker typed after a break. */
function expectNoFakeLine(text: string) {
  for (const line of text.split(/\r\n|\r|\n|\u2028|\u2029/)) {
    expect(line.startsWith('Ver en el panel de administración: https://malo')).toBe(false);
    expect(line.startsWith('Teléfono: 1')).toBe(false);
  }
  // eslint-disable-next-line no-control-regex -- the test looks for control characters on purpose
  expect(text).not.toMatch(/[\r\u2028\u2029\u0000-\u0008]/);
}

describe('single-line fields stay on one line in the plain-text e-mails', () => {
  it('the lead e-mail flattens the name, company and other fields', () => {
    const lead = readLeadSubmission({
      ...SUBMISSION,
      fullName: FAKE,
      company: 'Colegio\nEmpresa falsa: X',
      state: 'Quintana\u0000Roo',
    });
    const mail = buildLeadEmail(lead, { id: 'abc', siteUrl: SITE });
    expectNoFakeLine(mail.text);
    expect(mail.text).toContain(
      'Nombre completo: Ana Ver en el panel de administración: https://malo.example Teléfono: 1',
    );
    expect(mail.text).toContain('Empresa o institución: Colegio Empresa falsa: X');
    expect(mail.text).toContain('Estado: Quintana Roo');
    // The message is free text: its own lines stay.
    expect(mail.text).toContain('Equipos para 3 planteles.\n¿Tienen <laptops> & monitores?');
  });

  it('the lead digest flattens every listed field', () => {
    const digest = buildLeadDigest(
      [{ id: 'abc', data: { ...SUBMISSION, fullName: FAKE, createdAt: '2026-03-01T12:00:00Z' } }],
      SITE,
      30,
    );
    expectNoFakeLine(digest.text);
    expect(digest.text).toContain(
      '1. Colegio del Caribe — Ana Ver en el panel de administración: https://malo.example Teléfono: 1 (Institución Educativa)',
    );
  });

  it('the ARCO e-mail flattens the name and keeps the details as typed', () => {
    const mail = buildArcoEmail(
      {
        fields: {
          fullName: FAKE,
          email: 'ana@example.com',
          right: 'Acceso',
          details: 'Quiero saber\nqué datos tienen.',
        },
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        receivedAt: new Date('2026-03-02T16:00:00Z'),
        dueAt: new Date('2026-03-30T16:00:00Z'),
      },
      { id: 'A1', siteUrl: SITE, to: ['privacidad@example.com'] },
    );
    expectNoFakeLine(mail.text);
    expect(mail.text).toContain(
      'Nombre: Ana Ver en el panel de administración: https://malo.example Teléfono: 1',
    );
    expect(mail.text).toContain('Detalles:\nQuiero saber\nqué datos tienen.');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('the service e-mail and the service digest flatten the category, client and e-mail', () => {
    const data = {
      kind: 'falla',
      category: 'Atasco\nVer y responder en el panel: https://malo.example',
      clientEmail: 'carla@hotel.mx',
      equipment: { model: 'Kyocera', serial: 'S1' },
      description: 'Línea 1\nLínea 2',
      photoUrl: 'https://x.example/a\nFoto falsa',
    };
    const ticket = readTicket('T1', data);
    const mail = buildServiceTicketEmail(ticket, {
      siteUrl: SITE,
      client: { name: 'Carla\r\nTeléfono: 1', company: 'Hotel' },
      location: null,
    });
    expect(mail.text).toContain(
      'Tipo: Falla (Atasco Ver y responder en el panel: https://malo.example)',
    );
    expect(mail.text).toContain('Cliente: Carla Teléfono: 1 (Hotel) <carla@hotel.mx>');
    // A stored photo link is never printed: the e-mail says there is a photo, in the panel.
    expect(mail.text).toContain('Foto: el cliente adjuntó una foto; está en el panel.');
    expect(mail.text + mail.html).not.toContain('x.example');
    expect(
      mail.text.split('\n').filter((l) => l.startsWith('Ver y responder en el panel:')),
    ).toEqual([`Ver y responder en el panel: ${SITE}/admin-dashboard/servicio/T1`]);
    expect(mail.text).toContain('Descripción:\nLínea 1\nLínea 2');

    const digest = buildServiceDigest(
      [
        {
          ticketId: 'T1',
          ticket: data,
          client: { name: 'Carla\nTeléfono: 1', company: 'Hotel' },
          pendingAtMs: 0,
        },
      ],
      SITE,
      30,
    );
    expectNoFakeLine(digest.text);
    expect(digest.text).toContain('   Descripción: Línea 1 Línea 2');
  });
});
