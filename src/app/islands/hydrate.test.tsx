import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateIsland } from './hydrate';
import { IslandView } from './island-view';
import { ISLANDS, islandIdPrefix } from './registry';

/** The island's markup as the build writes it (src/entry-server.tsx), in the page. */
async function prerendered(name: 'quote-form' | 'menu', pathname = '/') {
  const Component = await ISLANDS[name]();
  const container = document.createElement('div');
  container.dataset.path = pathname;
  container.innerHTML = renderToString(<IslandView Component={Component} pathname={pathname} />, {
    identifierPrefix: islandIdPrefix(name),
  });
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateIsland', () => {
  it('keeps what was typed into the quote form before its code loaded, and the form goes on from it', async () => {
    const container = await prerendered('quote-form');
    const name = screen.getByLabelText<HTMLInputElement>('Nombre completo');
    const state = screen.getByLabelText<HTMLSelectElement>('Estado');
    // Typed into the page's HTML, before React.
    name.value = 'Ana Pérez Canul';
    state.value = 'Yucatán';

    let hydrated = false;
    await act(() => hydrateIsland(container, 'quote-form', () => (hydrated = true)));
    expect(hydrated).toBe(true);
    // The same elements (hydrated, not drawn again), with what was typed.
    expect(screen.getByLabelText('Nombre completo')).toBe(name);
    expect(name).toHaveValue('Ana Pérez Canul');
    expect(state).toHaveValue('Yucatán');

    // React's state holds those values: the next render (typing elsewhere) keeps them.
    await userEvent.type(screen.getByLabelText('Teléfono'), '998');
    expect(name).toHaveValue('Ana Pérez Canul');
    expect(state).toHaveValue('Yucatán');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('998');
  });

  it('hydrates the menu with plain links, the current page marked, and its toggle working', async () => {
    const container = await prerendered('menu', '/business-lines');
    let hydrated = false;
    await act(() => hydrateIsland(container, 'menu', () => (hydrated = true)));
    expect(hydrated).toBe(true);
    const toggle = screen.getByRole('button', { name: 'Menú de navegación' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Líneas de negocios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
