import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { company } from '@/content/company';
import { HomePage } from './home-page';

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage quoteForm={<form aria-label="Formulario de cotización de prueba" />} />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('has the tagline as its only h1 and the two hero buttons', () => {
    renderHome();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Tu socio ideal para el éxito');
    expect(screen.getAllByRole('link', { name: 'Solicitar cotización' })[0]).toHaveAttribute(
      'href',
      '/#landing-page-section',
    );
    expect(screen.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute(
      'href',
      '/#servicios',
    );
  });

  it('has the anchored sections in order', () => {
    const { container } = renderHome();
    const ids = [...container.querySelectorAll('section[id]')].map((s) => s.id);
    expect(ids).toEqual([
      'servicios',
      'quienes-somos',
      'por-que-rentar',
      'proceso',
      'te-ayudamos',
      'landing-page-section',
    ]);
  });

  it('lists the three services with their points', () => {
    const { container } = renderHome();
    const services = within(container.querySelector<HTMLElement>('#servicios')!);
    const titles = services.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Renta de equipos multifuncionales',
      'Venta y financiamiento de equipos',
      'Equipos para eventos',
    ]);
    expect(services.getByText(/Contratos personalizables/)).toBeInTheDocument();
    expect(services.getByText(/Actualizaciones periódicas/)).toBeInTheDocument();
    expect(services.getByText(/deducible de impuestos/)).toBeInTheDocument();
    expect(
      services.getByText(/Renta por día o por semana, sin contratos largos/),
    ).toBeInTheDocument();
  });

  it('shows the five-step process in order and the monochrome printer promotion', () => {
    const { container } = renderHome();
    const steps = within(container.querySelector<HTMLElement>('#proceso ol')!).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Paso 1: Solicitud de cotización',
      'Paso 2: Solicitud de documentos y revisión de viabilidad económica',
      'Paso 3: Firma electrónica del contrato',
      'Paso 4: Pago y entrega',
      'Paso 5: Recolección o renovación',
    ]);
    expect(
      screen.getByRole('heading', { name: /Impresora monocromática por \$950 MXN al mes/ }),
    ).toBeInTheDocument();
  });

  it('puts the contact facts and the quote form in #landing-page-section', () => {
    const { container } = renderHome();
    const contact = container.querySelector<HTMLElement>('#landing-page-section')!;
    const inContact = within(contact);
    expect(
      inContact.getByRole('form', { name: 'Formulario de cotización de prueba' }),
    ).toBeInTheDocument();
    for (const { city, phone } of company.phones) {
      expect(contact).toHaveTextContent(`${city}: ${phone}`);
    }
    expect(contact).toHaveTextContent('Lunes a viernes, 9:00 a 19:00');
    expect(inContact.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(contact).toHaveTextContent('Playa del Carmen, Quintana Roo, México');
    expect(
      inContact.getByRole('link', { name: /Enviar mensaje por WhatsApp/ }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      expect(inContact.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  it('gives every image a Spanish alt text and explicit dimensions, lazy below the fold', () => {
    renderHome();
    const images = screen.getAllByRole('img');
    for (const image of images) {
      expect(image.getAttribute('alt')).toMatch(/^Ilustración de /);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(images[0]).not.toHaveAttribute('loading');
    expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
  });
});
