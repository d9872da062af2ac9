import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { env } from '@/config/env';
import { PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import {
  jsonResponse,
  recordRequest,
  scriptedEndpoint,
  type RecordedRequest,
  type ScriptedEndpoint,
} from '../test-utils/fake-newsletter';
import { ArcoForm, preloadArcoSchema } from './arco-form';

const STORED = {
  status: 200,
  json: {
    success: true,
    message:
      'Recibimos tu solicitud. Te responderemos a tu correo en un plazo máximo de 20 días hábiles.',
  },
};
const UNREACHABLE =
  'No fue posible enviar tu solicitud: no hubo conexión con el servicio. Por favor, inténtalo de nuevo.';

vi.setConfig({ testTimeout: 20_000 });

let requests: RecordedRequest[];
let arco: ScriptedEndpoint;
let issued: number;

const standInUrl = () => {
  const url = new URL(env.arcoUrl);
  url.searchParams.set('captcha', 'stand-in');
  return url.href;
};
const posts = () => requests.filter((r) => r.url === env.arcoUrl && r.method === 'POST');

beforeAll(() => preloadArcoSchema());

beforeEach(() => {
  requests = [];
  issued = 0;
  arco = scriptedEndpoint(STORED);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = recordRequest(input, init);
      requests.push(request);
      if (request.url === standInUrl()) {
        issued += 1;
        return jsonResponse(200, { success: true, token: `standin.token-${issued}` });
      }
      if (request.url === env.arcoUrl && request.method === 'POST') return arco.answer(init);
      return jsonResponse(404, { success: false, message: 'Recurso no encontrado.' });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ArcoForm />
    </MemoryRouter>,
  );
  return { user, submit: () => screen.getByRole('button', { name: /Enviar solicitud|Enviando/ }) };
}

const field = (label: string) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const captchaBox = () => screen.getByRole('checkbox', { name: 'No soy un robot' });

async function fill(user: UserEvent) {
  await user.click(field('Nombre completo'));
  await user.paste('  Ana Pérez ');
  await user.click(field('Correo electrónico'));
  await user.paste('ana@correo.mx');
  await user.selectOptions(field('Derecho que quieres ejercer'), 'Rectificación');
  await user.click(field('Detalles de tu solicitud'));
  await user.paste('Mi teléfono correcto es 998 111 2233.');
}

async function tick(user: UserEvent) {
  await user.click(captchaBox());
  await waitFor(() => expect(captchaBox()).toBeChecked());
}

describe('ArcoForm', () => {
  it('offers the five rights and the short privacy notice', () => {
    setup();
    const options = [...(field('Derecho que quieres ejercer') as HTMLSelectElement).options].map(
      (o) => o.textContent,
    );
    expect(options).toEqual([
      'Selecciona una opción',
      'Acceso',
      'Rectificación',
      'Cancelación',
      'Oposición',
      'Revocación del consentimiento',
    ]);
    // The short notice beside the form: who is responsible, what the data is for, the full notice.
    expect(
      screen.getByText(/Los usamos solo para atender y responder tu solicitud de derechos ARCO\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad',
    );
  });

  it('names every missing field and the human check, sends nothing, and focuses the first', async () => {
    const { user, submit } = setup();
    await user.click(submit());
    expect(await screen.findByText('Por favor, confirma que no eres un robot.')).toBeVisible();
    expect(field('Nombre completo')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(field('Correo electrónico')).toHaveAccessibleDescription(
      'Te responderemos a este correo. Este campo es obligatorio.',
    );
    expect(field('Derecho que quieres ejercer')).toHaveAccessibleDescription(
      'Selecciona una opción.',
    );
    expect(field('Detalles de tu solicitud')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre completo')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('sends the trimmed fields, the token and the notice version, then shows the folio', async () => {
    const { user, submit } = setup();
    await fill(user);
    await tick(user);
    arco.reply({ deferred: true });
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      fullName: 'Ana Pérez',
      email: 'ana@correo.mx',
      right: 'Rectificación',
      details: 'Mi teléfono correcto es 998 111 2233.',
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      captchaToken: 'standin.token-1',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    arco.release(STORED);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Recibimos tu solicitud.');
    expect(done).toHaveTextContent(
      'Te responderemos a ana@correo.mx en un plazo máximo de 20 días hábiles.',
    );
    expect(done).toHaveTextContent(`Folio: ${String(body.id)}`);
    // The message takes the focus in an effect, right after it shows.
    await waitFor(() => expect(done).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
    expect(field('Nombre completo')).toHaveValue('');
  });

  it('shows the function’s refusal and keeps what was typed; a 403 asks for the check again', async () => {
    const { user, submit } = setup();
    await fill(user);
    await tick(user);
    arco.replyOnce({
      status: 403,
      json: {
        success: false,
        message:
          'No pudimos verificar que no eres un robot. Marca de nuevo la casilla e inténtalo otra vez.',
      },
    });
    await user.click(submit());
    expect(
      await screen.findByText(
        'No pudimos verificar que no eres un robot. Marca de nuevo la casilla e inténtalo otra vez.',
      ),
    ).toBeVisible();
    expect(field('Nombre completo')).toHaveValue('  Ana Pérez ');
    expect(field('Derecho que quieres ejercer')).toHaveValue('Rectificación');
    expect(captchaBox()).not.toBeChecked();
  });

  it('after no answer keeps the form, and the retry sends the same id and token', async () => {
    const { user, submit } = setup();
    await fill(user);
    await tick(user);
    arco.replyOnce({ networkError: true });
    await user.click(submit());
    expect(await screen.findByText(UNREACHABLE)).toBeVisible();
    expect(field('Correo electrónico')).toHaveValue('ana@correo.mx');
    expect(captchaBox()).toBeChecked();
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Recibimos tu solicitud.');
    const [first, second] = posts().map((r) => r.body as Record<string, unknown>);
    expect(second?.id).toBe(first?.id);
    expect(second?.captchaToken).toBe(first?.captchaToken);
  });
});
