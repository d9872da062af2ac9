import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveCustomer } from '@/data/customers';
import { getLead, listLeadNotes } from '@/data/leads';
import { saveNeedsAssessment } from '@/data/needs-assessments';
import { updateUser } from '@/data/users';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import type { NeedsFormData } from '@/domain/schemas/needs-assessment';
import { awardAchievement, markResourceRead } from '@/domain/points';
import { recommend } from '@/domain/recommendation';
import { FunctionCallError } from '@/lib/functions';
import type * as FunctionsModule from '@/lib/functions';
import {
  ADMIN,
  denied,
  fakeSessionStore,
  renderAdmin,
  seedLead,
} from '@/app/test-utils/admin-harness';
import { ACTIVITY_MESSAGES, toLocalInputValue } from '@/domain/activity';

// The callable function behind "Reenviar aviso" (tests/e2e/lead-desk.spec.ts calls the real one).
const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

const NOW = new Date(2026, 2, 4, 12, 0);

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  functions.callFunction.mockReset();
});

afterEach(() => {
  setStoresForTesting(null);
});

/** The value shown for `term` in the request's data. */
function fact(term: string): string {
  const card = screen.getByRole('region', { name: 'Datos de la solicitud' });
  const dt = within(card).getByText(term, { selector: 'dt' });
  return (dt.nextElementSibling?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

async function seedAna(overrides: Partial<Parameters<typeof seedLead>[1]> = {}): Promise<string> {
  return seedLead(documents, {
    fullName: 'Ana Pérez',
    clientType: 'Institución Educativa',
    corporateEmail: 'ana@hotelcaribe.mx',
    phone: '9981234567',
    serviceType: 'Venta',
    equipmentQuantity: '11-50',
    company: 'Hotel Caribe',
    state: 'Quintana Roo',
    message: 'Cotización para 3 sucursales.',
    submittedAt: new Date(2026, 2, 3, 16, 44).toISOString(),
    createdAt: new Date(2026, 2, 3, 16, 45).toISOString(),
    ...overrides,
  });
}

describe('lead detail page', () => {
  it('shows every field of the request and one-click contact links', async () => {
    const id = await seedAna();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Ana Pérez — Hotel Caribe',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(fact('Correo')).toBe('ana@hotelcaribe.mx');
    expect(fact('Teléfono')).toBe('+52 998 123 4567');
    expect(fact('Tipo de cliente')).toBe('Institución Educativa');
    expect(fact('Servicio')).toBe('Venta');
    expect(fact('Cantidad de equipos')).toBe('11 a 50');
    expect(fact('Estado')).toBe('Quintana Roo');
    expect(fact('Mensaje')).toBe('Cotización para 3 sucursales.');
    // Cancún's time (UTC-5), whatever the browser's zone.
    expect(fact('Enviada')).toBe('3 mar 2026, 11:44 a.m.');
    // Stored before the lead functions (no `notified`): told, and nothing more is known.
    expect(screen.queryByText('Sin notificar')).not.toBeInTheDocument();
    expect(screen.queryByText('Aviso a ventas')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar aviso' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Llamar al +52 998 123 4567' })).toHaveAttribute(
      'href',
      'tel:+529981234567',
    );
    const whatsapp = screen.getByRole('link', {
      name: 'WhatsApp al +52 998 123 4567 (se abre en una pestaña nueva)',
    });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/529981234567');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Escribir a ana@hotelcaribe.mx' })).toHaveAttribute(
      'href',
      'mailto:ana@hotelcaribe.mx',
    );
    // The sidebar stays, with Solicitudes as the current section; a link leads back to the list.
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    expect(within(nav).getByRole('link', { name: 'Solicitudes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Volver a Solicitudes' })).toHaveAttribute(
      'href',
      '/admin-dashboard?section=solicitudes',
    );
    expect(
      await screen.findByText('Este correo no corresponde a ningún usuario registrado.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay notas internas.')).toBeInTheDocument();
  });

  it('writes to a stored address that carries mailto: parameters as one recipient, nothing more', async () => {
    // Stored before the e-mail rule refused such addresses (or written around it).
    const hostile = 'a@b.c?cc=x%40evil.mx&body=hola';
    const id = await seedAna({ corporateEmail: hostile });
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const write = await screen.findByRole('link', { name: `Escribir a ${hostile}` });
    const href = write.getAttribute('href') ?? '';
    expect(href).toBe('mailto:a@b.c%3Fcc%3Dx%2540evil.mx%26body%3Dhola');
    expect(new URL(href).search).toBe('');
    const fieldLink = within(
      screen.getByRole('region', { name: 'Datos de la solicitud' }),
    ).getByRole('link', { name: hostile });
    expect(fieldLink).toHaveAttribute('href', href);
    await screen.findByText('Aún no hay notas internas.');
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
  });

  it('uses an E.164 number as it is for the call and WhatsApp links', async () => {
    const id = await seedAna({ phone: '+14155550123' });
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('link', { name: 'Llamar al +14155550123' })).toHaveAttribute(
      'href',
      'tel:+14155550123',
    );
    expect(screen.getByRole('link', { name: /^WhatsApp al \+14155550123/ })).toHaveAttribute(
      'href',
      'https://wa.me/14155550123',
    );
    await screen.findByText('Aún no hay notas internas.');
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
  });

  it('adds internal notes, newest first, after checking the note is not empty', async () => {
    const id = await seedAna();
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const textarea = await screen.findByRole('textbox', { name: 'Nueva nota interna' });
    await screen.findByText('Aún no hay notas internas.');
    expect(textarea).toHaveAccessibleDescription('0 de 1,000 caracteres');

    await user.type(textarea, '   ');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(screen.getByText('Escribe la nota antes de guardarla.')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveFocus();
    expect(await listLeadNotes(id)).toEqual([]);

    await user.clear(textarea);
    await user.type(textarea, 'Llamó, quiere visita el lunes');
    expect(screen.getByText('29 de 1,000 caracteres')).toBeInTheDocument();
    expect(screen.queryByText('Escribe la nota antes de guardarla.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    // The saved notes, as listed (the textarea holds typed text too, so look inside the list).
    const savedNotes = () =>
      within(
        screen.getByRole('list', { name: 'Notas internas, de la más reciente a la más antigua' }),
      )
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p.admin-message')?.textContent);
    await waitFor(() => expect(savedNotes()).toEqual(['Llamó, quiere visita el lunes']));
    await waitFor(() => expect(textarea).toHaveValue(''));

    await user.type(textarea, 'Enviada la cotización');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() =>
      expect(savedNotes()).toEqual(['Enviada la cotización', 'Llamó, quiere visita el lunes']),
    );
    const items = within(
      screen.getByRole('list', { name: 'Notas internas, de la más reciente a la más antigua' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(ADMIN.email);
    // Logged as it happened: no second date.
    expect(items[0]).not.toHaveTextContent('registrada el');
    expect(await listLeadNotes(id)).toHaveLength(2);
    expect((await getLead(id))?.latestNote).toMatchObject({
      text: 'Enviada la cotización',
      authorEmail: ADMIN.email,
      kind: 'Nota',
    });
  });

  it('logs an activity with its kind and a date it happened, never in the future', async () => {
    const id = await seedAna();
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const textarea = await screen.findByRole('textbox', { name: 'Nueva nota interna' });
    const kind = screen.getByRole('combobox', { name: 'Tipo de actividad' });
    const when = screen.getByLabelText('Fecha y hora');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Llamada', 'WhatsApp', 'Correo', 'Visita', 'Nota']);

    // Tomorrow: refused, with the text kept.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await user.selectOptions(kind, 'Llamada');
    await user.clear(when);
    await user.type(when, toLocalInputValue(tomorrow));
    await user.type(textarea, 'Confirmó la visita');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(screen.getByText(ACTIVITY_MESSAGES.future)).toBeInTheDocument();
    expect(when).toHaveFocus();
    expect(textarea).toHaveValue('Confirmó la visita');
    expect(await listLeadNotes(id)).toEqual([]);

    // Logged afterwards: a call two days ago.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    twoDaysAgo.setSeconds(0, 0);
    await user.clear(when);
    await user.type(when, toLocalInputValue(twoDaysAgo));
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(async () => expect(await listLeadNotes(id)).toHaveLength(1));
    const [call] = await listLeadNotes(id);
    expect(call).toMatchObject({ kind: 'Llamada', at: twoDaysAgo.toISOString() });
    expect((await getLead(id))?.latestNote).toMatchObject({
      kind: 'Llamada',
      at: twoDaysAgo.toISOString(),
    });

    // An older one logged later does not replace the latest activity.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    await waitFor(() => expect(textarea).toHaveValue(''));
    await user.selectOptions(kind, 'WhatsApp');
    await user.clear(when);
    await user.type(when, toLocalInputValue(weekAgo));
    await user.type(textarea, 'Primer mensaje');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(async () => expect(await listLeadNotes(id)).toHaveLength(2));
    expect((await getLead(id))?.latestNote).toMatchObject({ kind: 'Llamada' });
    const list = screen.getByRole('list', {
      name: 'Notas internas, de la más reciente a la más antigua',
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('WhatsApp');
    // Written down afterwards: when it was logged shows too.
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(/registrada el/);
  });

  it('says so when the note cannot be saved', async () => {
    const id = await seedAna();
    vi.spyOn(documents, 'add').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByText('Aún no hay notas internas.');
    await user.type(screen.getByRole('textbox', { name: 'Nueva nota interna' }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo guardar la nota: no tienes permiso.',
    );
    expect(screen.getByRole('textbox', { name: 'Nueva nota interna' })).toHaveValue('Hola');
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
  });

  it('changes the stage and shows who and when', async () => {
    const id = await seedAna();
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const select = await screen.findByRole('combobox', { name: 'Etapa de Ana Pérez' });
    expect(
      screen.getByText('La etapa no ha cambiado desde que llegó la solicitud.'),
    ).toBeInTheDocument();
    await user.selectOptions(select, 'Cotizado');
    expect(
      await screen.findByText(/^Último cambio: .* por admin@demo\.test\.$/),
    ).toBeInTheDocument();
    expect(await getLead(id)).toMatchObject({ status: 'Cotizado', statusChangedBy: ADMIN.uid });
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
    await screen.findByText('Aún no hay notas internas.');
  });

  it("shows the registered user's customer data, needs test and progress", async () => {
    const guest = DEMO_ACCOUNTS.guest;
    const formData: NeedsFormData = {
      needsType: ['both'],
      volumeBN: 'medium',
      volumeColor: 'low',
      functionalities: ['scan', 'duplex'],
      numUsers: '6-20',
      numPrintersDesired: '2-5',
      businessType: 'office',
    };
    const recommendation = recommend(formData);
    await saveNeedsAssessment(guest.uid, {
      userId: guest.uid,
      email: guest.email,
      formData,
      recommendation,
      completedAt: NOW.toISOString(),
    });
    await saveCustomer(guest.uid, {
      userId: guest.uid,
      email: guest.email,
      fullName: guest.name,
      clientType: 'Prospect',
      phone: '9847654321',
      company: 'Despacho Invitado',
      state: 'Yucatán',
    });
    await updateUser(guest.uid, (current) => {
      if (!current) return null;
      const withCalculator = awardAchievement(current, 'calculatorUsed', NOW.toISOString()).user;
      return markResourceRead(withCalculator, 'guia-costo-por-pagina', NOW.toISOString()).user;
    });
    // Shown only for a verified e-mail (what the function confirmEmailVerified writes).
    await documents.set('users', guest.uid, { emailVerified: true }, { merge: true });
    const id = await seedAna({ corporateEmail: guest.email });
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });

    const context = await screen.findByRole('region', { name: 'Contexto del usuario registrado' });
    expect(
      await within(context).findByRole('heading', { name: recommendation.title }),
    ).toBeInTheDocument();
    expect(within(context).getByText('Despacho Invitado')).toBeInTheDocument();
    expect(within(context).getByText('Prospecto')).toBeInTheDocument();
    expect(within(context).getByText('Yucatán')).toBeInTheDocument();
    expect(within(context).getByText('Ambos (B/N y color)')).toBeInTheDocument();
    expect(
      within(context).getByText('Escanear, Impresión a doble cara (dúplex)'),
    ).toBeInTheDocument();
    expect(within(context).getByText('Oficina o despacho')).toBeInTheDocument();
    expect(within(context).getByText('Calculadora usada').nextElementSibling).toHaveTextContent(
      'Sí',
    );
    expect(
      within(context).getByText('Guía: cómo calcular el costo real por página'),
    ).toBeInTheDocument();
    expect(within(context).getByText('Puntos').nextElementSibling).toHaveTextContent('25');
    await screen.findByText('Aún no hay notas internas.');
  });

  it('warns that sales was not told and sends the notice again with "Reenviar aviso"', async () => {
    const id = await seedAna({ notified: false });
    let answer: (value: { sent: true; message: string }) => void = () => {};
    functions.callFunction.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const warning = await screen.findByRole('region', { name: 'Sin notificar' });
    expect(warning).toHaveTextContent(
      'Ventas aún no recibió el aviso de esta solicitud por correo. Se reintenta solo cada 15 minutos; también puedes reenviarlo ahora.',
    );
    expect(fact('Aviso a ventas')).toBe('Sin notificar');

    const button = within(warning).getByRole('button', { name: 'Reenviar aviso' });
    await user.click(button);
    expect(button).toHaveTextContent('Reenviando aviso…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(functions.callFunction).toHaveBeenCalledTimes(1);
    expect(functions.callFunction).toHaveBeenCalledWith('resendLeadNotification', { id });

    // What the function does before it answers: e-mails sales and marks the lead notified.
    await documents.set(
      'contactSubmissions',
      id,
      {
        notified: true,
        notifiedAt: '2026-03-04T17:01:00.000Z',
        notifiedVia: 'email',
      },
      { merge: true },
    );
    answer({ sent: true, message: 'Aviso enviado a ventas.' });
    expect(await screen.findByText('Aviso enviado a ventas.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Sin notificar' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Sin notificar')).not.toBeInTheDocument();
    expect(fact('Aviso a ventas')).toBe('Enviado por correo el 4 mar 2026, 12:01 p.m.');
    const card = screen.getByRole('region', { name: 'Datos de la solicitud' });
    expect(within(card).getByText(/^Enviado por correo/)).toHaveFocus();
    await screen.findByText('Aún no hay notas internas.');
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
  });

  it("keeps the warning and shows the function's Spanish refusal when the notice cannot go", async () => {
    const id = await seedAna({ notified: false });
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError(
        'unavailable',
        'No se pudo enviar el aviso. Se reintentará automáticamente.',
      ),
    );
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const warning = await screen.findByRole('region', { name: 'Sin notificar' });
    await user.click(within(warning).getByRole('button', { name: 'Reenviar aviso' }));
    expect(
      await screen.findByText('No se pudo enviar el aviso. Se reintentará automáticamente.'),
    ).toBeInTheDocument();
    const button = within(warning).getByRole('button', { name: 'Reenviar aviso' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Sin notificar' })).toBeInTheDocument();
    expect(await getLead(id)).toMatchObject({ notified: false });
    await screen.findByText('Aún no hay notas internas.');
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
  });

  it('shows what is stored when the notice had gone out meanwhile (the hourly digest)', async () => {
    const id = await seedAna({ notified: false });
    functions.callFunction.mockImplementationOnce(async () => {
      await documents.set(
        'contactSubmissions',
        id,
        {
          notified: true,
          notifiedAt: '2026-03-04T16:00:00.000Z',
          notifiedVia: 'digest',
        },
        { merge: true },
      );
      throw new FunctionCallError('failed-precondition', 'Esta solicitud ya se notificó a ventas.');
    });
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    await user.click(await screen.findByRole('button', { name: 'Reenviar aviso' }));
    expect(await screen.findByText('Esta solicitud ya se notificó a ventas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sin notificar')).not.toBeInTheDocument());
    expect(fact('Aviso a ventas')).toBe('Incluida en el resumen horario el 4 mar 2026, 11:00 a.m.');
    await screen.findByText('Aún no hay notas internas.');
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
  });

  it('says when the request does not exist', async () => {
    renderAdmin('/admin-dashboard/solicitudes/no-existe', fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('No encontramos esta solicitud.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Solicitudes' })).toBeInTheDocument();
  });

  it('shows the permission message when the request cannot be read', async () => {
    const id = await seedAna();
    vi.spyOn(documents, 'get').mockRejectedValueOnce(denied());
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('goes back to the list it was opened from', async () => {
    await seedAna({ status: 'Contactado' });
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard?section=solicitudes&etapa=Contactado', fakeSessionStore(ADMIN), {
      now: NOW,
    });
    await user.click(await screen.findByRole('link', { name: 'Ana Pérez' }));
    await screen.findByRole('heading', { level: 2, name: 'Ana Pérez — Hotel Caribe' });
    await screen.findByText('Aún no hay notas internas.');
    await screen.findByText('Este correo no corresponde a ningún usuario registrado.');
    await user.click(screen.getByRole('link', { name: 'Volver a Solicitudes' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&etapa=Contactado',
    );
    expect(await screen.findByRole('link', { name: 'Ana Pérez' })).toBeInTheDocument();
  });
});
