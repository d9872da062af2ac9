// Loaded with `node --import` into the real collector by agent.emulator.test.ts: every request it
// sends carries `x-tusocio-reloj: $TUSOCIO_PRUEBA_RELOJ`, the header the Functions emulator (and
// only the emulator) takes as the functions' "now", so the collector itself can report on the
// 25th of a month. The collector is not changed: this wraps the global fetch it uses.
const at = process.env.TUSOCIO_PRUEBA_RELOJ;
if (at) {
  const send = globalThis.fetch;
  globalThis.fetch = (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-tusocio-reloj', at);
    return send(input, { ...init, headers });
  };
}
