import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const root = new URL('../..', import.meta.url).pathname;

/** An operator's npm script as an operator runs it (`npm run <script> -- <args>`), a process of its own with `env` added. */
export const runScript = (script: string, args: string[], env: Record<string, string | undefined>) =>
  promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...process.env, ...env } });
