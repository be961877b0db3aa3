import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every HTML file a build wrote under `root`. */
export async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}
