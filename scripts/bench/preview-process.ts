import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { freePort } from '../../tests/support/free-port';

export const root = new URL('../../', import.meta.url);

/** A running `preview` of the built site: its address, the server's pid (for memory) and how to stop it. */
export interface PreviewProcess {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Starts `preview` on a free port (on DATABASE_URL or the embedded database) once dist/ exists. */
export async function startPreview(env: NodeJS.ProcessEnv = {}): Promise<PreviewProcess> {
  if (!existsSync(new URL('dist/', root))) throw new Error('dist/ is missing: run `npm run build` first.');
  const port = await freePort();
  const preview = spawn('npx', ['tsx', 'scripts/with-database.ts', 'tsx', 'scripts/preview-server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    preview.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /Preview: \S+ \(pid (\d+)\)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    preview.once('exit', (code) => reject(new Error(`preview exited with ${code}\n${out}`)));
  });
  // The server runs under npx and the database wrapper: end it by its own pid, then wait for the wrapper.
  const stop = async () => {
    const exited = new Promise<void>((resolve) => (preview.exitCode === null ? preview.once('exit', () => resolve()) : resolve()));
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    preview.kill('SIGTERM');
    await exited;
  };
  return { base: `http://127.0.0.1:${port}`, pid, stop };
}

/** The resident memory of a process, in MB (Linux). */
export function rssMb(processId: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${processId}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round(kb / 1024);
}
