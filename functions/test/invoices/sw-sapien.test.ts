/** The SW sapien adapter against a fake SW service on 127.0.0.1 (the requests its docs describe). */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PacRefusal } from '../../src/invoices/pac.js';
import { SwSapienPac, swErrorCode } from '../../src/invoices/sw-sapien.js';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | null = null;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function fakeSw(answer: (seen: Seen) => { status: number; json: unknown }) {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const entry = { path: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const { status, json } = answer(entry);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

const stampData = {
  cfdi: '<cfdi:Comprobante/>',
  cadenaOriginalSAT: '||1.1|UUID||',
  noCertificadoSAT: '30001000000400002495',
  noCertificadoCFDI: '30001000000400002434',
  uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
  selloSAT: 'SAT==',
  selloCFDI: 'CFD==',
  fechaTimbrado: '2026-12-07T10:00:00',
  qrCode: 'iVBOR',
};

describe('SW sapien adapter', () => {
  it('authenticates once, posts the XML as the multipart field xml to /cfdi33/stamp/v4', async () => {
    const sw = await fakeSw((s) =>
      s.path === '/security/authenticate'
        ? { status: 200, json: { status: 'success', data: { token: 'T0K3N', expires_in: 7200 } } }
        : { status: 200, json: { status: 'success', data: stampData } },
    );
    const pac = new SwSapienPac({ url: sw.url, user: 'demo', password: '123456789' });
    const result = await pac.stamp('<cfdi:Comprobante Sello="x"/>');
    await pac.stamp('<cfdi:Comprobante Sello="y"/>');
    expect(sw.seen.map((s) => s.path)).toEqual([
      '/security/authenticate',
      '/cfdi33/stamp/v4',
      '/cfdi33/stamp/v4',
    ]);
    expect([sw.seen[0]!.headers.user, sw.seen[0]!.headers.password]).toEqual(['demo', '123456789']);
    const stamp = sw.seen[1]!;
    expect(stamp.headers.authorization).toBe('Bearer T0K3N');
    expect(stamp.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/u);
    expect(stamp.body).toMatch(/name="xml"; filename="xml"/u);
    expect(stamp.body).toContain('<cfdi:Comprobante Sello="x"/>');
    expect(result).toEqual({
      uuid: stampData.uuid,
      fechaTimbrado: stampData.fechaTimbrado,
      selloCfd: 'CFD==',
      noCertificadoSat: stampData.noCertificadoSAT,
      selloSat: 'SAT==',
      cadenaOriginalSat: stampData.cadenaOriginalSAT,
      xml: stampData.cfdi,
      alreadyStamped: false,
    });
  });

  it('answers 307 with the earlier stamp as alreadyStamped; refuses other errors with their code', async () => {
    let reply: { status: number; json: unknown } = {
      status: 400,
      json: {
        status: 'error',
        message: '307. El comprobante contiene un timbre previo.',
        data: stampData,
      },
    };
    const sw = await fakeSw(() => reply);
    const pac = new SwSapienPac({ url: sw.url, token: 'permanent' });
    expect(await pac.stamp('<x/>')).toMatchObject({ uuid: stampData.uuid, alreadyStamped: true });
    expect(sw.seen[0]!.headers.authorization).toBe('Bearer permanent');

    reply = {
      status: 400,
      json: {
        status: 'error',
        message:
          'CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello.',
        messageDetail: 'x',
      },
    };
    const refusal = await pac.stamp('<x/>').catch((e: unknown) => e as PacRefusal);
    expect(refusal).toBeInstanceOf(PacRefusal);
    expect(refusal).toMatchObject({ code: 'CFDI40102', retryable: false });

    reply = { status: 503, json: { status: 'error', message: 'Servicio no disponible' } };
    expect(await pac.stamp('<x/>').catch((e: unknown) => e)).toMatchObject({ retryable: true });
  });

  it('a PAC that does not answer is a retryable refusal', async () => {
    const pac = new SwSapienPac({ url: 'http://127.0.0.1:9', token: 't', timeoutMs: 2000 });
    expect(await pac.stamp('<x/>').catch((e: unknown) => e)).toMatchObject({
      code: 'red',
      retryable: true,
    });
  });

  it('reads SW error codes', () => {
    expect(swErrorCode('CFDI40102 - El resultado…')).toBe('CFDI40102');
    expect(swErrorCode('307. El comprobante contiene un timbre previo.')).toBe('307');
    expect(swErrorCode('algo')).toBe('SW');
  });
});
