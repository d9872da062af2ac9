/**
 * dist/ served on 127.0.0.1 the way Firebase Hosting serves it, by superstatic — the library the
 * Hosting emulator itself runs — with the "hosting" block the build wrote into firebase.build.json
 * (firebase.json's, plus the build's CSP: scripts/hosting-config.ts): cleanUrls, rewrites to
 * /app-shell.html, 404.html with status 404, headers, and gzip. Over HTTP/2 with TLS when given a
 * certificate, as Hosting answers browsers (the emulator speaks HTTP/1.1 only, which changes
 * Lighthouse's simulated load: docs/decisions/0010-critical-css-and-public-budgets.md).
 * Used by tests/bench/public.spec.ts (bench:public), the browser tests of the build and
 * `npm run preview` (scripts/preview.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type SuperstaticModule from 'superstatic';
import { BUILD_CONFIG } from '../../scripts/hosting-config';

// A CommonJS package whose function is its `default` export.
const { default: superstatic } = createRequire(import.meta.url)('superstatic') as {
  default: typeof SuperstaticModule;
};

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/** A throwaway self-signed certificate for 127.0.0.1 (openssl). */
export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'hosting-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
        .concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'])
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface HostingServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the server on a free port, with the build's own Hosting config: its CSP names the hosts
 * that build talks to (the local emulators, for a build without VITE_FIREBASE_*).
 */
export async function startHostingServer({
  tls,
  config = BUILD_CONFIG,
  cwd = process.cwd(),
  port = 0,
}: {
  /** 0: a free one. */
  port?: number;
  tls?: Certificate;
  config?: string;
  /** Where the config's "public" folder (dist) is: a copy of the project's, for the bench. */
  cwd?: string;
} = {}): Promise<HostingServer> {
  if (!existsSync(config))
    throw new Error(`${config} no existe: ejecuta "npm run build" (lo escribe con dist/).`);
  const { hosting } = JSON.parse(readFileSync(config, 'utf8')) as { hosting: object };
  const app = superstatic({ config: hosting, cwd, compression: true });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    app(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  };
  const server: Server = tls
    ? (createSecureServer({ ...tls, allowHTTP1: true }, handle as never) as unknown as Server)
    : createServer(handle);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${listening}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
