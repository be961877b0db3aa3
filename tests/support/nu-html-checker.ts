import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The W3C Nu HTML Checker (npm `vnu-jar`), run with the machine's Java. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

/**
 * The checker's errors in each of some documents (name -> HTML), as 'message (line:column)'. One run for
 * them all: the checker's Java start-up alone takes seconds.
 */
export async function nuErrors(documents: Map<string, string>): Promise<Map<string, string[]>> {
  const dir = mkdtempSync(join(tmpdir(), 'nu-'));
  try {
    const names = [...documents.keys()];
    const files = names.map((name, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, documents.get(name)!);
      return file;
    });
    // HTML only: its CSS checker (the W3C CSS validator's) refuses current CSS every browser here reads
    // (lab() colours with alpha, @property), which Tailwind writes.
    const args = [
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--exit-zero-always',
      '--filterpattern',
      'CSS: .*',
      '--format',
      'json',
      '--stdout',
      ...files,
    ];
    const { stdout } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 });
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const failed = messages.filter((m) => m.type === 'non-document-error');
    if (failed.length) throw new Error(`The Nu checker could not run: ${failed.map((m) => m.message).join('; ')}`);
    return new Map(
      names.map((name, i) => [
        name,
        messages
          .filter((m) => m.type === 'error' && m.url?.endsWith(`/${i}.html`))
          .map((m) => `${m.message} (${m.lastLine}:${m.lastColumn})`),
      ]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
