/**
 * "Estados de cuenta" (/main-user/estados-de-cuenta): the company's statements, newest month
 * first, each with its month, total and "Ver estado de cuenta"; the empty text before the first
 * close; another company's statements never listed (the query filters by the company).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { CLIENT_UID, renderClient, seedClient, seedColleague } from '../test-utils/client-harness';
import { seedStatement } from '../test-utils/statement-fixtures';

beforeEach(async () => {
  await installBrowserStoresForTesting();
  await seedClient();
  await seedColleague('fer', 'facturacion');
  await seedColleague('bruno', 'usuario');
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

describe('Estados de cuenta', () => {
  it('lists the statements newest first with their totals, each linking to its page', async () => {
    await seedStatement(CLIENT_UID, '2026-10');
    await seedStatement(CLIENT_UID, '2026-11', 2);
    await seedStatement('otra-empresa', '2026-11');
    renderClient('/main-user/estados-de-cuenta', 'fer');

    const list = await within(screen.getByRole('main')).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'noviembre de 2026Versión 2Total: $2,065.00 MXNVer estado de cuenta de noviembre de 2026',
      'octubre de 2026Total: $2,065.00 MXNVer estado de cuenta de octubre de 2026',
    ]);
    const open = within(list).getByRole('link', {
      name: 'Ver estado de cuenta de noviembre de 2026',
    });
    expect(open).toHaveAttribute('href', '/main-user/estados-de-cuenta/2026-11');

    await userEvent.click(open);
    expect(
      await screen.findByRole('article', { name: 'Estado de cuenta de noviembre de 2026' }),
    ).toBeInTheDocument();
  });

  it('keeps the empty text before the first close', async () => {
    renderClient('/main-user/estados-de-cuenta');
    expect(
      await screen.findByText(
        'Aún no hay estados de cuenta. Cuando cerremos el primer mes de tu contrato, su estado de cuenta aparecerá aquí.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('list')).not.toBeInTheDocument();
  });

  it('is not for a "Usuario"', async () => {
    await seedStatement(CLIENT_UID, '2026-11');
    renderClient('/main-user/estados-de-cuenta', 'bruno');
    expect(
      await screen.findByRole('heading', { name: 'Esta sección no es para tu rol' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ver estado de cuenta/)).not.toBeInTheDocument();
  });
});
