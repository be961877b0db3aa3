import { createServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: the envelope, the raw source and the parsed mail. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Stops listening (SMTP "down": connections are refused). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Resolves when `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/**
 * A local SMTP server for the tests (the relay lies outside the machine): it accepts every message
 * without authentication or TLS and parses it back with mailparser.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // No DNS lookup of the client (127.0.0.1): it would only add latency.
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          received.push({ envelope, raw, mail: await simpleParser(raw) });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
  let server = make();
  const listen = () =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  port = await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen();
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, received ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/**
 * A relay that accepts connections and never says a word (no greeting): a hung mail server, which the
 * transport's timeouts must give up on.
 */
export async function startSilentSmtpServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
