#!/usr/bin/env node
/**
 * `tusocio-lector`: the command line. `instalar CÓDIGO [--servidor URL]` exchanges a one-time
 * installation code for the site key; `leer [--equipo HOST[:PUERTO]]… [--red CIDR]…
 * [--comunidad NOMBRE]` reads the printers and reports them (sending any queued reports first);
 * no command or `--ayuda` prints the usage. Runs once and exits: 0 when all went well, 1 on any
 * error or when the report could not be delivered (it is then queued, or refused by the server).
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ConfigError,
  configFolder,
  loadConfig,
  saveConfig,
  type Config,
  type Env,
} from './config.js';
import { messageOf, postJson } from './http.js';
import { createLogger, type Logger } from './log.js';
import { buildReport, enqueue, flushQueue, sendReport } from './report.js';
import { scan } from './scan.js';
import { SnmpConfigError, checkCredentials, type Credentials } from './snmp.js';
import { TargetError, collectTargets } from './targets.js';
import { VERSION } from './version.js';

export const USAGE = `tusocio-lector ${VERSION}: lee los contadores y el tóner de las impresoras de la red (SNMP)
y los envía a Tu Socio.

Uso:
  tusocio-lector instalar CÓDIGO [--servidor URL]
      Registra este equipo con el código de instalación que muestra la página del cliente
      ("Código de instalación", válido 24 horas, de un solo uso). La primera vez se necesita
      --servidor con la dirección que le dio la empresa.
  tusocio-lector leer [--equipo HOST[:PUERTO]]… [--red CIDR]… [--comunidad NOMBRE]
      Lee las impresoras indicadas (o las de config.json) y envía un reporte. Las redes son
      IPv4 en notación CIDR, como máximo /22 (por ejemplo 192.168.1.0/24).
  tusocio-lector --ayuda
      Muestra esta ayuda.

La configuración se guarda en la carpeta de configuración del usuario (o en
TUSOCIO_LECTOR_HOME si está definida). Código de salida: 0 si todo salió bien, 1 si hubo un error.
`;

export interface MainOptions {
  env?: Env;
  logger?: Logger;
  /** Where the usage text goes (console by default). */
  print?: (text: string) => void;
  now?: () => Date;
}

const SNMP_PORT_ENV = 'TUSOCIO_LECTOR_PUERTO_SNMP';

function snmpPort(env: Env): number {
  const raw = env[SNMP_PORT_ENV];
  if (raw === undefined || raw === '') return 161;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new TargetError(`${SNMP_PORT_ENV} no es un puerto válido: "${raw}".`);
  return port;
}

/** This machine itself: 127.0.0.0/8, localhost or [::1] (a local run against the emulators). */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * The server's address without trailing slashes. The site key travels in every report, so only
 * https:// is accepted, except plain http:// to this machine itself (local runs and tests).
 */
function normalizeServer(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`La dirección del servidor no es válida: "${url}".`);
  }
  const local = parsed.protocol === 'http:' && isLoopback(parsed.hostname);
  if (parsed.protocol !== 'https:' && !local)
    throw new ConfigError(
      `La dirección del servidor debe empezar con https:// (se recibió "${url}").`,
    );
  return url.replace(/\/+$/, '');
}

async function install(
  code: string | undefined,
  servidor: string | undefined,
  env: Env,
  log: Logger,
) {
  const folder = configFolder(env);
  const existing = loadConfig(folder);
  if (!code)
    throw new ConfigError('Falta el código de instalación: tusocio-lector instalar CÓDIGO');
  const server = servidor ?? existing?.servidor;
  if (!server)
    throw new ConfigError(
      'Falta la dirección del servidor: la primera instalación necesita --servidor URL (la que le dio la empresa).',
    );
  const base = normalizeServer(server);
  log.info(`Registrando este equipo en ${base}…`);
  const result = await postJson(`${base}/agentEnroll`, { code: code.trim(), version: VERSION });
  const body = result.kind === 'answer' ? result.body : {};
  if (
    result.kind !== 'answer' ||
    result.status !== 200 ||
    body.success !== true ||
    typeof body.siteId !== 'string' ||
    typeof body.siteKey !== 'string'
  ) {
    log.error(`No se pudo completar la instalación: ${messageOf(result)}`);
    return 1;
  }
  const config: Config = {
    servidor: base,
    siteId: body.siteId,
    siteKey: body.siteKey,
    comunidad: typeof existing?.comunidad === 'string' ? existing.comunidad : 'public',
    redes: Array.isArray(existing?.redes) ? existing.redes : [],
    equipos: Array.isArray(existing?.equipos) ? existing.equipos : [],
    ...(existing?.snmpV3 ? { snmpV3: existing.snmpV3 } : {}),
  };
  saveConfig(folder, config);
  log.toFolder(folder);
  log.info(`${messageOf(result)}`);
  log.info(`Instalación completa. Configuración guardada en ${folder}.`);
  return 0;
}

interface ReadArgs {
  equipos: string[];
  redes: string[];
  comunidad: string | undefined;
}

async function read(args: ReadArgs, env: Env, log: Logger, now: () => Date) {
  const folder = configFolder(env);
  const config = loadConfig(folder);
  if (!config?.siteKey || !config.servidor)
    throw new ConfigError(
      `Este equipo no está instalado: ejecuta primero tusocio-lector instalar CÓDIGO (configuración buscada en ${folder}).`,
    );
  log.toFolder(folder);
  const server = { servidor: normalizeServer(config.servidor), siteKey: config.siteKey };
  const usingCli = args.equipos.length > 0 || args.redes.length > 0;
  const equipos = usingCli ? args.equipos : (config.equipos ?? []);
  const redes = usingCli ? args.redes : (config.redes ?? []);
  const targets = collectTargets(equipos, redes, snmpPort(env));
  if (!targets.length)
    throw new TargetError(
      'No hay equipos ni redes que leer: usa --equipo o --red, o escríbelos en "equipos" y "redes" de config.json.',
    );
  const credentials: Credentials = {
    community: args.comunidad ?? config.comunidad ?? 'public',
    ...(config.snmpV3 && args.comunidad === undefined ? { v3: config.snmpV3 } : {}),
  };
  checkCredentials(credentials);
  if (credentials.v3) log.info(`Usando SNMP v3 con el usuario "${credentials.v3.usuario}".`);
  else if (credentials.community === 'public')
    log.warn(
      'Se usa la comunidad SNMP "public", la predeterminada de fábrica: conviene cambiarla en las impresoras y en config.json ("comunidad").',
    );

  const queueEmpty = await flushQueue(folder, server, log);

  const started = Date.now();
  log.info(`Leyendo ${targets.length} ${targets.length === 1 ? 'dirección' : 'direcciones'}…`);
  const readings = await scan(targets, credentials);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log.info(
    `Lectura terminada en ${seconds} s: ${readings.length} ${readings.length === 1 ? 'impresora' : 'impresoras'}.`,
  );
  for (const reading of readings)
    log.info(
      `  ${reading.serial} (${reading.model || 'modelo desconocido'}): total ${reading.counters.total}, B/N ${reading.counters.bw}, color ${reading.counters.color}`,
    );

  const report = buildReport(readings, now());
  // Queued reports go first: while any is still waiting, the new one waits behind it.
  if (!queueEmpty) {
    enqueue(folder, report, log);
    return 1;
  }
  const delivery = await sendReport(server, report, log);
  if (delivery === 'retry') enqueue(folder, report, log);
  return delivery === 'sent' ? 0 : 1;
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: string[], options: MainOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const log = options.logger ?? createLogger();
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const now = options.now ?? (() => new Date());
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        servidor: { type: 'string' },
        equipo: { type: 'string', multiple: true },
        red: { type: 'string', multiple: true },
        comunidad: { type: 'string' },
        ayuda: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    log.error(`Opción no reconocida o incompleta (${(error as Error).message}).`);
    print(USAGE);
    return 1;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.ayuda || !command) {
    print(USAGE);
    return 0;
  }
  try {
    if (command === 'instalar') {
      if (rest.length > 1) throw new ConfigError('instalar recibe un solo código.');
      return await install(rest[0], parsed.values.servidor, env, log);
    }
    if (command === 'leer') {
      if (rest.length)
        throw new TargetError(`Argumento de más: "${rest.join(' ')}". ¿Faltó --equipo o --red?`);
      return await read(
        {
          equipos: parsed.values.equipo ?? [],
          redes: parsed.values.red ?? [],
          comunidad: parsed.values.comunidad,
        },
        env,
        log,
        now,
      );
    }
    log.error(`Comando desconocido: "${command}".`);
    print(USAGE);
    return 1;
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof TargetError ||
      error instanceof SnmpConfigError
    ) {
      log.error(error.message);
      return 1;
    }
    log.error(`Error inesperado: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
