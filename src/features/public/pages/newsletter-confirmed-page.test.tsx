import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NewsletterConfirmedPage } from './newsletter-confirmed-page';

describe('NewsletterConfirmedPage', () => {
  it('confirms the subscription and offers a way back to the start', () => {
    render(
      <MemoryRouter>
        <NewsletterConfirmedPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Listo! Tu suscripción está confirmada.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
