/**
 * Speed to lead on the desk: the list's clock and views ("Mis solicitudes", "Vencidas",
 * "Para hoy"), the first contact stopping the clock, and on a lead's page the owner, the next
 * action, the possible duplicates and "Fusionar en esta".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLead, listLeadNotes } from '@/data/leads';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import type * as FunctionsModule from '@/lib/functions';
import { ADMIN, fakeSessionStore, renderAdmin, seedLead } from '@/app/test-utils/admin-harness';

// The callable behind "Fusionar en esta" (functions/test/emulator/lead-merge.emulator.test.ts
// runs the real one).
const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

// Wednesday 4 March 2026, 13:00 in Cancún.
const NOW = new Date('2026-03-04T18:00:00.000Z');
const LIST = '/admin-dashboard?section=solicitudes';
const OTHER = { uid: 'ventas-dos', email: 'ventas2@demo.test' };

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  functions.callFunction.mockReset();
});

afterEach(() => {
  setStoresForTesting(null);
});

/** A lead as the trigger leaves it: owner, clock, duplicates (and what the test adds). */
async function seedTracked(
  fullName: string,
  fields: Record<string, unknown>,
  createdAt = '2026-03-04T15:00:00.000Z',
): Promise<string> {
  const id = await seedLead(documents, { fullName, createdAt, company: `Empresa de ${fullName}` });
  await documents.set(
    'contactSubmissions',
    id,
    {
      owner: ADMIN,
      ownerUid: ADMIN.uid,
      firstResponseDueAt: '2026-03-04T17:00:00.000Z',
      firstResponseAt: null,
      awaitingResponse: true,
      duplicateLeadIds: [],
      duplicateUserIds: [],
      ...fields,
    },
    { merge: true },
  );
  return id;
}

function row(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Solicitudes de cotización' });
  const link = within(table).getByRole('link', { name });
  return link.closest('tr') as HTMLElement;
}

function names(): string[] {
  const table = screen.getByRole('table', { name: 'Solicitudes de cotización' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('link')[0]!.textContent ?? '');
}

async function seedDesk() {
  await seedTracked('Ana Tarde', { firstResponseDueAt: '2026-03-04T15:00:00.000Z' });
  await seedTracked('Beto Atiempo', {
    owner: OTHER,
    ownerUid: OTHER.uid,
    firstResponseDueAt: '2026-03-04T18:45:00.000Z',
  });
  await seedTracked('Carla Hoy', {
    owner: OTHER,
    ownerUid: OTHER.uid,
    firstResponseAt: '2026-03-04T15:30:00.000Z',
    awaitingResponse: false,
    nextActionAt: '2026-03-04T14:00:00.000Z',
  });
  await seedTracked('Diego Luego', {
    firstResponseAt: '2026-03-04T15:30:00.000Z',
    awaitingResponse: false,
    nextActionAt: '2026-03-11T14:00:00.000Z',
  });
}

describe('Solicitudes: the first-response clock and the views', () => {
  it('shows each lead how long it has, or how late it is, and the possible duplicates', async () => {
    await seedDesk();
    await seedTracked('Elena Repetida', { duplicateLeadIds: ['lead-0001'] });
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('link', { name: 'Ana Tarde' });
    expect(row('Ana Tarde')).toHaveTextContent('vencida hace 3 h');
    expect(row('Beto Atiempo')).toHaveTextContent('vence en 45 min');
    expect(row('Beto Atiempo')).toHaveTextContent('ventas2@demo.test');
    expect(row('Carla Hoy')).toHaveTextContent('Respondida');
    expect(within(row('Elena Repetida')).getByText('Posible duplicado')).toBeInTheDocument();
    expect(within(row('Ana Tarde')).queryByText('Posible duplicado')).not.toBeInTheDocument();
  });

  it('filters by view: mine, overdue, due today; a view replaces the other filters', async () => {
    await seedDesk();
    const user = userEvent.setup();
    renderAdmin(`${LIST}&etapa=Nuevo`, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('link', { name: 'Ana Tarde' });
    const view = screen.getByRole('combobox', { name: 'Vista' });

    await user.selectOptions(view, 'Mis solicitudes');
    await waitFor(() => expect(names()).toEqual(['Diego Luego', 'Ana Tarde']));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&vista=mias',
    );
    expect(screen.getByRole('combobox', { name: 'Etapa' })).toHaveValue('');

    await user.selectOptions(view, 'Vencidas');
    await waitFor(() => expect(names()).toEqual(['Ana Tarde']));

    await user.selectOptions(view, 'Para hoy');
    await waitFor(() => expect(names()).toEqual(['Carla Hoy']));
    expect(row('Carla Hoy')).toHaveTextContent('Próxima acción: miércoles, 4 de marzo de 2026');
  });

  it('says so when a view is empty', async () => {
    renderAdmin(`${LIST}&vista=vencidas`, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByText('Ninguna solicitud espera respuesta fuera de tiempo.'),
    ).toBeInTheDocument();
  });

  it('stops the clock when the lead moves past Nuevo from the list', async () => {
    const id = await seedTracked('Ana Tarde', { firstResponseDueAt: '2026-03-04T15:00:00.000Z' });
    const user = userEvent.setup();
    renderAdmin(LIST, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('link', { name: 'Ana Tarde' });
    await user.selectOptions(
      within(row('Ana Tarde')).getByRole('combobox', { name: 'Etapa de Ana Tarde' }),
      'Contactado',
    );
    await waitFor(async () => expect((await getLead(id))?.firstResponseAt).not.toBeNull());
    expect(row('Ana Tarde')).toHaveTextContent('Respondida');
    const stored = await documents.get('contactSubmissions', id);
    expect(stored?.awaitingResponse).toBe(false);
  });
});

describe("A lead's page: owner, next action, duplicates", () => {
  it('shows the owner and the clock, and hands the lead to another sales admin', async () => {
    await documents.set('users', OTHER.uid, {
      email: OTHER.email,
      name: 'Ventas Dos',
      role: 'admin',
      sales: true,
    });
    const id = await seedTracked('Ana Tarde', { firstResponseDueAt: '2026-03-04T15:00:00.000Z' });
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const card = await screen.findByRole('region', { name: 'Responsable y seguimiento' });
    expect(within(card).getByTestId('lead-owner')).toHaveTextContent('admin@demo.test');
    expect(within(card).getByTestId('lead-clock')).toHaveTextContent('vencida hace 3 h');

    await user.click(within(card).getByRole('button', { name: 'Reasignar' }));
    const select = await within(card).findByRole('combobox', { name: 'Nuevo responsable' });
    await waitFor(() => expect(select).toHaveFocus());
    await user.selectOptions(select, 'Ventas Dos (ventas2@demo.test)');
    await user.click(within(card).getByRole('button', { name: 'Reasignar' }));
    await waitFor(() =>
      expect(within(card).getByTestId('lead-owner')).toHaveTextContent('ventas2@demo.test'),
    );
    // The picker closes and the focus goes back to the button that opened it.
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Reasignar' })).toHaveFocus(),
    );
    const stored = await documents.get('contactSubmissions', id);
    expect(stored).toMatchObject({ owner: OTHER, ownerUid: OTHER.uid, ownerChangedBy: ADMIN.uid });
  });

  it('sets the next action for 9:00 of the chosen day, refuses an empty date, and clears it', async () => {
    const id = await seedTracked('Ana Tarde', {});
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const card = await screen.findByRole('region', { name: 'Responsable y seguimiento' });
    await user.click(within(card).getByRole('button', { name: 'Guardar fecha' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Elige una fecha válida, como máximo dentro de un año.',
    );
    const input = within(card).getByLabelText('Próxima acción');
    await user.type(input, '2026-03-05');
    await user.click(within(card).getByRole('button', { name: 'Guardar fecha' }));
    await waitFor(async () =>
      expect((await getLead(id))?.nextActionAt).toBe('2026-03-05T14:00:00.000Z'),
    );
    expect(await within(card).findByText('jueves, 5 de marzo de 2026')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Quitar fecha' }));
    await waitFor(async () => expect((await getLead(id))?.nextActionAt).toBeNull());
  });

  it('stops the clock when a call is logged, not when a plain note is', async () => {
    const id = await seedTracked('Ana Tarde', {});
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const note = await screen.findByLabelText('Nueva nota interna');
    await user.type(note, 'Solo una nota');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await screen.findByText('Solo una nota', { selector: 'p, li, div, span' });
    expect((await getLead(id))?.firstResponseAt).toBeNull();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de actividad' }),
      'Llamada',
    );
    await user.type(note, 'Le llamé; quiere 5 equipos');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(async () => expect((await getLead(id))?.firstResponseAt).not.toBeNull());
    expect(screen.getByTestId('lead-clock')).toHaveTextContent('Respondida');
  });

  it('links the earlier leads it may repeat and merges one into it', async () => {
    const earlier = await seedTracked(
      'Ana Primera',
      { awaitingResponse: false },
      '2026-02-01T15:00:00.000Z',
    );
    await documents.add(`contactSubmissions/${earlier}/notes`, {
      text: 'Llamada de febrero',
      kind: 'Llamada',
      authorUid: ADMIN.uid,
      authorEmail: ADMIN.email,
      createdAt: '2026-02-02T15:00:00.000Z',
    });
    const id = await seedTracked('Ana Segunda', {
      duplicateLeadIds: [earlier],
      duplicateUserIds: ['demo-guest'],
    });
    // What the function does: moves the notes, marks the other merged, answers.
    functions.callFunction.mockImplementationOnce(async () => {
      for (const n of await listLeadNotes(earlier)) {
        await documents.add(`contactSubmissions/${id}/notes`, { ...n, mergedFrom: earlier });
      }
      await documents.set('contactSubmissions', earlier, { mergedInto: id }, { merge: true });
      return { merged: true, moved: 1, message: 'Solicitudes fusionadas: se movió 1 actividad.' };
    });
    const user = userEvent.setup();
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    const card = await screen.findByRole('region', { name: 'Posible duplicado' });
    const link = await within(card).findByRole('link', {
      name: /Empresa de Ana Primera — Ana Primera/,
    });
    expect(link).toHaveAttribute('href', `/admin-dashboard/solicitudes/${earlier}`);
    expect(card).toHaveTextContent('Hay una cuenta registrada con este correo');

    await user.click(within(card).getByRole('button', { name: 'Fusionar en esta' }));
    const confirm = within(card).getByRole('button', { name: 'Sí, fusionar' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.click(confirm);
    expect(
      await screen.findByText('Solicitudes fusionadas: se movió 1 actividad.'),
    ).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenCalledWith('mergeLeads', {
      keepId: id,
      mergeId: earlier,
    });
    expect(await screen.findByText('Llamada de febrero')).toBeInTheDocument();
    // The page is read again after the merge: look the card up afresh.
    const after = () => screen.getByRole('region', { name: 'Posible duplicado' });
    await waitFor(() => expect(after()).toHaveTextContent('fusionada'));
    expect(
      within(after()).queryByRole('button', { name: 'Fusionar en esta' }),
    ).not.toBeInTheDocument();
  });

  it('on a merged lead, points to the lead kept', async () => {
    const id = await seedTracked('Ana Vieja', { mergedInto: 'lead-conservada' });
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
    expect(
      await screen.findByText('Esta solicitud se fusionó con otra; sus actividades están allá.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Abrir la solicitud que se conserva' }),
    ).toHaveAttribute('href', '/admin-dashboard/solicitudes/lead-conservada');
  });
});
