import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { company, formatAddress } from '@/content/company';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  function renderPage() {
    return render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
  }

  it('names the responsible company, its address and the law', () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso de privacidad');
    expect(container).toHaveTextContent(company.legalName);
    expect(container).toHaveTextContent(formatAddress(company.address));
    expect(container).toHaveTextContent(
      'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
    );
    expect(container).toHaveTextContent(/Última actualización: \d{1,2} de \w+ de \d{4}/);
  });

  it('lists the data the site collects, the purposes, ARCO rights and transfers', () => {
    const { container } = renderPage();
    for (const text of [
      'Formulario de cotización',
      'Newsletter',
      'Cuenta de usuario',
      'foto de perfil',
      'test de necesidades',
      'Finalidades primarias',
      'Finalidades secundarias',
      'Derechos ARCO',
      '20 días hábiles',
      'Transferencias',
      'Cambios a este aviso',
    ]) {
      expect(container).toHaveTextContent(text);
    }
    expect(screen.getAllByRole('link', { name: company.privacyEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${company.privacyEmail}`,
    );
  });

  it('links its ARCO section to the online request form', () => {
    renderPage();
    const section = screen.getByRole('region', { name: /Derechos ARCO/ });
    expect(
      within(section).getByRole('link', { name: 'formulario de derechos ARCO' }),
    ).toHaveAttribute('href', '/derechos-arco');
  });

  it('explains the browser storage the site uses', () => {
    const { container } = renderPage();
    expect(container).toHaveTextContent('cookieConsentAccepted');
    expect(container).toHaveTextContent('dismissedProfileModal_');
    expect(container).toHaveTextContent('Firebase Authentication');
  });

  it('has headings in order and a table of contents pointing at each section', () => {
    renderPage();
    const h2s = screen.getAllByRole('heading', { level: 2 });
    expect(h2s.length).toBeGreaterThanOrEqual(8);
    const toc = screen.getByRole('navigation', { name: 'Contenido del aviso' });
    for (const h2 of h2s) {
      const id = h2.closest('section')!.id;
      expect(toc.querySelector(`a[href="/#${id}"], a[href="#${id}"]`)).not.toBeNull();
    }
  });
});
