import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { company } from '@/content/company';
import { HUMAN_CHECK_LIFETIME_MS } from '@/components/human-check';
import { env } from '@/config/env';
import { MEXICAN_STATES } from '@/domain/mexican-states';
import { preloadQuoteValidation, QuoteForm } from './quote-form';
import { installFakeFunctions, type FakeFunctions } from '../test-utils/fake-functions';
import type { FakeReply } from '../test-utils/fake-newsletter';
import { waitWithFakeTimers } from '../test-utils/wait';

const TEXT = {
  captcha: 'Por favor, confirma que no eres un robot.',
  withNewsletter:
    '¡Gracias por tu interés! Tu mensaje ha sido enviado y te hemos suscrito a nuestro newsletter.',
  withoutNewsletter:
    '¡Gracias por tu interés! Tu mensaje ha sido enviado. Nos pondremos en contacto contigo pronto.',
  unreachable:
    'Hubo un error al enviar tu mensaje: no fue posible conectar con el servicio. Por favor, inténtalo de nuevo.',
};

/** What the quote function answers (functions/src/quote/messages.ts). */
const SERVER = {
  invalid: 'Ingresa un correo electrónico válido.',
  verification:
    'No pudimos verificar que no eres un robot. Marca de nuevo la casilla e inténtalo otra vez.',
  conflict:
    'Esta solicitud ya se había enviado con otros datos. Revisa el formulario y envíala de nuevo.',
  tooMany:
    'Recibimos demasiadas solicitudes desde tu conexión. Espera unos minutos e inténtalo de nuevo.',
  unavailable:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
};

const LABELS = {
  fullName: 'Nombre completo',
  clientType: 'Tipo de cliente',
  corporateEmail: 'Correo electrónico corporativo',
  phone: 'Teléfono',
  serviceType: 'Tipo de servicio',
  equipmentQuantity: 'Cantidad de equipos',
  company: 'Nombre de la empresa o institución',
  state: 'Estado',
  message: 'Mensaje (opcional)',
} as const;

// Rendering and filling the whole form per test: generous on a shared CPU.
vi.setConfig({ testTimeout: 20_000 });

let fake: FakeFunctions;

// The form loads its schema when it is about to be used (quote-form.tsx): load it once up front,
// so no test's first submit is the one that waits for the module.
beforeAll(() => preloadQuoteValidation());

beforeEach(() => {
  fake = installFakeFunctions();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup() {
  // delay: null — no setTimeout between keystrokes (faster, and safe under fake timers).
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <QuoteForm />
    </MemoryRouter>,
  );
  return { user, submit: screen.getByRole('button', { name: 'Enviar solicitud' }) };
}

function field(name: keyof typeof LABELS) {
  return screen.getByLabelText(LABELS[name]) as HTMLInputElement | HTMLSelectElement;
}

/** Types a text field the quick way (one paste, as a visitor pasting it): keeps the tests fast on a busy machine. */
async function typeInto(user: UserEvent, name: keyof typeof LABELS, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await typeInto(user, 'fullName', 'Ana Pérez');
  await user.selectOptions(field('clientType'), 'Persona física con actividad empresarial');
  await typeInto(user, 'corporateEmail', 'ana@empresa.mx');
  await typeInto(user, 'phone', '984 123 4567');
  await user.selectOptions(field('serviceType'), 'Renta');
  await user.selectOptions(field('equipmentQuantity'), '11-50');
  await typeInto(user, 'company', 'Papelería Ana');
  await user.selectOptions(field('state'), 'Quintana Roo');
  await typeInto(user, 'message', 'Necesito 12 multifuncionales.');
}

const captchaBox = () => screen.getByRole('checkbox', { name: 'No soy un robot' });

/** Ticks the stand-in check and waits for its token (fetched from the quote function). */
async function tickCaptcha(user: UserEvent) {
  await user.click(captchaBox());
  await waitFor(() => expect(captchaBox()).toBeChecked());
}

const typedValues = () => ({
  fullName: field('fullName').value,
  clientType: field('clientType').value,
  corporateEmail: field('corporateEmail').value,
  phone: field('phone').value,
  serviceType: field('serviceType').value,
  equipmentQuantity: field('equipmentQuantity').value,
  company: field('company').value,
  state: field('state').value,
  message: field('message').value,
});

const FILLED = {
  fullName: 'Ana Pérez',
  clientType: 'Persona física con actividad empresarial',
  corporateEmail: 'ana@empresa.mx',
  phone: '984 123 4567',
  serviceType: 'Renta',
  equipmentQuantity: '11-50',
  company: 'Papelería Ana',
  state: 'Quintana Roo',
  message: 'Necesito 12 multifuncionales.',
};

describe('QuoteForm: fields', () => {
  it('has every field of docs/product.md, Quote form, with its name, Spanish label and stored values', () => {
    setup();
    const form = field('fullName').closest('form');
    expect(form).toHaveAttribute('novalidate');
    for (const [name, label] of Object.entries(LABELS)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('name', name);
    }
    expect(field('corporateEmail')).toHaveAttribute('type', 'email');
    expect(field('phone')).toHaveAttribute('type', 'tel');

    const values = (name: keyof typeof LABELS) =>
      within(field(name))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
    expect(values('clientType')).toEqual([
      'Empresa',
      'Persona física con actividad empresarial',
      'Institución Educativa',
    ]);
    expect(values('serviceType')).toEqual(['Renta', 'Venta']);
    expect(values('equipmentQuantity')).toEqual(['1-10', '11-50', '+50']);
    expect(values('state')).toEqual([...MEXICAN_STATES]);
    expect(values('state')).toHaveLength(32);
  });

  it('shows its short privacy notice next to the submit button: the company, the purpose, the full notice', () => {
    const { submit } = setup();
    const link = screen.getByRole('link', { name: 'Aviso de privacidad' });
    expect(link).toHaveAttribute('href', '/aviso-de-privacidad');
    const notice = link.closest('p');
    expect(notice).toHaveTextContent(
      `${company.legalName} es responsable de tus datos personales.`,
    );
    expect(notice).toHaveTextContent(/atender tu solicitud de cotización y contactarte sobre ella/);
    // The newsletter that follows a quote is voluntary, and the notice says so.
    expect(notice).toHaveTextContent(/el newsletter es voluntario/);
    expect(notice?.parentElement).toContainElement(submit);
  });
});

describe('QuoteForm: validation', () => {
  it('an empty form shows a Spanish message next to each required field, focuses the first, and sends nothing', async () => {
    const { user, submit } = setup();
    await user.click(submit);

    for (const name of [
      'fullName',
      'clientType',
      'corporateEmail',
      'phone',
      'serviceType',
      'equipmentQuantity',
      'company',
      'state',
    ] as const) {
      const control = field(name);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(
        expect.stringMatching(/Este campo es obligatorio\.|Selecciona una opción\./),
      );
    }
    expect(field('message')).not.toHaveAttribute('aria-invalid');
    expect(field('fullName')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.captcha);
    expect(fake.quotes()).toEqual([]);
    expect(fake.subscriptions()).toEqual([]);
  });

  it('a malformed e-mail and phone get their own messages; the first invalid field gets focus', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await user.clear(field('corporateEmail'));
    await typeInto(user, 'corporateEmail', 'ana@empresa');
    await user.clear(field('phone'));
    await typeInto(user, 'phone', '12345');
    await tickCaptcha(user);
    await user.click(submit);

    expect(field('corporateEmail')).toHaveAccessibleDescription(
      'Ingresa un correo electrónico válido.',
    );
    expect(field('phone')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Ingresa un teléfono de 10 dígitos, o uno internacional con + y el código de país.',
      ),
    );
    expect(field('corporateEmail')).toHaveFocus();
    expect(fake.quotes()).toEqual([]);
    expect(fake.subscriptions()).toEqual([]);
  });

  it('editing a field clears its message', async () => {
    const { user, submit } = setup();
    await user.click(submit);
    expect(field('company')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('company'), 'X');
    expect(field('company')).not.toHaveAttribute('aria-invalid');
  });

  it('a valid form without the human check shows "Por favor, confirma que no eres un robot." and sends nothing', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await user.click(submit);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(TEXT.captcha);
    expect(alert).toHaveClass('alert-danger');
    expect(fake.quotes()).toEqual([]);
    expect(fake.subscriptions()).toEqual([]);
    expect(typedValues()).toEqual(FILLED);
  });

  it('an expired human check must be solved again', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    await waitWithFakeTimers(() =>
      expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toBeChecked(),
    );
    act(() => vi.advanceTimersByTime(HUMAN_CHECK_LIFETIME_MS));
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La verificación ha expirado. Por favor, confirma de nuevo que no eres un robot.',
    );
    fireEvent.click(submit);
    await waitWithFakeTimers(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(TEXT.captcha),
    );
    expect(fake.quotes()).toEqual([]);
  });
});

/** The body the form sends for FILLED: the parsed fields (phone in E.164), `id` and the token. */
const SENT_FIELDS = {
  fullName: 'Ana Pérez',
  clientType: 'Persona física con actividad empresarial',
  corporateEmail: 'ana@empresa.mx',
  phone: '+529841234567',
  serviceType: 'Renta',
  equipmentQuantity: '11-50',
  company: 'Papelería Ana',
  state: 'Quintana Roo',
  message: 'Necesito 12 multifuncionales.',
};

const EMPTY = Object.fromEntries(Object.keys(LABELS).map((name) => [name, '']));

const sentIds = () => fake.quotes().map((r) => (r.body as { id: string }).id);
const sentTokens = () =>
  fake.quotes().map((r) => (r.body as { captchaToken: string }).captchaToken);

/** Fills, ticks and sends once; resolves when the quote function has been asked. */
async function fillAndSend() {
  const { user, submit } = setup();
  await fillValidForm(user);
  await tickCaptcha(user);
  await user.click(submit);
  await vi.waitFor(() => expect(fake.quotes().length).toBeGreaterThan(0));
  return { user, submit };
}

describe('QuoteForm: sending', () => {
  it('the ticked stand-in asked the quote function for a single-use token', async () => {
    const { user } = setup();
    await tickCaptcha(user);
    expect(fake.tokenRequests()).toEqual([
      { url: `${env.quoteUrl}?captcha=stand-in`, method: 'GET', headers: {}, body: '' },
    ]);
  });

  it('POSTs the fields, the id and the token to the quote function, subscribes {email, name}, thanks the visitor and resets', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(TEXT.withNewsletter);
    expect(status).toHaveClass('alert-success');

    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${env.quoteUrl}?captcha=stand-in`,
      `POST ${env.quoteUrl}`,
      `POST ${env.newsletterUrl}`,
    ]);
    const [quote] = fake.quotes();
    expect(quote).toEqual({
      url: env.quoteUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: {
        ...SENT_FIELDS,
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        captchaToken: 'standin.token-1',
        // The privacy notice the form showed (the function stores it with the server's time).
        privacyNoticeVersion: '2026-11-27',
      },
    });
    // Exactly the contract's keys: the function refuses anything else.
    expect(Object.keys(quote?.body as object).sort()).toEqual(
      [...Object.keys(SENT_FIELDS), 'id', 'captchaToken', 'privacyNoticeVersion'].sort(),
    );
    expect(fake.subscriptions()).toEqual([
      {
        url: env.newsletterUrl,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: { email: 'ana@empresa.mx', name: 'Ana Pérez' },
      },
    ]);

    expect(typedValues()).toEqual(EMPTY);
    expect(captchaBox()).not.toBeChecked();
  });

  it('sends an international number written with + and its country code in E.164', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await user.clear(field('phone'));
    await typeInto(user, 'phone', '+1 (415) 555-0123');
    await tickCaptcha(user);
    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    expect((fake.quotes()[0]?.body as { phone: string }).phone).toBe('+14155550123');
  });

  it('an empty message is sent as ""', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await user.clear(field('message'));
    await tickCaptcha(user);
    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    expect(fake.quotes()[0]?.body).toMatchObject({ message: '' });
  });

  it('while sending every control and the button are disabled and the button reads "Enviando..."', async () => {
    fake.quote.reply({ deferred: true });
    const { submit } = await fillAndSend();

    expect(submit).toHaveTextContent('Enviando...');
    expect(submit).toBeDisabled();
    for (const name of Object.keys(LABELS) as Array<keyof typeof LABELS>) {
      expect(field(name)).toBeDisabled();
    }
    expect(captchaBox()).toBeDisabled();

    await act(async () => fake.quote.release({ status: 200, json: { success: true } }));
    await screen.findByText(TEXT.withNewsletter);
    expect(submit).toHaveTextContent('Enviar solicitud');
    expect(submit).toBeEnabled();
    expect(field('fullName')).toBeEnabled();
  });

  it('a double click sends one request and makes one newsletter call', async () => {
    fake.quote.reply({ deferred: true });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.dblClick(submit);
    await vi.waitFor(() => expect(fake.quotes()).toHaveLength(1));
    await act(async () => fake.quote.release({ status: 200, json: { success: true } }));
    await screen.findByText(TEXT.withNewsletter);
    expect(fake.quotes()).toHaveLength(1);
    expect(fake.subscriptions()).toHaveLength(1);
  });

  it('two submits in the same tick (before React re-renders) send one request', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    const form = submit.closest('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText(TEXT.withNewsletter);
    expect(fake.quotes()).toHaveLength(1);
    expect(fake.subscriptions()).toHaveLength(1);
  });

  it('the next request after a success has a new id and a new token', async () => {
    const { user, submit } = await fillAndSend();
    await screen.findByText(TEXT.withNewsletter);
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);
    await vi.waitFor(() => expect(fake.quotes()).toHaveLength(2));
    const [first, second] = sentIds();
    expect(second).not.toBe(first);
    expect(sentTokens()).toEqual(['standin.token-1', 'standin.token-2']);
  });

  it('messages clear after 5000 ms', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit);
    await waitWithFakeTimers(() =>
      expect(screen.getByText(TEXT.withNewsletter)).toBeInTheDocument(),
    );

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(TEXT.withNewsletter)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(TEXT.withNewsletter)).not.toBeInTheDocument();
  });
});

describe('QuoteForm: the human check', () => {
  it('no token from the quote function: a Spanish error, the box stays unticked, nothing is sent', async () => {
    fake.failTokens({ networkError: true });
    const { user, submit } = setup();
    await fillValidForm(user);
    await user.click(captchaBox());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo completar la verificación. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(captchaBox()).not.toBeChecked();
    await user.click(submit);
    expect(screen.getByText(TEXT.captcha)).toBeInTheDocument();
    expect(fake.quotes()).toEqual([]);

    // The service answers again: ticking once more gets a token and the request goes.
    fake.failTokens(null);
    await tickCaptcha(user);
    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    expect(sentTokens()).toEqual(['standin.token-1']);
  });

  it('a refusal of the token route (e.g. 429 from the same connection) is the same error', async () => {
    fake.failTokens({ status: 429, json: { success: false, message: SERVER.tooMany } });
    const { user } = setup();
    await user.click(captchaBox());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo completar la verificación. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(captchaBox()).not.toBeChecked();
  });
});

describe('QuoteForm: the newsletter fails after the request was stored', () => {
  async function sendWith(reply: FakeReply) {
    fake.newsletter.reply(reply);
    await fillAndSend();
    await screen.findByText(TEXT.withoutNewsletter);
  }

  it('success=false: the request is confirmed, and the newsletter problem is named with the server message', async () => {
    await sendWith({
      status: 400,
      json: { success: false, message: 'El formato del correo electrónico es inválido.' },
    });
    const [sent, newsletter] = screen.getAllByRole('status');
    expect(sent).toHaveTextContent(TEXT.withoutNewsletter);
    expect(sent).toHaveClass('alert-success');
    expect(newsletter).toHaveTextContent(
      'Hubo un problema al suscribirte al newsletter: El formato del correo electrónico es inválido.',
    );
    expect(newsletter).toHaveClass('alert-warning');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.quotes()).toHaveLength(1);
    expect(field('fullName')).toHaveValue('');
  });

  it('success=false without a message uses the generic newsletter text', async () => {
    await sendWith({ status: 200, json: { success: false } });
    expect(
      screen.getByText(
        'Hubo un problema al suscribirte al newsletter: Error al suscribirse. Intenta de nuevo.',
      ),
    ).toBeInTheDocument();
  });

  it('network failure: "No se pudo conectar con el servicio de newsletter: {detail}."', async () => {
    await sendWith({ networkError: true });
    expect(
      screen.getByText(
        'No se pudo conectar con el servicio de newsletter: no fue posible establecer la conexión.',
      ),
    ).toBeInTheDocument();
    expect(field('company')).toHaveValue('');
  });

  it('a reply that is not JSON counts as not reaching the service', async () => {
    await sendWith({ status: 502, text: '<html>Bad Gateway</html>' });
    expect(
      screen.getByText(
        'No se pudo conectar con el servicio de newsletter: el servicio respondió de forma inesperada (HTTP 502).',
      ),
    ).toBeInTheDocument();
  });
});

describe('QuoteForm: the quote function refuses', () => {
  it.each([
    { status: 400, message: SERVER.invalid, newCheck: false },
    { status: 403, message: SERVER.verification, newCheck: true },
    { status: 409, message: SERVER.conflict, newCheck: false },
    { status: 429, message: SERVER.tooMany, newCheck: true },
    { status: 503, message: SERVER.unavailable, newCheck: true },
  ])(
    '$status: its message, everything typed kept, no newsletter call (check solved again: $newCheck)',
    async ({ status, message, newCheck }) => {
      fake.quote.reply({ status, json: { success: false, message } });
      await fillAndSend();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveClass('alert-danger');
      expect(typedValues()).toEqual(FILLED);
      expect(fake.subscriptions()).toEqual([]);
      if (newCheck) expect(captchaBox()).not.toBeChecked();
      else expect(captchaBox()).toBeChecked();
    },
  );

  it.each([
    {
      status: 429,
      text: 'Has enviado demasiadas solicitudes. Por favor, espera unos minutos e inténtalo de nuevo.',
    },
    {
      status: 403,
      text: 'No pudimos verificar que no eres un robot. Por favor, confirma de nuevo la casilla.',
    },
    {
      status: 503,
      text: 'El servicio no está disponible en este momento. Por favor, inténtalo más tarde.',
    },
    {
      status: 500,
      text: 'El servicio no está disponible en este momento. Por favor, inténtalo más tarde.',
    },
  ])('$status without a message: our own text for it', async ({ status, text }) => {
    fake.quote.reply({ status, json: { success: false } });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(typedValues()).toEqual(FILLED);
  });

  it('after a 403 the check must be solved again; the retry carries a new token and the same id', async () => {
    fake.quote.replyOnce({ status: 403, json: { success: false, message: SERVER.verification } });
    const { user, submit } = await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER.verification);
    expect(captchaBox()).not.toBeChecked();

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.captcha);
    expect(fake.quotes()).toHaveLength(1);

    await tickCaptcha(user);
    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    expect(sentTokens()).toEqual(['standin.token-1', 'standin.token-2']);
    const [first, retry] = sentIds();
    expect(retry).toBe(first);
  });

  it('after a 409 the next send has a new id (the same token, which was not spent)', async () => {
    fake.quote.replyOnce({ status: 409, json: { success: false, message: SERVER.conflict } });
    const { user, submit } = await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER.conflict);

    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    const [first, second] = sentIds();
    expect(second).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(second).not.toBe(first);
    expect(sentTokens()).toEqual(['standin.token-1', 'standin.token-1']);
    expect(fake.tokenRequests()).toHaveLength(1);
  });

  it('an error message clears after 5000 ms', async () => {
    fake.quote.reply({ status: 503, json: { success: false, message: SERVER.unavailable } });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit);
    await waitWithFakeTimers(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(SERVER.unavailable),
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(typedValues()).toEqual(FILLED);
  });
});

describe('QuoteForm: the quote function cannot be reached', () => {
  it('network failure: the connection message, everything typed kept, the check still solved', async () => {
    fake.quote.reply({ networkError: true });
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.unreachable);
    expect(alert).toHaveClass('alert-danger');
    expect(typedValues()).toEqual(FILLED);
    expect(captchaBox()).toBeChecked();
    expect(fake.subscriptions()).toEqual([]);
  });

  it('an answer that is not JSON (an HTML error page) is the same message', async () => {
    fake.quote.reply({ status: 502, text: '<html>Bad Gateway</html>' });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.unreachable);
    expect(typedValues()).toEqual(FILLED);
  });

  it('a retry sends the same id and token: a request that did arrive is answered "stored", never a second lead', async () => {
    fake.quote.replyOnce({ networkError: true });
    const { user, submit } = await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.unreachable);

    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    const [first, retry] = fake.quotes();
    expect(retry?.body).toEqual(first?.body);
    expect(sentIds()[0]).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(fake.tokenRequests()).toHaveLength(1);
  });

  it('gives up after 15 s: the connection message, and everything typed is kept', async () => {
    fake.quote.reply({ hang: true });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit);
    await waitWithFakeTimers(() => expect(submit).toHaveTextContent('Enviando...'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_999);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.unreachable);
    expect(typedValues()).toEqual(FILLED);
    expect(submit).toHaveTextContent('Enviar solicitud');
    expect(fake.subscriptions()).toEqual([]);
  });
});
