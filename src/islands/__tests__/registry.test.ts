import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISLAND_SOURCES, islandIdPrefix, islandModule, islandNameOf, type IslandName } from '../registry';

const names = Object.keys(ISLAND_SOURCES) as IslandName[];

describe.each(names)('island %s', (name) => {
  it('is built from a file that exists', () => {
    expect(existsSync(new URL(`../../../${ISLAND_SOURCES[name]}`, import.meta.url))).toBe(true);
  });

  it('is served under /_islands/ by its name, which the loader reads back from the address', () => {
    expect(islandModule(name)).toBe(`/_islands/${name}.js`);
    expect(islandNameOf(islandModule(name))).toBe(name);
  });
});

describe('id prefixes', () => {
  it('differ between islands, so two islands on a page never make the same id', () => {
    expect(new Set(names.map(islandIdPrefix)).size).toBe(names.length);
  });
});
