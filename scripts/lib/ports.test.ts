import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { describeBusyPorts, findBusyPorts } from './ports.mjs';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('findBusyPorts', () => {
  it('names a port something listens on and not a free one', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const busyPort = address.port;

    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const freeAddress = probe.address();
    if (freeAddress === null || typeof freeAddress === 'string') throw new Error('no port');
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const busy = await findBusyPorts([
      { name: 'Libre', port: freeAddress.port },
      { name: 'Ocupado', port: busyPort },
    ]);
    expect(busy).toEqual([{ name: 'Ocupado', port: busyPort }]);
    expect(describeBusyPorts(busy)[0]).toContain(`El puerto ${busyPort} (Ocupado) ya está en uso`);
  });
});
