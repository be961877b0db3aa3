import net from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * A WebSocket-to-TCP proxy on loopback, so the Neon serverless driver (which speaks Postgres over
 * WebSockets, as in production) can reach the local PostgreSQL server in tests.
 */
export async function startNeonWsProxy(): Promise<{ address: string; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws, req) => {
    const target = new URL(req.url ?? '/', 'http://proxy').searchParams.get('address') ?? '';
    const [host, port] = target.split(':');
    const socket = net.connect(Number(port), host);
    ws.on('message', (data) => socket.write(data as Buffer));
    socket.on('data', (chunk) => ws.send(chunk));
    socket.on('error', () => ws.close());
    socket.on('close', () => ws.close());
    ws.on('close', () => socket.destroy());
    ws.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
