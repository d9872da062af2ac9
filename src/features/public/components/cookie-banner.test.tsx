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
