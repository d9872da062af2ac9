/** Every bad input answers 4xx JSON {success:false, message} in Spanish and never reaches the provider. */
import { describe, expect, it } from 'vitest';

import { handleNewsletter } from '../src/newsletter/handler.js';
import type { HttpResponse } from '../src/http-types.js';
import { MESSAGES } from '../src/newsletter/messages.js';
import { EMAIL_CASES } from '../../src/domain/schemas/email-cases.js';
import { post, spyProvider, testDeps } from './helpers.js';

function expectJsonError(res: HttpResponse, status: number, message: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.body).toEqual({ success: false, message });
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .+:\d+:\d+|Error:/); // no stack traces
}

async function run(req: ReturnType<typeof post>) {
  const provider = spyProvider();
  const deps = testDeps({ provider });
  const res = await handleNewsletter(req, deps);
  return { res, provider };
}

describe('newsletter handler: method and content type', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 405 and Allow: POST, OPTIONS',
    async (method) => {
      const { res, provider } = await run(post({ email: 'ana@example.com' }, { method }));
      expectJsonError(res, 405, 'Método no permitido. Envía la suscripción con POST.');
      expect(res.headers.allow).toBe('POST, OPTIONS');
      expect(provider.calls).toHaveLength(0);
    },
  );

  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['json look-alike', 'application/jsonp'],
  ])('answers a %s body with 415', async (_label, contentType) => {
    const { res, provider } = await run(
      post({ email: 'ana@example.com' }, { headers: { 'content-type': contentType } }),
    );
    expectJsonError(
      res,
      415,
      'La solicitud debe enviarse como JSON (Content-Type: application/json).',
    );
    expect(provider.calls).toHaveLength(0);
  });

  it('answers a POST without Content-Type with 415', async () => {
    const req = post({ email: 'ana@example.com' });
    const headers = { ...req.headers };
    delete headers['content-type'];
    const { res, provider } = await run({ ...req, headers });
    expect(res.status).toBe(415);
    expect(provider.calls).toHaveLength(0);
  });

  it('accepts application/json with a charset parameter, in any case', async () => {
    const { res, provider } = await run(
      post(
        { email: 'ana@example.com' },
        { headers: { 'content-type': 'Application/JSON; charset=UTF-8' } },
      ),
    );
    expect(res.status).toBe(200);
    expect(provider.calls).toHaveLength(1);
  });
});

describe('newsletter handler: size', () => {
  it('answers a declared Content-Length over 10 kB with 413', async () => {
    const { res, provider } = await run(
      post({ email: 'ana@example.com' }, { headers: { 'content-length': '10241' } }),
    );
    expectJsonError(res, 413, 'La solicitud es demasiado grande.');
    expect(provider.calls).toHaveLength(0);
  });

  it('answers a body of 10 kB + 1 byte with 413 even without Content-Length', async () => {
    const body = JSON.stringify({ email: 'ana@example.com', name: 'x'.repeat(10_241) });
    const req = post(body);
    const headers = { ...req.headers };
    delete headers['content-length'];
    const { res, provider } = await run({ ...req, headers });
    expectJsonError(res, 413, 'La solicitud es demasiado grande.');
    expect(provider.calls).toHaveLength(0);
  });

  it('measures an already-parsed body too', async () => {
    const { res } = await run({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { email: 'ana@example.com', name: 'x'.repeat(10_300) },
    });
    expect(res.status).toBe(413);
  });

  it('lets a body of exactly 10 kB through to validation', async () => {
    const prefix = JSON.stringify({ email: 'ana@example.com', pad: '' });
    const body = JSON.stringify({
      email: 'ana@example.com',
      pad: 'x'.repeat(10_240 - prefix.length),
    });
    expect(Buffer.byteLength(body)).toBe(10_240);
    const { res } = await run(post(body));
    // Not 413: it got as far as field validation (the extra "pad" field).
    expectJsonError(res, 400, 'La solicitud incluye campos no permitidos: pad.');
  });
});

describe('newsletter handler: JSON and shape', () => {
  it.each(['{bad json', '{"email": "ana@example.com"', "{'email':'ana@example.com'}"])(
    'answers malformed JSON %s with 400',
    async (text) => {
      const { res, provider } = await run(post(text));
      expectJsonError(res, 400, 'El contenido de la solicitud no es un JSON válido.');
      expect(provider.calls).toHaveLength(0);
    },
  );

  it.each([
    ['null', 'null'],
    ['an array', '[{"email":"ana@example.com"}]'],
    ['a string', '"ana@example.com"'],
    ['a number', '42'],
    ['an empty body', ''],
  ])('answers %s with 400', async (_label, text) => {
    const { res, provider } = await run(post(text));
    expectJsonError(res, 400, 'La solicitud debe ser un objeto JSON con tu correo electrónico.');
    expect(provider.calls).toHaveLength(0);
  });

  it('answers unknown fields with 400 naming them', async () => {
    const { res, provider } = await run(post({ email: 'ana@example.com', listId: 3, admin: true }));
    expectJsonError(res, 400, 'La solicitud incluye campos no permitidos: listId, admin.');
    expect(provider.calls).toHaveLength(0);
  });

  it.each([
    ['email is a number', { email: 12345 }, MESSAGES.emailNotText],
    ['email is an array', { email: ['ana@example.com'] }, MESSAGES.emailNotText],
    ['email is an object', { email: { address: 'ana@example.com' } }, MESSAGES.emailNotText],
    ['email is null', { email: null }, MESSAGES.emailNotText],
    ['name is a number', { email: 'ana@example.com', name: 7 }, MESSAGES.nameNotText],
    ['name is null', { email: 'ana@example.com', name: null }, MESSAGES.nameNotText],
    [
      'name is an object',
      { email: 'ana@example.com', name: { first: 'Ana' } },
      MESSAGES.nameNotText,
    ],
  ])('answers a wrong type (%s) with 400', async (_label, body, message) => {
    const { res, provider } = await run(post(body));
    expectJsonError(res, 400, message);
    expect(provider.calls).toHaveLength(0);
  });
});

describe('newsletter handler: e-mail and name', () => {
  it.each([{}, { email: '' }, { email: '   ' }, { name: 'Ana' }])(
    'answers a missing e-mail %j with 400',
    async (body) => {
      const { res, provider } = await run(post(body));
      expectJsonError(res, 400, 'Por favor, introduce tu correo electrónico.');
      expect(provider.calls).toHaveLength(0);
    },
  );

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'ana@exa mple.com',
    'ana @example.com',
    'ana..garcia@example.com',
    '.ana@example.com',
    'ana@-example.com',
    'ana@example.c',
    'ana@example.com.',
    'ana@example..com',
    '<script>@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('answers the malformed e-mail "%s" with 400', async (email) => {
    const { res, provider } = await run(post({ email }));
    expectJsonError(res, 400, 'El formato del correo electrónico es inválido.');
    expect(provider.calls).toHaveLength(0);
  });

  it('answers an e-mail longer than 254 characters with 400', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.mx`;
    expect(email).toHaveLength(255);
    const { res, provider } = await run(post({ email }));
    expectJsonError(res, 400, 'El correo electrónico no puede tener más de 254 caracteres.');
    expect(provider.calls).toHaveLength(0);
  });

  it('accepts an e-mail of exactly 254 characters, trimmed and lower-cased', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.mx`;
    expect(email).toHaveLength(254);
    const { res, provider } = await run(post({ email: `  ${email.toUpperCase()} ` }));
    expect(res.status).toBe(200);
    expect(provider.calls[0]?.email).toBe(email);
  });

  // The site's one e-mail rule: the same cases as the forms and firestore.rules.
  it.each(EMAIL_CASES.refused.filter((email) => email.trim() !== '' && email.length <= 254))(
    'answers %j, an address the site refuses everywhere, with 400',
    async (email) => {
      const { res, provider } = await run(post({ email }));
      expectJsonError(res, 400, 'El formato del correo electrónico es inválido.');
      expect(provider.calls).toHaveLength(0);
    },
  );

  it.each(EMAIL_CASES.accepted)(
    'accepts %j, an address the site accepts everywhere',
    async (email) => {
      const { res, provider } = await run(post({ email }));
      expect(res.status).toBe(200);
      expect(provider.calls[0]?.email).toBe(email.toLowerCase());
    },
  );

  it.each([
    'ana.garcia+news@example.com',
    "o'connor@sub.example.com.mx",
    'ventas@xn--tusocio-9za.mx',
  ])('accepts the valid e-mail %s', async (email) => {
    const { res } = await run(post({ email }));
    expect(res.status).toBe(200);
  });

  it('answers a name longer than 100 characters with 400', async () => {
    const { res, provider } = await run(post({ email: 'ana@example.com', name: 'ñ'.repeat(101) }));
    expectJsonError(res, 400, 'El nombre no puede tener más de 100 caracteres.');
    expect(provider.calls).toHaveLength(0);
  });

  it('accepts a name of exactly 100 characters (accents count as one)', async () => {
    const name = 'José Peña '.repeat(10).trim() + 'x'; // 100 characters
    expect([...name]).toHaveLength(100);
    const { res, provider } = await run(post({ email: 'ana@example.com', name }));
    expect(res.status).toBe(200);
    expect(provider.calls[0]?.name).toBe(name);
  });

  it('answers a name with control characters with 400', async () => {
    const { res, provider } = await run(
      post({ email: 'ana@example.com', name: 'Ana\u0000García' }),
    );
    expectJsonError(res, 400, 'El nombre contiene caracteres no válidos.');
    expect(provider.calls).toHaveLength(0);
  });

  it('drops a blank name instead of storing it', async () => {
    const { res, provider } = await run(post({ email: 'ana@example.com', name: '   ' }));
    expect(res.status).toBe(200);
    expect(provider.calls[0]).toEqual({
      email: 'ana@example.com',
      requestedAt: new Date('2026-03-01T12:00:00.000Z'),
    });
  });
});

describe('newsletter handler: unexpected failures', () => {
  it('turns an unexpected exception into a 500 JSON without details', async () => {
    const deps = testDeps({
      provider: {
        name: 'broken',
        requestConfirmation: async () => {
          throw new TypeError(
            'Cannot read properties of undefined (reading "x") at /srv/secret/path.js:1:2',
          );
        },
      },
    });
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }, { headers: { origin: 'http://localhost:5173' } }),
      deps,
    );
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.body).toEqual({
      success: false,
      message: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde.',
    });
    expect(
      deps.logger.entries.some(
        (e) => e.level === 'error' && String(e.data?.error).includes('TypeError'),
      ),
    ).toBe(true);
  });
});
