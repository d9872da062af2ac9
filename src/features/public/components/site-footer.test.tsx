import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { company } from '@/content/company';
import { SiteFooter } from './site-footer';

function footer(newsletter = <p>Formulario del newsletter</p>) {
  return (
    <MemoryRouter>
      <SiteFooter newsletter={newsletter} />
    </MemoryRouter>
  );
}

describe('SiteFooter', () => {
  it('shows the copyright with the current year', () => {
    render(footer());
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${year} ${company.name}. Todos los derechos reservados.`,
    );
  });

  it('links to the privacy notice and the ARCO request form', () => {
    render(footer());
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad',
    );
    expect(screen.getByRole('link', { name: 'Derechos ARCO' })).toHaveAttribute(
      'href',
      '/derechos-arco',
    );
  });

  it('renders the newsletter slot', () => {
    render(footer(<form aria-label="Suscripción de prueba" />));
    expect(
      within(screen.getByRole('contentinfo')).getByRole('form', { name: 'Suscripción de prueba' }),
    ).toBeInTheDocument();
  });

  it('has the blurb, the address, phone, WhatsApp and social links', () => {
    render(footer());
    const footerEl = screen.getByRole('contentinfo');
    expect(footerEl).toHaveTextContent('Playa del Carmen, Quintana Roo, México');
    for (const { city, phone } of company.phones) {
      expect(within(footerEl).getByRole('link', { name: `${city}: ${phone}` })).toHaveAttribute(
        'href',
        `tel:+${phone.replace(/\D/g, '')}`,
      );
    }
    const whatsapp = within(footerEl).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footerEl).getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      company.social.facebook,
    );
    expect(within(footerEl).getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      company.social.instagram,
    );
    expect(within(footerEl).getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      company.social.linkedin,
    );
  });

  it('hydrates a page prerendered in an earlier year without a mismatch, then shows the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T12:00:00Z'));
    const html = renderToString(footer());
    vi.useRealTimers();
    expect(html).toContain('© <span data-copyright-year="">2024</span>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, footer(), { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(container).toHaveTextContent(`© ${new Date().getFullYear()} ${company.name}.`);
    act(() => root.unmount());
    container.remove();
  });
});
