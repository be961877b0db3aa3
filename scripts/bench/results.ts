import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { root } from './preview-process';

const file = new URL('bench/results.json', root);

/** Records one benchmark's figures under its name in bench/results.json (git-ignored), keeping the others. */
export function recordResults(name: string, figures: Record<string, unknown>): void {
  const recorded = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  recorded[name] = { measuredAt: new Date().toISOString(), ...figures };
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
}

/** Milliseconds to one decimal. */
export const round = (ms: number): number => Math.round(ms * 10) / 10;

/** The value at a quantile (0-1) of numbers sorted ascending. */
export const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
