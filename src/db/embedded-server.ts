import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_EXTENSIONS } from './pglite';

export interface EmbeddedServer {
  /** A postgres:// URL any client on this machine can use. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves an embedded PGlite database over the Postgres wire protocol on loopback. PGlite allows one
 * opener, and `astro dev` renders pages and runs functions in different threads, so everything
 * connects to this one server instead of opening the data directory itself.
 */
export async function startEmbeddedServer(dataDir: string, port = 0): Promise<EmbeddedServer> {
  const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 50 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
