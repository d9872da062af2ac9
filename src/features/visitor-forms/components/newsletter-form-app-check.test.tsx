import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';
import { installFakeNewsletter } from '../test-utils/fake-newsletter';

// The App Check chunk cannot be loaded (e.g. a deploy replaced it, or the connection dropped):
// importing '@/lib/app-check' rejects.
vi.mock('@/lib/app-check', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/app-check.js');
});

afterEach(() => vi.unstubAllGlobals());

it('when the App Check code cannot load, the form leaves "Suscribiendo..." and shows its connection message', async () => {
  const fake = installFakeNewsletter();
  const user = userEvent.setup();
  // A router: its short privacy notice links to the full notice.
  render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@empresa.mx');
  await user.click(screen.getByRole('button', { name: 'Suscribirse' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Problema de conexión. Intenta más tarde.',
  );
  const button = screen.getByRole('button', { name: 'Suscribirse' });
  expect(button).toBeEnabled();
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@empresa.mx');
  expect(screen.getByLabelText('Correo electrónico')).toBeEnabled();
  expect(fake.requests).toEqual([]);
});
