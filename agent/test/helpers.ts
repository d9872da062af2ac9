/**
 * Test helpers for the collector: a fake functions server on 127.0.0.1 (agentEnroll and
 * agentReport, answers set per test, requests recorded), a throw-away config folder, a free UDP
 * port on 127.0.0.1, and a logger that keeps its lines.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createLogger, type Logger } from '../src/log.js';

export interface Recorded {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Answer = { status: number; body: unknown };

export interface FakeServer {
  url: string;
  requests: Recorded[];
  /** What each path answers; a function sees the request. */
  answers: Record<string, Answer | ((request: Recorded) => Answer)>;
  close(): Promise<void>;
}

export async function startFakeServer(): Promise<FakeServer> {
  const requests: Recorded[] = [];
  const answers: FakeServer['answers'] = {};
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const path = (req.url ?? '').replace(/^\/demo-tusocio\/us-central1/, '');
      const recorded = { path, headers: req.headers, body };
      requests.push(recorded);
      const configured = answers[path];
      const answer =
        typeof configured === 'function'
          ? configured(recorded)
          : (configured ?? { status: 404, body: { success: false, message: 'No existe.' } });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/demo-tusocio/us-central1`,
    requests,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL on 127.0.0.1 where nothing listens (a server started and closed). */
export async function deadServerUrl(): Promise<string> {
  const server = await startFakeServer();
  await server.close();
  return server.url;
}

export function tempHome(): { home: string; remove(): void } {
  const home = mkdtempSync(join(tmpdir(), 'tusocio-lector-'));
  return { home, remove: () => rmSync(home, { recursive: true, force: true }) };
}

/** A UDP port free on every address given (tried at random in 20000–59999). */
export async function freeUdpPort(addresses: string[] = ['127.0.0.1']): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 40000);
    const sockets = addresses.map(() => createSocket('udp4'));
    const bound = await Promise.all(
      sockets.map(
        (socket, i) =>
          new Promise<boolean>((resolve) => {
            socket.once('error', () => resolve(false));
            socket.bind(port, addresses[i], () => resolve(true));
          }),
      ),
    );
    for (const socket of sockets) {
      try {
        socket.close();
      } catch {
        // A socket whose bind failed is already closed.
      }
    }
    if (bound.every(Boolean)) return port;
  }
  throw new Error('no free UDP port');
}

export interface CapturedLogger extends Logger {
  lines: string[];
  text(): string;
}

export function captureLogger(): CapturedLogger {
  const lines: string[] = [];
  const logger = createLogger({ write: (_level, line) => lines.push(line) });
  return { ...logger, lines, text: () => lines.join('\n') };
}
