import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import { hydrateIsland } from './hydrate';
import { IslandView } from './island-view';
import { ISLANDS, islandIdPrefix } from './registry';

// A file of its own: an island hydrated by another test stays mounted and listening.
async function prerendered(pathname: string) {
  const Component = await ISLANDS.menu();
  const container = document.createElement('div');
  container.dataset.path = pathname;
  container.innerHTML = renderToString(<IslandView Component={Component} pathname={pathname} />, {
    identifierPrefix: islandIdPrefix('menu'),
  });
  document.body.append(container);
  return container;
}

describe('the menu island on a page opened at an anchor', () => {
  it('on a page opened at an anchor, a tap replayed once the menu has hydrated leaves it open', async () => {
    await new Promise((resolve) => {
      window.addEventListener('hashchange', resolve, { once: true });
      window.location.hash = '#servicios';
    });
    const container = await prerendered('/');
    const toggle = screen.getByRole('button', { name: 'Menú de navegación' });
    // As src/public-islands.ts does with a tap held before the island's code arrived.
    await act(() => hydrateIsland(container, 'menu', () => toggle.click()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    window.location.hash = '';
  });
});
