/**
 * The Hosting configuration of a build: firebase.json with the Content-Security-Policy written
 * from the configuration that build embedded (src/config/csp.ts), saved as firebase.build.json.
 * The policy names the project's own function, Auth domain, bucket and booking calendar, so it
 * can only be written once the build's VITE_* values are known; firebase.json itself carries no
 * policy and refuses to be deployed (its Hosting predeploy runs `check` without a project).
 *
 *   node --import tsx scripts/hosting-config.ts write [--ssr dist-ssr] [--out firebase.build.json]
 *     the last step of `npm run build` (scripts/build.mjs): reads the configuration from the
 *     server bundle Vite just built (the same values the client bundle embeds).
 *   node --import tsx scripts/hosting-config.ts check [project]
 *     Hosting's predeploy: fails unless the build was made for the project being deployed
 *     ($GCLOUD_PROJECT, set by firebase-tools).
 *
 * Deploy: `npm run build && npx firebase deploy --config firebase.build.json --project <id>`.
 * The Hosting emulator and superstatic (tests/hosting/hosting-server.ts) serve the
 * same file, so local runs check the policy the build wrote.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy, type CspConfig } from '../src/config/csp';

export const BASE_CONFIG = 'firebase.json';
export const BUILD_CONFIG = 'firebase.build.json';
export const CSP_HEADER = 'Content-Security-Policy';
const CHECK = 'node --import tsx scripts/hosting-config.ts check';

export interface FirebaseJson {
  hosting: {
    predeploy?: string[];
    headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * firebase.json for one build: the policy first among the headers every response gets (source
 * "**"), and a predeploy that lets only the project the build was made for be deployed.
 */
export function buildHostingConfig(
  base: FirebaseJson,
  csp: string,
  builtFor: string,
): FirebaseJson {
  const config = structuredClone(base);
  const everyResponse = config.hosting.headers?.find((entry) => entry.source === '**');
  if (!everyResponse) throw new Error(`${BASE_CONFIG}: hosting.headers no tiene la fuente "**".`);
  if (/[\r\n]/.test(csp)) throw new Error('CSP: el valor no puede tener saltos de línea.');
  everyResponse.headers = [
    { key: CSP_HEADER, value: csp },
    ...everyResponse.headers.filter((h) => h.key.toLowerCase() !== CSP_HEADER.toLowerCase()),
  ];
  config.hosting.predeploy = [`${CHECK} ${builtFor}`];
  return config;
}

/** Why Hosting must not be deployed, or null when the build is for `deploying`. */
export function deployProblem(
  builtFor: string | undefined,
  deploying: string | undefined,
): string | null {
  if (!builtFor) {
    return (
      `${BASE_CONFIG} no lleva la Content-Security-Policy del sitio: despliega con ` +
      `"--config ${BUILD_CONFIG}", que escribe "npm run build" con la configuración del proyecto.`
    );
  }
  if (builtFor.startsWith('demo-')) {
    return (
      'dist/ se compiló para los emuladores locales (sin VITE_FIREBASE_*): compila con la ' +
      'configuración del proyecto antes de desplegar (README, "Build and deploy").'
    );
  }
  if (deploying && deploying !== builtFor) {
    return `dist/ se compiló para el proyecto "${builtFor}", no para "${deploying}": compila con la configuración de "${deploying}".`;
  }
  return null;
}

const DIST = 'dist';

/**
 * The CSP hashes ("sha256-…") of the inline scripts the build wrote into its pages (the
 * prerendered pages' start-app module, src/app/islands/start.ts; the app shell's fallback,
 * src/app/app-shell-fallback.ts), JSON-LD data aside (never run).
 */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const htmlFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  for (const file of htmlFiles) {
    for (const [, attributes = '', content = ''] of readFileSync(join(dir, file), 'utf8').matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    )) {
      if (content === '' || /type="application\/ld\+json"/.test(attributes)) continue;
      hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

interface ServerBundle {
  env: CspConfig;
  company: { bookingCalendarUrl: string };
}

async function write(ssrDir: string, out: string): Promise<void> {
  const bundle = resolve(ssrDir, 'entry-server.js');
  const { env, company } = (await import(pathToFileURL(bundle).href)) as ServerBundle;
  const base = JSON.parse(readFileSync(BASE_CONFIG, 'utf8')) as FirebaseJson;
  const csp = contentSecurityPolicy(env, company.bookingCalendarUrl, inlineScriptHashes(DIST));
  const config = buildHostingConfig(base, csp, env.firebase.projectId);
  writeFileSync(out, `${JSON.stringify(config, null, 2)}\n`);
  console.log(
    `[hosting] ${out}: Content-Security-Policy para ${env.mode === 'production' ? `el proyecto ${env.firebase.projectId}` : 'los emuladores locales'}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { ssr: { type: 'string' }, out: { type: 'string' } },
  });
  const [command, builtFor] = positionals;
  if (command === 'write') {
    await write(values.ssr ?? 'dist-ssr', values.out ?? BUILD_CONFIG);
  } else if (command === 'check') {
    const problem = deployProblem(builtFor, process.env.GCLOUD_PROJECT);
    if (problem) {
      console.error(`[hosting] No se despliega: ${problem}`);
      process.exit(1);
    }
    console.log(`[hosting] Build para ${builtFor}: se despliega.`);
  } else {
    console.error('Uso: hosting-config.ts write [--ssr dir] [--out archivo] | check [proyecto]');
    process.exit(2);
  }
}
