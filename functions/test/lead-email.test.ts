/**
 * Content of the sales e-mail: subject, every field, Reply-To, tel:, WhatsApp and admin links.
 * The phone links themselves are the site's (src/domain/phone.ts, tested in phone.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { buildLeadEmail, formatMexicoTime } from '../src/leads/lead-email.js';
import { readLeadSubmission } from '../src/leads/submission.js';
import { SUBMISSION } from './lead-fixture.js';

const CONTEXT = { id: 'abc123', siteUrl: 'https://www.tusocioideal.mx' };

describe('buildLeadEmail', () => {
  const mail = buildLeadEmail(readLeadSubmission(SUBMISSION), CONTEXT);

  it('has the exact subject and the lead as Reply-To', () => {
    expect(mail.subject).toBe('Nueva solicitud de cotización: Colegio del Caribe (Venta, +50)');
    expect(mail.replyTo).toBe('ana.perez@colegio-caribe.edu.mx');
  });

  it('lists every field of the submission in Spanish in the text', () => {
    for (const line of [
      'Empresa o institución: Colegio del Caribe',
      'Nombre completo: Ana Pérez Canul',
      'Tipo de cliente: Institución Educativa',
      'Correo corporativo: Ana.Perez@Colegio-Caribe.edu.mx',
      'Teléfono: +52 998 765 4321',
      'Tipo de servicio: Venta',
      'Cantidad de equipos: +50',
      'Estado: Quintana Roo',
      'Mensaje:\nEquipos para 3 planteles.\n¿Tienen <laptops> & monitores?',
      `Enviada: ${formatMexicoTime(SUBMISSION.submittedAt)} — 2026-03-01T12:00:00.000Z`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(formatMexicoTime(SUBMISSION.submittedAt)).toMatch(
      /^1 de marzo de 2026.*6:00.*\(hora del centro de México\)$/,
    );
  });

  it('links the phone (tel:, WhatsApp) and the lead in the admin area', () => {
    expect(mail.text).toContain('- Llamar: tel:+529987654321');
    expect(mail.text).toContain('- WhatsApp: https://wa.me/529987654321');
    expect(mail.text).toContain(
      '- Ver en el panel de administración: https://www.tusocioideal.mx/admin-dashboard/solicitudes/abc123',
    );
    expect(mail.html).toContain('<a href="tel:+529987654321">+52 998 765 4321</a>');
    expect(mail.html).toContain(
      '<a href="https://wa.me/529987654321">https://wa.me/529987654321</a>',
    );
    expect(mail.html).toContain(
      'href="https://www.tusocioideal.mx/admin-dashboard/solicitudes/abc123"',
    );
    expect(mail.html).toContain('href="mailto:ana.perez@colegio-caribe.edu.mx"');
  });

  it('escapes every value in the HTML', () => {
    expect(mail.html).toContain('¿Tienen &lt;laptops&gt; &amp; monitores?');
    expect(mail.html).not.toContain('<laptops>');
    const evil = buildLeadEmail(
      readLeadSubmission({ ...SUBMISSION, company: '<img src=x onerror=alert(1)>' }),
      CONTEXT,
    );
    expect(evil.html).not.toContain('<img');
  });

  it('keeps the subject on one line and marks a missing message and missing fields', () => {
    const odd = buildLeadEmail(
      readLeadSubmission({
        ...SUBMISSION,
        company: 'ACME\r\nBcc: x@evil.test',
        message: undefined,
        state: 42,
        createdAt: { toDate: () => new Date('2026-03-01T12:00:01.000Z') },
      }),
      { id: 'a/b', siteUrl: 'http://localhost:5173' },
    );
    expect(odd.subject).toBe('Nueva solicitud de cotización: ACME Bcc: x@evil.test (Venta, +50)');
    expect(odd.text).toContain('Mensaje:\n(sin mensaje)');
    expect(odd.text).toContain('Estado: 42');
    expect(odd.text).toContain('Registrada: ');
    expect(odd.text).toContain('http://localhost:5173/admin-dashboard/solicitudes/a%2Fb');
  });

  it('handles an E.164 phone and a lead without a valid address (no Reply-To)', () => {
    const foreign = buildLeadEmail(
      readLeadSubmission({ ...SUBMISSION, phone: '+14155550123', corporateEmail: 'no-es-correo' }),
      CONTEXT,
    );
    expect(foreign.replyTo).toBeUndefined();
    expect(foreign.text).toContain('- WhatsApp: https://wa.me/14155550123');
    expect(foreign.text).not.toContain('Responder');
    const noPhone = buildLeadEmail(
      readLeadSubmission({ ...SUBMISSION, phone: 'llámame' }),
      CONTEXT,
    );
    expect(noPhone.text).toContain('Teléfono: llámame');
    expect(noPhone.text).not.toContain('wa.me');
  });
});
