import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { company, formatAddress } from '@/content/company';
import { DEFAULT_LEAD_RETENTION_MONTHS, PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
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
      'Finalidades necesarias (primarias)',
      'Finalidades voluntarias (secundarias)',
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

  it('is dated with the version of the notice the forms record', () => {
    renderPage();
    expect(screen.getByText(/^Última actualización:/)).toHaveTextContent(
      'Última actualización: 27 de noviembre de 2026',
    );
    expect(PRIVACY_NOTICE_VERSION).toBe('2026-11-27');
  });

  it('names the Secretaría Anticorrupción y Buen Gobierno as the authority, and no vague one', () => {
    const { container } = renderPage();
    const arco = document.getElementById('derechos-arco');
    expect(arco).toHaveTextContent(
      'procedimiento de protección de derechos ante la Secretaría Anticorrupción y Buen Gobierno',
    );
    expect(container).not.toHaveTextContent(/autoridad competente/i);
  });

  it('keeps necessary and voluntary purposes apart; the newsletter is voluntary and says how to refuse it', () => {
    renderPage();
    const purposes = document.getElementById('finalidades') as HTMLElement;
    const paragraphs = [...purposes.querySelectorAll('p')].map((p) => p.textContent ?? '');
    const necessary = paragraphs.findIndex((t) => t.startsWith('Finalidades necesarias'));
    const voluntary = paragraphs.findIndex((t) => t.startsWith('Finalidades voluntarias'));
    expect(necessary).toBeGreaterThanOrEqual(0);
    expect(voluntary).toBeGreaterThan(necessary);
    // The list under the necessary ones does not hold the newsletter.
    expect(within(purposes).getByRole('list')).not.toHaveTextContent(/newsletter/i);
    expect(paragraphs[voluntary]).toMatch(/newsletter/);
    const refuse = paragraphs.find((t) => t.startsWith('Cómo negarse'));
    expect(refuse).toMatch(/si confirma su suscripción/);
    expect(refuse).toMatch(/darse de baja en cualquier momento/);
    expect(refuse).toContain(company.privacyEmail);
  });

  it('says how long data is kept, how to download it and how to delete the account', () => {
    renderPage();
    const keeping = document.getElementById('conservacion') as HTMLElement;
    expect(keeping).toHaveTextContent(
      `se anonimizan de forma automática ${DEFAULT_LEAD_RETENTION_MONTHS} meses después de su última actividad`,
    );
    expect(keeping).toHaveTextContent(/marcan como perdidas o quedan sin actividad/);
    expect(keeping).toHaveTextContent(/terminaron en un contrato se conservan/);
    expect(keeping).toHaveTextContent(
      'hasta que usted elimine la cuenta, lo que puede hacer en cualquier momento desde Mi Perfil, «Tus datos», «Eliminar mi cuenta»',
    );
    expect(keeping).toHaveTextContent('«Descargar mis datos»');
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
