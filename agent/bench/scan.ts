/**
 * Bench: the collector's time to scan a /24 with 2 printers. Starts two simulated printers on
 * 127.0.0.10 (colour Kyocera) and 127.0.0.20 (B/N HP) at one high UDP port, a fake agentReport
 * on 127.0.0.1, and times `tusocio-lector leer --red 127.0.0.0/24` (in process, with
 * TUSOCIO_LECTOR_PUERTO_SNMP set to that port) from start to the report accepted.
 * Run from the repository root: node_modules/.bin/tsx agent/bench/scan.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../src/cli.js';
import { createLogger } from '../src/log.js';
import { freeUdpPort, startFakeServer, tempHome } from '../test/helpers.js';
import { hpMono, kyoceraColor, startPrinter } from '../test/simulator.js';

async function bench(): Promise<number> {
  const port = await freeUdpPort(['127.0.0.10', '127.0.0.20']);
  const printers = [
    await startPrinter(kyoceraColor('127.0.0.10', port)),
    await startPrinter(hpMono('127.0.0.20', port)),
  ];
  const server = await startFakeServer();
  let reported = 0;
  server.answers['/agentReport'] = (request) => {
    reported = (request.body as { printers: unknown[] }).printers.length;
    return {
      status: 200,
      body: { success: true, message: 'Reporte recibido.', accepted: reported, refused: [] },
    };
  };
  const home = tempHome();
  writeFileSync(
    join(home.home, 'config.json'),
    JSON.stringify({
      servidor: server.url,
      siteId: 'bench',
      siteKey: 'bench',
      comunidad: 'bench',
      redes: [],
      equipos: [],
    }),
  );
  const quiet = createLogger({ write: () => undefined });
  try {
    const started = process.hrtime.bigint();
    const code = await main(['leer', '--red', '127.0.0.0/24', '--comunidad', 'public'], {
      env: { TUSOCIO_LECTOR_HOME: home.home, TUSOCIO_LECTOR_PUERTO_SNMP: String(port) },
      logger: quiet,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (code !== 0 || reported !== 2)
      throw new Error(`la lectura falló: código ${code}, ${reported} impresoras reportadas`);
    return seconds;
  } finally {
    await Promise.all(printers.map((printer) => printer.close()));
    await server.close();
    home.remove();
  }
}

bench().then(
  (seconds) => {
    console.log(
      `Escaneo de 127.0.0.0/24 (254 direcciones, 2 impresoras) y reporte: ${seconds.toFixed(2)} s`,
    );
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
