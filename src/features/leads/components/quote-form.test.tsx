import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HUMAN_CHECK_LIFETIME_MS } from '@/components/human-check';
import { env } from '@/config/env';
import { listContactSubmissions } from '@/data/contact-submissions';
import { DataError } from '@/data/errors';
import type { DocumentStore } from '@/data/ports';
import type * as StoreModule from '@/data/store';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { MEXICAN_STATES } from '@/domain/mexican-states';
import { preloadQuoteValidation, QuoteForm } from './quote-form';
import { installFakeNewsletter, type FakeNewsletter } from '../test-utils/fake-newsletter';
import { waitWithFakeTimers } from '../test-utils/wait';

// The real seam (browser adapter over fake-indexeddb), with one switch: make opening the store
// fail, as when the data chunk cannot load or the SDK cannot initialise.
const storeControl = vi.hoisted(() => ({ openError: null as Error | null }));
vi.mock('@/data/store', async (importOriginal) => {
  const actual = await importOriginal<typeof StoreModule>();
  return {
    ...actual,
    getDocumentStore: () =>
      storeControl.openError ? Promise.reject(storeControl.openError) : actual.getDocumentStore(),
  };
});

const TEXT = {
  captcha: 'Por favor, confirma que no eres un robot.',
  missing: 'Firestore no está inicializado...',
  withNewsletter:
    '¡Gracias por tu interés! Tu mensaje ha sido enviado y te hemos suscrito a nuestro newsletter.',
  withoutNewsletter:
    '¡Gracias por tu interés! Tu mensaje ha sido enviado. Nos pondremos en contacto contigo pronto.',
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

// Rendering the whole form and an IndexedDB round trip per test: generous on a shared CPU.
vi.setConfig({ testTimeout: 20_000 });

let fake: FakeNewsletter;
let documents: DocumentStore;

// The form loads its schema when it is about to be used (quote-form.tsx): load it once up front,
// so no test's first submit is the one that waits for the module.
beforeAll(() => preloadQuoteValidation());

beforeEach(async () => {
  storeControl.openError = null;
  ({ documents } = await installBrowserStoresForTesting());
  fake = installFakeNewsletter();
});

afterEach(() => {
  setStoresForTesting(null);
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

async function tickCaptcha(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
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

  it('links to the privacy notice next to the submit button', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad',
    );
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
    expect(fake.requests).toHaveLength(0);
    expect(await listContactSubmissions()).toEqual([]);
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
    expect(fake.requests).toHaveLength(0);
    expect(await listContactSubmissions()).toEqual([]);
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
    expect(fake.requests).toHaveLength(0);
    expect(await listContactSubmissions()).toEqual([]);
    expect(typedValues()).toEqual(FILLED);
  });

  it('an expired human check must be solved again', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    act(() => vi.advanceTimersByTime(HUMAN_CHECK_LIFETIME_MS));
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La verificación ha expirado. Por favor, confirma de nuevo que no eres un robot.',
    );
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.captcha);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('QuoteForm: sending', () => {
  it('accepts an international number written with + and its country code, stored in E.164', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await user.clear(field('phone'));
    await typeInto(user, 'phone', '+1 (415) 555-0123');
    await tickCaptcha(user);
    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    expect((await listContactSubmissions())[0]?.phone).toBe('+14155550123');
  });

  it('stores the submission through the seam, subscribes {email, name}, thanks the visitor and resets', async () => {
    const before = Date.now();
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(TEXT.withNewsletter);
    expect(status).toHaveClass('alert-success');

    const stored = await listContactSubmissions();
    expect(stored).toHaveLength(1);
    const [doc] = stored;
    expect(doc).toMatchObject({
      fullName: 'Ana Pérez',
      clientType: 'Persona física con actividad empresarial',
      corporateEmail: 'ana@empresa.mx',
      phone: '+529841234567',
      serviceType: 'Renta',
      equipmentQuantity: '11-50',
      company: 'Papelería Ana',
      state: 'Quintana Roo',
      message: 'Necesito 12 multifuncionales.',
      recaptcha: true,
    });
    expect(doc?.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const at = Date.parse(doc?.submittedAt ?? '');
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    // The raw stored document has exactly these fields (no extras).
    const raw = await documents.list('contactSubmissions');
    expect(Object.keys(raw[0]?.data ?? {}).sort()).toEqual(
      [
        'fullName',
        'clientType',
        'corporateEmail',
        'phone',
        'serviceType',
        'equipmentQuantity',
        'company',
        'state',
        'message',
        'recaptcha',
        'submittedAt',
        'createdAt',
        'status',
      ].sort(),
    );

    expect(fake.requests).toEqual([
      {
        url: env.newsletterUrl,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: { email: 'ana@empresa.mx', name: 'Ana Pérez' },
      },
    ]);

    expect(typedValues()).toEqual({
      fullName: '',
      clientType: '',
      corporateEmail: '',
      phone: '',
      serviceType: '',
      equipmentQuantity: '',
      company: '',
      state: '',
      message: '',
    });
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
  });

  it('while sending every control and the button are disabled and the button reads "Enviando..."', async () => {
    fake.reply({ deferred: true });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);

    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(submit).toHaveTextContent('Enviando...');
    expect(submit).toBeDisabled();
    for (const name of Object.keys(LABELS) as Array<keyof typeof LABELS>) {
      expect(field(name)).toBeDisabled();
    }
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toBeDisabled();

    await act(async () => fake.release());
    await screen.findByText(TEXT.withNewsletter);
    expect(submit).toHaveTextContent('Enviar solicitud');
    expect(submit).toBeEnabled();
    expect(field('fullName')).toBeEnabled();
  });

  it('a double click stores one submission and makes one newsletter call', async () => {
    fake.reply({ deferred: true });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.dblClick(submit);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    await act(async () => fake.release());
    await screen.findByText(TEXT.withNewsletter);

    expect(await listContactSubmissions()).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('two submits in the same tick (before React re-renders) store one submission', async () => {
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    const form = submit.closest('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText(TEXT.withNewsletter);
    expect(await listContactSubmissions()).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
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

describe('QuoteForm: the newsletter fails after the submission was stored', () => {
  async function sendWith(reply: Parameters<FakeNewsletter['reply']>[0]) {
    fake.reply(reply);
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);
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
    expect(await listContactSubmissions()).toHaveLength(1);
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
    expect(await listContactSubmissions()).toHaveLength(1);
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

describe('QuoteForm: the submission could not be stored', () => {
  it('database missing: "Firestore no está inicializado...", nothing sent, values kept', async () => {
    storeControl.openError = new Error('Failed to fetch dynamically imported module');
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.missing);
    expect(alert).toHaveClass('alert-danger');
    expect(fake.requests).toHaveLength(0);
    expect(typedValues()).toEqual(FILLED);
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).toBeChecked();

    storeControl.openError = null;
    expect(await listContactSubmissions()).toEqual([]);
  });

  it('database error: the detail in the spec sentence, no newsletter call, values kept, and a retry works', async () => {
    const failing = new Proxy(documents, {
      get(target, property, receiver) {
        if (property === 'set') {
          return () =>
            Promise.reject(new DataError('denied', 'Missing or insufficient permissions.'));
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    setStoresForTesting({ documents: failing });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Hubo un error al enviar tu mensaje: no tienes permiso para guardar esta información. Por favor, inténtalo de nuevo.',
    );
    expect(fake.requests).toHaveLength(0);
    expect(typedValues()).toEqual(FILLED);

    // The store works again: the same typed values go through on the next try.
    setStoresForTesting({ documents });
    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    expect(await listContactSubmissions()).toHaveLength(1);
  });

  it('an error without a known code keeps its own text as the detail', async () => {
    const failing = new Proxy(documents, {
      get(target, property, receiver) {
        if (property === 'set')
          return () => Promise.reject(new Error('Cuota del navegador agotada.'));
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    setStoresForTesting({ documents: failing });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un error al enviar tu mensaje: Cuota del navegador agotada. Por favor, inténtalo de nuevo.',
    );
  });

  it('gives up after 15 s: the database error with a Spanish detail, and everything typed is kept', async () => {
    const hanging = new Proxy(documents, {
      get(target, property, receiver) {
        if (property === 'set') return () => new Promise(() => {});
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    setStoresForTesting({ documents: hanging });
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
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hubo un error al enviar tu mensaje: el servicio de datos no respondió en 15 segundos; revisa tu conexión. Por favor, inténtalo de nuevo.',
    );
    expect(typedValues()).toEqual(FILLED);
    expect(fake.requests).toHaveLength(0);
  });

  it('a retry after an unclear failure writes the same document, never a second lead', async () => {
    const ids: string[] = [];
    let failFirst = true;
    const flaky = new Proxy(documents, {
      get(target, property, receiver) {
        if (property === 'set') {
          return async (collection: string, id: string, data: Record<string, unknown>) => {
            ids.push(id);
            await target.set(collection, id, data);
            if (failFirst) {
              failFirst = false;
              // Stored, but the answer was lost on the way back.
              throw new DataError('unavailable', 'Servicio no disponible.');
            }
          };
        }
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    setStoresForTesting({ documents: flaky });
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'el servicio de datos no está disponible en este momento',
    );
    await user.click(submit);
    await screen.findByText(TEXT.withNewsletter);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(await listContactSubmissions()).toHaveLength(1);
  });

  it('an error message clears after 5000 ms', async () => {
    storeControl.openError = new Error('sin red');
    const { user, submit } = setup();
    await fillValidForm(user);
    await tickCaptcha(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit);
    await waitWithFakeTimers(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(TEXT.missing),
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(typedValues()).toEqual(FILLED);
  });
});
