import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouterLinks } from '@/components/router-links';
import { plainRouting, SiteRoutingProvider } from '@/components/site-link';
import { SiteNavbar } from './site-navbar';

function renderNavbar(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterLinks>
        <SiteNavbar />
      </RouterLinks>
    </MemoryRouter>,
  );
}

describe('SiteNavbar', () => {
  it('links the logo and the five items exactly as docs/product.md, Public site', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Tu Socio Ideal' })).toHaveAttribute('href', '/');
    const expected: [string, string][] = [
      ['Inicio', '/'],
      ['Servicios', '/#servicios'],
      ['Líneas de negocios', '/business-lines'],
      ['Quiénes Somos', '/#quienes-somos'],
      ['Contacto', '/#landing-page-section'],
      ['Acceder/Registrarse', '/auth'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Acceder/Registrarse' })).toHaveClass(
      'btn-action',
    );
  });

  it('marks the current page', () => {
    renderNavbar('/business-lines');
    expect(screen.getByRole('link', { name: 'Líneas de negocios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('has a Spanish toggle that opens and closes the collapsed menu', async () => {
    const user = userEvent.setup();
    const { container } = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menú de navegación' });
    const menuId = toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = container.querySelector(`#${menuId}`);
    expect(menu).toHaveClass('collapse', 'navbar-collapse');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');
  });

  it('closes with Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menú de navegación' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after following a link', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menú de navegación' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Servicios' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SiteNavbar as an island of a prerendered page (no router)', () => {
  const renderIsland = (path: string) =>
    render(
      <SiteRoutingProvider value={plainRouting(path)}>
        <SiteNavbar />
      </SiteRoutingProvider>,
    );

  it('marks the current page with plain links', () => {
    renderIsland('/business-lines');
    const current = screen.getByRole('link', { name: 'Líneas de negocios' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/business-lines');
    expect(current).toHaveClass('nav-link', 'active');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('closes when a link within the page changes the hash', async () => {
    const user = userEvent.setup();
    renderIsland('/');
    const toggle = screen.getByRole('button', { name: /menú/i });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await act(async () => {
      window.location.hash = '#servicios';
      await new Promise((resolve) =>
        window.addEventListener('hashchange', resolve, { once: true }),
      );
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    window.location.hash = '';
  });

  it('closes on a link to the hash already in the address, before the browser follows it', async () => {
    window.location.hash = '#servicios';
    const user = userEvent.setup();
    const { container } = renderIsland('/');
    const toggle = screen.getByRole('button', { name: /menú/i });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // What the browser sees when it acts on the click (its scroll to the section comes after
    // every listener): the menu already closed, so the header is its closed height.
    let menuOpenWhenFollowed: boolean | null = null;
    const onClick = () => {
      menuOpenWhenFollowed = container.querySelector('#menu-principal')!.classList.contains('show');
    };
    document.addEventListener('click', onClick);
    await user.click(screen.getByRole('link', { name: 'Servicios' }));
    document.removeEventListener('click', onClick);
    expect(menuOpenWhenFollowed).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    window.location.hash = '';
  });
});
