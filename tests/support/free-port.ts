import net from 'node:net';

/**
 * A loopback port nothing listens on right now: the system picks one, and it is given back at once for
 * the caller's server. Shared by the browser tests' setup and the benchmarks (scripts/bench/preview-process.ts).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
