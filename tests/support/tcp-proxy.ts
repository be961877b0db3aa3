import net from 'node:net';

/**
 * A TCP proxy to a database server that a test can break the way networks break: stop listening (a
 * closed port), go silent (accept and forward nothing, a hung server), or cut every open connection.
 */
export interface TcpProxy {
  /** host:port to connect to instead of the target. */
  readonly address: string;
  port: number;
  /** 'forward' passes bytes; 'silent' accepts connections and answers (and forwards) nothing, open ones included. */
  mode: 'forward' | 'silent';
  /** Stops listening: new connections are refused. */
  closePort(): Promise<void>;
  /** Listens again on the same port. */
  openPort(): Promise<void>;
  /** Destroys every open connection (both sides). */
  cut(): void;
  stop(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: net.Server;
  const proxy: TcpProxy = {
    address: '',
    port: 0,
    mode: 'forward',
    async closePort() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async openPort() {
      server = makeServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(proxy.port, '127.0.0.1', () => resolve()));
    },
    cut() {
      for (const socket of sockets) socket.destroy();
    },
    async stop() {
      proxy.cut();
      if (server.listening) await proxy.closePort();
    },
  };
  const makeServer = () =>
    net.createServer((client) => {
      track(client);
      if (proxy.mode === 'silent') return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      // Bytes pass only while forwarding: a silent proxy swallows them on open connections too.
      client.on('data', (bytes) => proxy.mode === 'forward' && upstream.write(bytes));
      upstream.on('data', (bytes) => proxy.mode === 'forward' && client.write(bytes));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  server = makeServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy.port = (server.address() as net.AddressInfo).port;
  (proxy as { address: string }).address = `127.0.0.1:${proxy.port}`;
  return proxy;
}
