import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { FunctionCallError } from '@/lib/functions';
import type * as FunctionsModule from '@/lib/functions';
import { ADMIN, fakeSessionStore, renderAdmin, seedLead } from '@/app/test-utils/admin-harness';

// The callable function behind "Anonimizar" (tests/e2e/arco.spec.ts calls the real one).
const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

const NOW = new Date(2026, 2, 4, 12, 0);
const REASON = 'La persona lo pidió por correo (derecho de cancelación).';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  functions.callFunction.mockReset();
});

afterEach(() => {
  setStoresForTesting(null);
});

/** What functions/src/privacy/anonymize.ts leaves on the lead. */
function anonymizedFields(reason: string) {
  return {
    fullName: 'Datos anonimizados',
    corporateEmail: '',
    phone: '',
    message: '',
    anonymized: { at: '2026-03-04T18:00:00.000Z', by: ADMIN.uid, cause: 'admin', reason },
  };
}

/** The callable function, as it changes the stored lead. */
function answerLikeTheFunction() {
  functions.callFunction.mockImplementation(async (name: string, data: { id: string }) => {
    expect(name).toBe('anonymizeLead');
    const current = await documents.get('contactSubmissions', data.id);
    const { emailKey: _e, nameKey: _n, latestNote: _l, ...rest } = current ?? {};
    await documents.set('contactSubmissions', data.id, {
      ...rest,
      ...anonymizedFields((data as { reason?: string }).reason ?? ''),
    });
    return { outcome: 'anonymized', message: 'Solicitud anonimizada.' };
  });
}

async function seedAna(status: 'Nuevo' | 'Ganado' = 'Nuevo') {
  return seedLead(documents, {
    fullName: 'Ana Pérez',
    corporateEmail: 'ana@hotelcaribe.mx',
    phone: '9981234567',
    company: 'Hotel Caribe',
    message: 'Quiero 12 equipos.',
    createdAt: '2026-03-03T10:00:00.000Z',
    status,
  });
}

function fact(term: string): string {
  const card = screen.getByRole('region', { name: 'Datos de la solicitud' });
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

async function openLead(id: string) {
  renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
  await screen.findByRole('region', { name: 'Datos de la solicitud' });
}

describe('Anonimizar, on a lead’s page', () => {
  it('asks for a reason, then has the function anonymise it and shows the lead without the person’s data', async () => {
    const id = await seedAna();
    answerLikeTheFunction();
    const user = userEvent.setup();
    await openLead(id);
    expect(screen.getByRole('link', { name: 'Escribir a ana@hotelcaribe.mx' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Anonimizar esta solicitud?' });
    expect(dialog).toHaveTextContent('No se puede deshacer');
    expect(dialog).not.toHaveTextContent('Ganado');
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar' }));
    expect(await within(dialog).findByText('Escribe el motivo de la anonimización.')).toBeVisible();
    expect(functions.callFunction).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar' }));
    expect(await screen.findByText('Solicitud anonimizada.')).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenCalledWith('anonymizeLead', {
      id,
      reason: REASON,
      includeWon: false,
    });
    await waitFor(() => expect(fact('Nombre completo')).toBe('Datos anonimizados'));
    expect(fact('Correo')).toBe('Datos anonimizados');
    expect(fact('Teléfono')).toBe('Datos anonimizados');
    expect(fact('Mensaje')).toBe('Datos anonimizados');
    expect(fact('Empresa')).toBe('Hotel Caribe');
    expect(screen.queryByRole('list', { name: 'Contactar' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => /^(mailto:|tel:|https:\/\/wa\.me)/.test(href))).toEqual([]);
    const privacy = screen.getByRole('region', { name: 'Privacidad' });
    // The reason ends with its own period: one, never "..".
    expect(privacy).toHaveTextContent(`por ${ADMIN.email}. Motivo: ${REASON}`);
    expect(privacy).not.toHaveTextContent('..');
    expect(within(privacy).queryByRole('button', { name: 'Anonimizar' })).not.toBeInTheDocument();
  });

  it('warns that a Ganado lead is a contract’s record, and only then sends includeWon', async () => {
    const id = await seedAna('Ganado');
    answerLikeTheFunction();
    const user = userEvent.setup();
    await openLead(id);
    await user.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Esta solicitud está en Ganado: es el registro de un contrato.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar' }));
    await waitFor(() =>
      expect(functions.callFunction).toHaveBeenCalledWith('anonymizeLead', {
        id,
        reason: REASON,
        includeWon: true,
      }),
    );
  });

  it('keeps the dialog open with the function’s message when it refuses', async () => {
    const id = await seedAna();
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError(
        'permission-denied',
        'Solo un administrador puede anonimizar solicitudes.',
      ),
    );
    const user = userEvent.setup();
    await openLead(id);
    await user.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar' }));
    expect(
      await within(dialog).findByText('Solo un administrador puede anonimizar solicitudes.'),
    ).toBeVisible();
    expect(fact('Nombre completo')).toBe('Ana Pérez');
  });
});

describe('an anonymised lead on the desk', () => {
  it('shows "Datos anonimizados" with no way to contact anyone, in the list and on its page', async () => {
    const id = await seedAna();
    const current = await documents.get('contactSubmissions', id);
    await documents.set('contactSubmissions', id, {
      ...current,
      ...anonymizedFields('Plazo de conservación'),
    });
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
    const row = await screen.findByRole('row', { name: /Datos anonimizados/ });
    expect(row).toHaveTextContent('Hotel Caribe');
    const hrefs = within(row)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([`/admin-dashboard/solicitudes/${id}`]);

    await userEvent.setup().click(within(row).getByRole('link', { name: 'Datos anonimizados' }));
    expect(
      await screen.findByRole('heading', { name: 'Datos anonimizados — Hotel Caribe' }),
    ).toBeVisible();
    expect(fact('Correo')).toBe('Datos anonimizados');
    expect(screen.queryByRole('list', { name: 'Contactar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Contexto del usuario/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Privacidad' })).toHaveTextContent(
      'Motivo: Plazo de conservación.',
    );
  });
});
