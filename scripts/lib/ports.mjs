// Port checks: fail fast with the name of the busy port instead of a half-started stack.
import { createServer } from 'node:net';

/** Resolves 'busy' when something already listens on host:port, 'free' otherwise. */
function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', (error) => {
      // No IPv6 on this machine (or no such address): nothing can be listening there.
      if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve('free');
      else resolve('busy');
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/**
 * Is the port in use? Checks 127.0.0.1 (the emulators) and ::1 (Vite's "localhost" may resolve
 * to it); a listener on 0.0.0.0 or :: makes both fail.
 */
export async function isPortBusy(port) {
  for (const host of ['127.0.0.1', '::1']) {
    if ((await tryListen(port, host)) === 'busy') return true;
  }
  return false;
}

/** The subset of [{ name, port }] that is busy, in order. */
export async function findBusyPorts(ports) {
  const busy = [];
  for (const entry of ports) {
    if (await isPortBusy(entry.port)) busy.push(entry);
  }
  return busy;
}

/** One Spanish line per busy port, naming it. */
export function describeBusyPorts(busy) {
  return busy.map(
    ({ name, port }) =>
      `El puerto ${port} (${name}) ya está en uso: cierra el proceso que lo ocupa (p. ej. otro "npm start"; ` +
      `búscalo con "ss -ltnp | grep :${port}" o "lsof -i :${port}") y vuelve a intentarlo.`,
  );
}
