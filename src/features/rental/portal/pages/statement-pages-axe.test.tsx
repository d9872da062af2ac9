/**
 * axe-core (WCAG 2.2 A/AA rules that jsdom can check; colour contrast needs a browser) on the
 * statements: the list with two months and one statement with an estimated reading, as
 * "Facturación".
 */
import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { CLIENT_UID, renderClient, seedClient, seedColleague } from '../test-utils/client-harness';
import { seedStatement } from '../test-utils/statement-fixtures';
import { violations } from '../test-utils/axe';

beforeEach(async () => {
  await installBrowserStoresForTesting();
  await seedClient();
  await seedColleague('fer', 'facturacion');
  await seedStatement(CLIENT_UID, '2026-10');
  await seedStatement(CLIENT_UID, '2026-11', 2);
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

describe('the statement pages have no axe violations', () => {
  it('Estados de cuenta with two months', async () => {
    const { container } = renderClient('/main-user/estados-de-cuenta', 'fer');
    await screen.findByRole('link', { name: 'Ver estado de cuenta de octubre de 2026' });
    expect(await violations(container)).toEqual([]);
  });

  it('a statement with an estimated reading', async () => {
    const { container } = renderClient('/main-user/estados-de-cuenta/2026-11', 'fer');
    await screen.findByRole('button', { name: 'Imprimir o guardar PDF' });
    expect(await violations(container)).toEqual([]);
  });
});
