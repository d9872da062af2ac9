/**
 * The collector end to end, in process: `instalar` against a fake agentEnroll, `leer` against two
 * simulated printers (a colour Kyocera and a B/N HP) on 127.0.0.1 and a fake agentReport, the
 * disk queue when the server is away or failing, a CIDR scan of 127.0.0.0/28 and the refusal of
 * networks larger than a /22.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USAGE, main } from '../src/cli.js';
import {
  captureLogger,
  deadServerUrl,
  freeUdpPort,
  startFakeServer,
  tempHome,
  type FakeServer,
} from './helpers.js';
import { hpMono, kyoceraColor, startPrinter, type RunningPrinter } from './simulator.js';

const SITE_KEY = 'clave-de-sitio-de-prueba-0123456789';
const isPosix = process.platform !== 'win32';

let server: FakeServer;
let home: ReturnType<typeof tempHome>;
const printers: RunningPrinter[] = [];

beforeEach(async () => {
  server = await startFakeServer();
  home = tempHome();
});

afterEach(async () => {
  await Promise.all(printers.splice(0).map((printer) => printer.close()));
  await server.close();
  home.remove();
});

function run(argv: string[], env: Record<string, string> = {}) {
  const logger = captureLogger();
  const printed: string[] = [];
  const done = main(argv, {
    env: { TUSOCIO_LECTOR_HOME: home.home, ...env },
    logger,
    print: (text) => printed.push(text),
  });
  return done.then((code) => ({ code, log: logger.text(), printed: printed.join('') }));
}

function writeConfig(extra: Record<string, unknown> = {}) {
  writeFileSync(
    join(home.home, 'config.json'),
    JSON.stringify({
      servidor: server.url,
      siteId: 'sitio-1',
      siteKey: SITE_KEY,
      comunidad: 'public',
      redes: [],
      equipos: [],
      ...extra,
    }),
  );
}

function queued(): string[] {
  const folder = join(home.home, 'queue');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

const accepted = (request: { body: unknown }) => ({
  status: 200,
  body: {
    success: true,
    message: 'Reporte recibido.',
    accepted: (request.body as { printers: unknown[] }).printers.length,
    refused: [],
  },
});

async function startBoth() {
  const [kyoceraPort, hpPort] = [await freeUdpPort(), await freeUdpPort()];
  printers.push(await startPrinter(kyoceraColor('127.0.0.1', kyoceraPort)));
  printers.push(await startPrinter(hpMono('127.0.0.1', hpPort)));
  return ['--equipo', `127.0.0.1:${kyoceraPort}`, '--equipo', `127.0.0.1:${hpPort}`];
}

describe('instalar', () => {
  it('exchanges the code for the site key and keeps it owner-only', async () => {
    server.answers['/agentEnroll'] = {
      status: 200,
      body: {
        success: true,
        message: 'Equipo registrado para Oficinas Centro.',
        siteId: 'sitio-1',
        siteKey: SITE_KEY,
      },
    };
    const { code, log } = await run(['instalar', 'ABCD-1234', '--servidor', `${server.url}/`]);
    expect(code).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.path).toBe('/agentEnroll');
    expect(server.requests[0]?.body).toEqual({ code: 'ABCD-1234', version: '1.0.0' });
    expect(log).toContain('Equipo registrado para Oficinas Centro.');
    const file = join(home.home, 'config.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      servidor: server.url,
      siteId: 'sitio-1',
      siteKey: SITE_KEY,
      comunidad: 'public',
      redes: [],
      equipos: [],
    });
    if (isPosix) {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(home.home).mode & 0o777).toBe(0o700);
    }
  });

  it('refuses a bad code showing the server message and saves nothing', async () => {
    server.answers['/agentEnroll'] = {
      status: 400,
      body: { success: false, message: 'El código de instalación no es válido o ya se usó.' },
    };
    const { code, log } = await run(['instalar', 'MAL-0000', '--servidor', server.url]);
    expect(code).toBe(1);
    expect(log).toContain('El código de instalación no es válido o ya se usó.');
    expect(existsSync(join(home.home, 'config.json'))).toBe(false);
  });

  it('refuses a plain http:// server that is not this machine, and sends nothing', async () => {
    const { code, log } = await run([
      'instalar',
      'ABCD-1234',
      '--servidor',
      'http://tusocio.example/api',
    ]);
    expect(code).toBe(1);
    expect(log).toContain(
      'La dirección del servidor debe empezar con https:// (se recibió "http://tusocio.example/api").',
    );
    expect(server.requests).toHaveLength(0);
    expect(existsSync(join(home.home, 'config.json'))).toBe(false);
  });

  it('does not send its site key to a plain http:// server written into config.json by hand', async () => {
    writeConfig({ servidor: 'http://tusocio.example/api' });
    const { code, log } = await run(['leer', '--equipo', '127.0.0.1:1']);
    expect(code).toBe(1);
    expect(log).toContain('debe empezar con https://');
    expect(server.requests).toHaveLength(0);
  });

  it('asks for --servidor on a first install, without calling anywhere', async () => {
    const { code, log } = await run(['instalar', 'ABCD-1234']);
    expect(code).toBe(1);
    expect(log).toContain('--servidor');
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the network settings of an earlier install and reuses its server', async () => {
    writeConfig({
      comunidad: 'lectura-2024',
      redes: ['127.0.0.0/29'],
      equipos: ['127.0.0.1:1161'],
    });
    server.answers['/agentEnroll'] = {
      status: 200,
      body: { success: true, message: 'Listo.', siteId: 'sitio-2', siteKey: 'clave-nueva' },
    };
    expect((await run(['instalar', 'WXYZ-9876'])).code).toBe(0);
    const saved = JSON.parse(readFileSync(join(home.home, 'config.json'), 'utf8'));
    expect(saved).toMatchObject({
      siteId: 'sitio-2',
      siteKey: 'clave-nueva',
      comunidad: 'lectura-2024',
    });
    expect(saved.redes).toEqual(['127.0.0.0/29']);
  });
});

describe('leer', () => {
  it('reads both printers and reports only serials, models, counters and supplies', async () => {
    writeConfig();
    server.answers['/agentReport'] = accepted;
    const equipos = await startBoth();
    const { code, log } = await run(['leer', ...equipos]);
    expect(code).toBe(0);
    expect(log).toContain('comunidad SNMP "public"');
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.path).toBe('/agentReport');
    expect(request.headers.authorization).toBe(`Bearer ${SITE_KEY}`);
    const body = request.body as Record<string, unknown> & { printers: Record<string, unknown>[] };
    expect(Object.keys(body).sort()).toEqual(['printers', 'sentAt', 'version']);
    expect(body.version).toBe('1.0.0');
    expect(new Date(body.sentAt as string).toISOString()).toBe(body.sentAt);
    expect(body.printers.map((p) => p.serial)).toEqual(['PHBBK12345', 'VCF9X00001']);
    for (const printer of body.printers) {
      expect(Object.keys(printer).sort()).toEqual(['counters', 'model', 'serial', 'supplies']);
      expect(Object.keys(printer.counters as object).sort()).toEqual(['bw', 'color', 'total']);
      for (const supply of printer.supplies as object[])
        expect(Object.keys(supply).sort()).toEqual([
          'color',
          'description',
          'level',
          'max',
          'percent',
        ]);
    }
    const [hp, kyocera] = body.printers;
    expect(kyocera).toEqual({
      serial: 'VCF9X00001',
      model: 'ECOSYS M6630cidn',
      counters: { total: 15230, bw: 9230, color: 6000 },
      supplies: [
        { description: 'TK-5280K Black Toner', color: 'Negro', level: 64, max: 100, percent: 64 },
        { description: 'TK-5280C Cyan Toner', color: 'Cian', level: 40, max: 100, percent: 40 },
        {
          description: 'TK-5280M Magenta Toner',
          color: 'Magenta',
          level: null,
          max: 100,
          percent: null,
        },
        {
          description: 'TK-5280Y Yellow Toner',
          color: 'Amarillo',
          level: 12,
          max: 100,
          percent: 12,
        },
        { description: 'Waste Toner Box', color: null, level: null, max: null, percent: null },
      ],
    });
    expect(hp).toEqual({
      serial: 'PHBBK12345',
      model: 'HP LaserJet Pro M404dn',
      counters: { total: 48211, bw: 48211, color: 0 },
      supplies: [
        {
          description: 'Black Cartridge HP CF259A',
          color: 'Negro',
          level: 750,
          max: 3000,
          percent: 25,
        },
      ],
    });
    // Nothing of the client's network travels: no address, port or host name in the body.
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('queues the report when the server is unreachable and sends the queue first next time', async () => {
    const equipos = await startBoth();
    writeConfig({ servidor: await deadServerUrl() });
    const offline = await run(['leer', ...equipos]);
    expect(offline.code).toBe(1);
    expect(offline.log).toContain('Se reintentará');
    expect(queued()).toHaveLength(1);
    const first = JSON.parse(readFileSync(join(home.home, 'queue', queued()[0]!), 'utf8'));
    expect(first.printers).toHaveLength(2);

    writeConfig();
    server.answers['/agentReport'] = accepted;
    const online = await run(['leer', ...equipos]);
    expect(online.code).toBe(0);
    expect(server.requests.map((r) => (r.body as { sentAt: string }).sentAt)).toEqual([
      first.sentAt,
      expect.any(String),
    ]);
    expect(Date.parse((server.requests[1]!.body as { sentAt: string }).sentAt)).toBeGreaterThan(
      Date.parse(first.sentAt),
    );
    expect(queued()).toEqual([]);
  });

  it('keeps the report on a 5xx or 429 and drops it on another 4xx, logging the server message', async () => {
    writeConfig();
    const equipos = await startBoth();
    server.answers['/agentReport'] = {
      status: 503,
      body: { success: false, message: 'Servicio no disponible.' },
    };
    expect((await run(['leer', ...equipos])).code).toBe(1);
    expect(queued()).toHaveLength(1);

    server.answers['/agentReport'] = {
      status: 429,
      body: { success: false, message: 'Demasiados reportes.' },
    };
    expect((await run(['leer', ...equipos])).code).toBe(1);
    // The queued report was tried first and kept; the new one waits behind it.
    expect(queued()).toHaveLength(2);

    server.answers['/agentReport'] = {
      status: 401,
      body: { success: false, message: 'La clave del sitio fue revocada.' },
    };
    const refused = await run(['leer', ...equipos]);
    expect(refused.code).toBe(1);
    expect(refused.log).toContain('La clave del sitio fue revocada.');
    expect(refused.log).toContain('No se reintentará');
    expect(queued()).toEqual([]);

    // Every printer refused (422): the server's reason and each printer's are logged.
    server.answers['/agentReport'] = {
      status: 422,
      body: {
        success: false,
        message: 'No se aceptó ninguna impresora del reporte.',
        accepted: 0,
        refused: [{ serial: 'VCF9X00001', message: 'El contador es menor que la última lectura.' }],
      },
    };
    const none = await run(['leer', ...equipos]);
    expect(none.code).toBe(1);
    expect(none.log).toContain('No se aceptó ninguna impresora del reporte.');
    expect(none.log).toContain(
      'El servidor no aceptó la impresora VCF9X00001: El contador es menor que la última lectura.',
    );
    expect(queued()).toEqual([]);
  });

  it('keeps at most 100 queued reports, dropping the oldest with a log line', async () => {
    writeConfig({ servidor: await deadServerUrl() });
    const folder = join(home.home, 'queue');
    mkdirSync(folder, { recursive: true });
    const old = { version: '1.0.0', sentAt: '2026-01-01T00:00:00.000Z', printers: [] };
    for (let i = 0; i < 100; i++)
      writeFileSync(
        join(folder, `${String(1_700_000_000_000 + i).padStart(15, '0')}-1-0000.json`),
        JSON.stringify(old),
      );
    const equipos = await startBoth();
    const { code, log } = await run(['leer', ...equipos]);
    expect(code).toBe(1);
    const files = queued();
    expect(files).toHaveLength(100);
    expect(files[0]).toBe(`${String(1_700_000_000_001).padStart(15, '0')}-1-0000.json`);
    expect(log).toMatch(/se descartó el más antiguo/);
  });

  it('scans 127.0.0.0/28 on the port from TUSOCIO_LECTOR_PUERTO_SNMP, skipping silent hosts quickly', async () => {
    writeConfig();
    server.answers['/agentReport'] = accepted;
    const port = await freeUdpPort(['127.0.0.3', '127.0.0.9']);
    printers.push(await startPrinter(kyoceraColor('127.0.0.3', port)));
    printers.push(await startPrinter(hpMono('127.0.0.9', port)));
    const started = Date.now();
    const { code, log } = await run(['leer', '--red', '127.0.0.0/28'], {
      TUSOCIO_LECTOR_PUERTO_SNMP: String(port),
    });
    const seconds = (Date.now() - started) / 1000;
    expect(code).toBe(0);
    expect(log).toContain('Leyendo 14 direcciones');
    const body = server.requests[0]?.body as { printers: { serial: string }[] };
    expect(body.printers.map((p) => p.serial)).toEqual(['PHBBK12345', 'VCF9X00001']);
    expect(seconds).toBeLessThan(6);
  });

  it('reads the networks and addresses saved in config.json when none are given', async () => {
    const port = await freeUdpPort();
    printers.push(await startPrinter({ ...hpMono('127.0.0.1', port), community: 'lectura' }));
    writeConfig({ equipos: [`127.0.0.1:${port}`], comunidad: 'lectura' });
    server.answers['/agentReport'] = accepted;
    const { code, log } = await run(['leer']);
    expect(code).toBe(0);
    expect(log).not.toContain('"public"');
    expect((server.requests[0]?.body as { printers: unknown[] }).printers).toHaveLength(1);
  });

  it('reads with the SNMP v3 user of config.json, and finds nothing with a wrong key', async () => {
    const port = await freeUdpPort();
    const v3User = {
      name: 'lector',
      authKey: 'clave-de-autenticacion',
      privKey: 'clave-de-privacidad',
    };
    printers.push(
      await startPrinter({ ...kyoceraColor('127.0.0.1', port), community: 'secreta', v3User }),
    );
    const snmpV3 = {
      usuario: 'lector',
      autenticacion: 'sha',
      claveAutenticacion: 'clave-de-autenticacion',
      privacidad: 'aes',
      clavePrivacidad: 'clave-de-privacidad',
    };
    writeConfig({ equipos: [`127.0.0.1:${port}`], snmpV3 });
    server.answers['/agentReport'] = accepted;
    const good = await run(['leer']);
    expect(good.code).toBe(0);
    expect(good.log).toContain('SNMP v3');
    expect(good.log).not.toContain('"public"');
    expect((server.requests[0]?.body as { printers: { serial: string }[] }).printers).toEqual([
      expect.objectContaining({ serial: 'VCF9X00001' }),
    ]);

    writeConfig({
      equipos: [`127.0.0.1:${port}`],
      snmpV3: { ...snmpV3, clavePrivacidad: 'otra-clave-equivocada' },
    });
    expect((await run(['leer'])).code).toBe(0);
    expect((server.requests[1]?.body as { printers: unknown[] }).printers).toEqual([]);
  });

  it('refuses a network larger than a /22 before reading or sending anything', async () => {
    writeConfig();
    const { code, log } = await run(['leer', '--red', '127.0.0.0/21']);
    expect(code).toBe(1);
    expect(log).toContain('demasiado grande');
    expect(log).toContain('/22');
    expect(server.requests).toHaveLength(0);
  });

  it('says to install first when there is no site key', async () => {
    const { code, log } = await run(['leer', '--equipo', '127.0.0.1']);
    expect(code).toBe(1);
    expect(log).toContain('tusocio-lector instalar');
  });

  it('has nothing to read unless told: no default network', async () => {
    writeConfig();
    const { code, log } = await run(['leer']);
    expect(code).toBe(1);
    expect(log).toContain('No hay equipos ni redes que leer');
    expect(server.requests).toHaveLength(0);
  });
});

describe('usage', () => {
  it('prints the Spanish usage with --ayuda or no command', async () => {
    for (const argv of [['--ayuda'], []]) {
      const { code, printed } = await run(argv);
      expect(code).toBe(0);
      expect(printed).toBe(USAGE);
    }
    expect(USAGE).toContain('tusocio-lector instalar CÓDIGO [--servidor URL]');
    expect(USAGE).toContain(
      'tusocio-lector leer [--equipo HOST[:PUERTO]]… [--red CIDR]… [--comunidad NOMBRE]',
    );
  });

  it('rejects an unknown option or command with exit code 1', async () => {
    expect((await run(['leer', '--rojo'])).code).toBe(1);
    expect((await run(['borrar'])).code).toBe(1);
  });
});
