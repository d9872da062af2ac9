import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import type { ArcoStatus } from '@/domain/arco';
import { ADMIN, denied, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';

const PRIVACY = '/admin-dashboard?section=privacidad';
/** Tuesday 31 March 2026, noon in Cancún. */
const NOW = new Date('2026-03-31T17:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

/** A request as the arco function stores it (times as the store reads them back: ISO). */
async function seedRequest(
  id: string,
  {
    fullName,
    dueAt,
    receivedAt,
    status = 'Recibida',
    right = 'Acceso',
  }: { fullName: string; dueAt: string; receivedAt: string; status?: ArcoStatus; right?: string },
) {
  await documents.set('arcoRequests', id, {
    fullName,
    email: `${id}@correo.mx`,
    right,
    details: `Detalles de ${fullName}.`,
    status,
    receivedAt,
    dueAt,
    privacyNoticeVersion: '2026-11-25',
    privacyConsentAt: receivedAt,
    responseNote: '',
    notified: true,
  });
}

async function seedDesk() {
  // Due today (31 March, end of day in Cancún).
  await seedRequest('arcoHoy', {
    fullName: 'Ana Hoy',
    receivedAt: '2026-03-02T15:00:00.000Z',
    dueAt: '2026-04-01T04:59:59.999Z',
    right: 'Cancelación',
  });
  // Due on 26 March: five days ago.
  await seedRequest('arcoVencida', {
    fullName: 'Beto Vencido',
    receivedAt: '2026-02-25T15:00:00.000Z',
    dueAt: '2026-03-27T04:59:59.999Z',
    status: 'En proceso',
  });
  // Due on 7 April: 1, 2, 3, 6 and 7 April are left.
  await seedRequest('arcoLuego', {
    fullName: 'Carla Después',
    receivedAt: '2026-03-09T15:00:00.000Z',
    dueAt: '2026-04-08T04:59:59.999Z',
  });
  // Answered: last, whatever its due date.
  await seedRequest('arcoCerrada', {
    fullName: 'Diego Respondido',
    receivedAt: '2026-02-20T15:00:00.000Z',
    dueAt: '2026-03-20T04:59:59.999Z',
    status: 'Respondida',
  });
}

const cards = () => screen.getAllByRole('article');
const card = (name: RegExp) => screen.getByRole('article', { name });

describe('Privacidad', () => {
  it('is a section of the sidebar', async () => {
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    const link = await screen.findByRole('link', { name: 'Privacidad' });
    expect(link).toHaveAttribute('href', PRIVACY);
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacidad' })).toBeVisible();
  });

  it('lists the open requests by due date, the overdue first, and the answered ones last', async () => {
    await seedDesk();
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('article', { name: /Ana Hoy/ });
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Beto Vencido — Acceso',
      'Ana Hoy — Cancelación',
      'Carla Después — Acceso',
      'Diego Respondido — Acceso',
    ]);
    expect(screen.getByText('3 solicitudes abiertas, 1 vencida.')).toBeVisible();
    expect(card(/Beto Vencido/)).toHaveTextContent('Vencida hace 5 días');
    expect(card(/Ana Hoy/)).toHaveTextContent('Vence hoy');
    expect(card(/Carla Después/)).toHaveTextContent('Quedan 5 días hábiles');
    expect(card(/Diego Respondido/)).not.toHaveTextContent(/Vence hoy|Vencida hace|Quedan/);
  });

  it('shows each request’s e-mail, details, received and due dates on the Cancún calendar', async () => {
    await seedDesk();
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    const ana = await screen.findByRole('article', { name: /Ana Hoy/ });
    expect(within(ana).getByRole('link', { name: 'arcoHoy@correo.mx' })).toHaveAttribute(
      'href',
      'mailto:arcoHoy@correo.mx',
    );
    expect(ana).toHaveTextContent('Detalles de Ana Hoy.');
    expect(ana).toHaveTextContent(/Recibida\s*2 mar 2026, 10:00/);
    expect(ana).toHaveTextContent(/Vence\s*31 mar 2026/);
    expect(ana).toHaveTextContent('versión 2026-11-25');
    expect(ana).toHaveTextContent('arcoHoy');
  });

  it('writes to an e-mail that carries mailto: parameters as one recipient, nothing more', async () => {
    await seedRequest('arcoRaro', {
      fullName: 'Eva Rara',
      receivedAt: '2026-03-02T15:00:00.000Z',
      dueAt: '2026-04-01T04:59:59.999Z',
    });
    const hostile = 'a@b.c?cc=x%40evil.mx&body=hola';
    await documents.set('arcoRequests', 'arcoRaro', { email: hostile }, { merge: true });
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    const eva = await screen.findByRole('article', { name: /Eva Rara/ });
    const href = within(eva).getByRole('link', { name: hostile }).getAttribute('href') ?? '';
    expect(href).toBe('mailto:a@b.c%3Fcc%3Dx%2540evil.mx%26body%3Dhola');
    expect(new URL(href).search).toBe('');
  });

  it('saves a new status and a response note, with who and when', async () => {
    await seedDesk();
    const user = userEvent.setup();
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    const ana = await screen.findByRole('article', { name: /Ana Hoy/ });
    await user.selectOptions(
      within(ana).getByRole('combobox', { name: 'Estado de la solicitud de Ana Hoy' }),
      'Respondida',
    );
    await user.type(
      within(ana).getByRole('textbox', { name: 'Nota de respuesta para Ana Hoy' }),
      'Datos eliminados; se le avisó por correo.',
    );
    await user.click(within(ana).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(ana).findByText('Cambios guardados.')).toBeVisible();
    expect(within(ana).getByText(/Último cambio: .* por admin@demo.test\./)).toBeVisible();
    const stored = await documents.get('arcoRequests', 'arcoHoy');
    expect(stored).toMatchObject({
      status: 'Respondida',
      responseNote: 'Datos eliminados; se le avisó por correo.',
      updatedBy: ADMIN.uid,
      fullName: 'Ana Hoy',
    });
    expect(typeof stored?.updatedAt).toBe('string');
    // No longer open: the deadline is no longer shown.
    await waitFor(() => expect(card(/Ana Hoy/)).not.toHaveTextContent('Vence hoy'));
  });

  it('keeps the change with a Spanish message when it is refused', async () => {
    await seedDesk();
    vi.spyOn(documents, 'set').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    const ana = await screen.findByRole('article', { name: /Ana Hoy/ });
    await user.selectOptions(
      within(ana).getByRole('combobox', { name: 'Estado de la solicitud de Ana Hoy' }),
      'En proceso',
    );
    await user.click(within(ana).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(ana).findByRole('alert')).toHaveTextContent(
      'No se pudieron guardar los cambios: no tienes permiso.',
    );
    expect(
      within(ana).getByRole('combobox', { name: 'Estado de la solicitud de Ana Hoy' }),
    ).toHaveValue('En proceso');
    expect(await documents.get('arcoRequests', 'arcoHoy')).toMatchObject({ status: 'Recibida' });
  });

  it('says when there are no requests', async () => {
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('Aún no hay solicitudes de derechos ARCO.')).toBeVisible();
  });

  it('shows the permission message and "Reintentar" when the rules refuse the read', async () => {
    vi.spyOn(documents, 'list').mockRejectedValue(denied());
    renderAdmin(PRIVACY, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
