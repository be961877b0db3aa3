import net from 'node:net';
import { WebSocketServer } from 'ws';

export interface NeonWsProxy {
  address: string;
  /**
   * Freezes the connections open now, as a function frozen between requests: whatever the server then
   * says or does to them (closing them) does not reach the client, which learns that a connection is
   * gone only when it next sends something on it. Connections made afterwards work normally.
   */
  freeze(frozen?: boolean): void;
  close(): Promise<void>;
}

/**
 * A WebSocket-to-TCP proxy on loopback, so the Neon serverless driver (which speaks Postgres over
 * WebSockets, as in production) can reach the local PostgreSQL server in tests.
 */
export async function startNeonWsProxy(): Promise<NeonWsProxy> {
  /** Each open connection's freeze flag: connections made after a freeze are not frozen. */
  const open = new Set<{ frozen: boolean }>();
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws, req) => {
    const target = new URL(req.url ?? '/', 'http://proxy').searchParams.get('address') ?? '';
    const [host, port] = target.split(':');
    const socket = net.connect(Number(port), host);
    const state = { frozen: false };
    open.add(state);
    let serverGone = false;
    // Something sent while frozen that the server may not answer: its client is waiting.
    let awaitingAnswer = false;
    ws.on('message', (data) => {
      if (serverGone) ws.close();
      else {
        if (state.frozen) awaitingAnswer = true;
        socket.write(data as Buffer);
      }
    });
    // A frozen client takes in nothing: neither the server's last words nor the close.
    socket.on('data', (chunk) => {
      if (!state.frozen) ws.send(chunk);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      serverGone = true;
      // Closed under a waiting client (the server was still going away when it sent): it learns now,
      // as a thawed function does when its write fails.
      if (!state.frozen || awaitingAnswer) ws.close();
    });
    ws.on('close', () => {
      open.delete(state);
      socket.destroy();
    });
    ws.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    freeze: (value = true) => open.forEach((state) => (state.frozen = value)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
