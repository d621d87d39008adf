import { createServer, type AddressInfo } from 'node:net';

/** A port nobody listens on at this moment: the stack, the browser tests and the benchmarks start servers on one. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
