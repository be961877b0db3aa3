import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFunctions, type SiteFunctions } from '../functions';

const directory = new URL('../../../src/functions/', import.meta.url);
let functions: SiteFunctions;
beforeAll(async () => {
  functions = await siteFunctions(fileURLToPath(directory));
});

/** The functions whose source declares a schedule, read here the plain way to check the parsed list. */
const declaredScheduled = readdirSync(directory)
  .filter((file) => /\bschedule:\s*'/.test(readFileSync(new URL(file, directory), 'utf8')))
  .map((file) => file.replace(/\.m?[jt]s$/, ''));

describe('siteFunctions', () => {
  it('finds the scheduled functions', () => {
    expect(declaredScheduled).toEqual(expect.arrayContaining(['retention-scheduled', 'outbox-scheduled']));
    for (const name of declaredScheduled) expect(functions.isScheduledFunctionPath(`/.netlify/functions/${name}`), name).toBe(true);
  });

  it.each([
    ['/.netlify/functions/retention-scheduled', true],
    ['/.netlify/functions/retention-scheduled/', true],
    ['/.netlify/functions/retention-scheduled/anything', true],
    ['/.netlify/builders/outbox-scheduled', true],
    ['/.netlify/functions/jobs', false],
    ['/.netlify/functions/no-such-function', false],
    ['/api/jobs', false],
    ['/retention-scheduled', false],
  ])('%s is a scheduled function’s address: %s', (path, expected) => expect(functions.isScheduledFunctionPath(path)).toBe(expected));

  it.each([
    ['/api/jobs', true],
    ['/api/jobs/', true],
    ['/API/Jobs', true],
    ['/api/jobs/12', true],
    ['/api/comments/12/approve', true],
    ['/api/no-such-route', true],
    ['/.netlify/functions/jobs', true],
    ['/jobs', false],
    ['/jobs/12', false],
    ['/team', false],
    ['/api', false],
  ])('%s is a function path: %s', (path, expected) => expect(functions.isFunctionPath(path)).toBe(expected));

  it('warms the API function at an address of it, and no scheduled one', () => {
    expect(functions.warmUpPaths).toEqual(['/api/0']);
    expect(functions.warmUpPaths.every((path) => functions.isFunctionPath(path))).toBe(true);
    expect(functions.warmUpPaths).toHaveLength(readdirSync(directory).length - declaredScheduled.length);
  });
});
