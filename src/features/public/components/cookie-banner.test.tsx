import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  it('is shown until accepted, with a link to the privacy notice', async () => {
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Aviso de cookies' });
    expect(banner).toHaveTextContent('cookies');
    expect(screen.getByRole('link', { name: 'Consulta el aviso de privacidad' })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad',
    );
  });

  it('"Entendido" stores cookieConsentAccepted = "true" and hides the banner', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Entendido' }));
    expect(localStorage.getItem('cookieConsentAccepted')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('lifts floating controls above itself while it shows (a CSS variable on <html>)', async () => {
    const user = userEvent.setup();
    renderBanner();
    await screen.findByRole('region', { name: 'Aviso de cookies' });
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-offset')).toMatch(
      /^\d+px$/,
    );
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(document.documentElement.style.getPropertyValue('--cookie-banner-offset')).toBe('');
  });

  it('stays hidden when the flag is already set', async () => {
    localStorage.setItem('cookieConsentAccepted', 'true');
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Entendido' })).not.toBeInTheDocument();
  });

  it('is not part of the server-rendered markup (no hydration mismatch)', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });
});

describe('showCookieBanner (the prerendered pages, without React)', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.body.replaceChildren();
  });

  it('waits for the late full stylesheet, so the banner never shows unstyled and then moves', async () => {
    const { showCookieBanner } = await import('./cookie-banner-dom');
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = '/assets/index.css';
    document.head.append(stylesheet);
    const host = document.createElement('div');
    document.body.append(host);

    showCookieBanner(host);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();

    stylesheet.dispatchEvent(new Event('load'));
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeInTheDocument();
    expect(host).toContainElement(screen.getByRole('button', { name: 'Entendido' }));
  });

  it('shows at once where every stylesheet has applied, and not again once accepted', async () => {
    const { showCookieBanner } = await import('./cookie-banner-dom');
    const host = document.createElement('div');
    document.body.append(host);
    showCookieBanner(host);
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    showCookieBanner(host);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });
});
