import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { env } from '@/config/env';
import { NewsletterForm } from './newsletter-form';
import { installFakeNewsletter, type FakeNewsletter } from '../test-utils/fake-newsletter';
import { waitWithFakeTimers } from '../test-utils/wait';

const TEXT = {
  required: 'Por favor, introduce tu correo electrónico.',
  success: '¡Gracias por suscribirte! Revisa tu bandeja de entrada.',
  failed: 'Error al suscribirse. Intenta de nuevo.',
  connection: 'Problema de conexión. Intenta más tarde.',
};

let fake: FakeNewsletter;

beforeEach(() => {
  fake = installFakeNewsletter();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup();
  // A router: its short privacy notice links to the full notice.
  render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
  const input = screen.getByLabelText('Correo electrónico');
  const button = screen.getByRole('button', { name: 'Suscribirse' });
  return { user, input, button };
}

describe('NewsletterForm', () => {
  it('has an e-mail input named "email" with the label "Correo electrónico", in a noValidate form', () => {
    const { input, button } = setup();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input.closest('form')).toHaveAttribute('novalidate');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('shows its short privacy notice: the company, the newsletter as a voluntary purpose, the full notice', () => {
    setup();
    const link = screen.getByRole('link', { name: 'Aviso de privacidad' });
    expect(link).toHaveAttribute('href', '/aviso-de-privacidad');
    const notice = link.closest('p');
    expect(notice).toHaveTextContent(/es responsable de tus datos personales/);
    expect(notice).toHaveTextContent(/enviarte el newsletter, una finalidad voluntaria/);
    expect(notice).toHaveTextContent(/puedes darte de baja cuando quieras/);
    expect(notice?.closest('form')).not.toBeNull();
  });

  it('an empty e-mail shows the danger alert and makes no request', async () => {
    const { user, input, button } = setup();
    await user.type(input, '   ');
    await user.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.required);
    expect(alert).toHaveClass('alert-danger');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('a malformed e-mail is refused here too, with no request', async () => {
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El formato del correo electrónico es inválido.',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('while sending: input and button disabled, button "Suscribiendo..."; then success clears the input', async () => {
    fake.reply({ deferred: true });
    const { user, input, button } = setup();
    await user.type(input, '  ana@empresa.mx ');
    await user.click(button);

    expect(button).toHaveTextContent('Suscribiendo...');
    expect(button).toBeDisabled();
    expect(input).toBeDisabled();
    await waitFor(() =>
      expect(fake.requests).toEqual([
        {
          url: env.newsletterUrl,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: { email: 'ana@empresa.mx' },
        },
      ]),
    );

    await act(async () => fake.release());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(TEXT.success);
    expect(status).toHaveClass('alert-success');
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    expect(button).toHaveTextContent('Suscribirse');
    expect(button).toBeEnabled();
  });

  it('a double click sends one request', async () => {
    fake.reply({ deferred: true });
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa.mx');
    await user.dblClick(button);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    await act(async () => fake.release());
    await screen.findByText(TEXT.success);
    expect(fake.requests).toHaveLength(1);
  });

  it('two submits in the same tick (before React re-renders) still send one request', async () => {
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa.mx');
    const form = button.closest('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText(TEXT.success);
    expect(fake.requests).toHaveLength(1);
  });

  it('a refusal shows the server message and keeps what was typed', async () => {
    fake.reply({
      status: 429,
      json: {
        success: false,
        message: 'Demasiados intentos de suscripción. Espera un minuto e inténtalo de nuevo.',
      },
    });
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa.mx');
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Demasiados intentos de suscripción. Espera un minuto e inténtalo de nuevo.',
    );
    expect(alert).toHaveClass('alert-danger');
    expect(input).toHaveValue('ana@empresa.mx');
  });

  it('success false without a message shows "Error al suscribirse. Intenta de nuevo."', async () => {
    fake.reply({ status: 200, json: { success: false } });
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa.mx');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.failed);
    expect(input).toHaveValue('ana@empresa.mx');
  });

  it('a network failure shows "Problema de conexión. Intenta más tarde."', async () => {
    fake.reply({ networkError: true });
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa.mx');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.connection);
    expect(input).toHaveValue('ana@empresa.mx');
  });

  it('a reply that is not JSON shows the connection message', async () => {
    fake.reply({ status: 502, text: '<html>Bad Gateway</html>' });
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa.mx');
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.connection);
  });

  it('messages clear after 5000 ms', async () => {
    const { user, input, button } = setup();
    await user.type(input, 'ana@empresa.mx');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // user-event waits with setTimeout: click through fireEvent while the clock is fake.
    fireEvent.click(button);
    await waitWithFakeTimers(() => expect(screen.getByText(TEXT.success)).toBeInTheDocument());

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(TEXT.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(TEXT.success)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suscribirse' })).toBeEnabled();
  });

  it('an error message clears after 5000 ms too', async () => {
    const { button } = setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.required);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
