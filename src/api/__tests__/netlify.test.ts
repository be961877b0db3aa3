import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import type { RequestEnv } from '../http';
import { netlifyFunction } from '../netlify';

/** The country the adapter gives the handlers for a request and what Netlify's context says. */
async function countryFor(headers: Record<string, string>, geo: Partial<Context['geo']> | undefined) {
  let seen: RequestEnv | undefined;
  const fn = netlifyFunction((_req, env) => {
    seen = env;
    return new Response(null, { status: 204 });
  });
  await fn(new Request('https://www.example.com/api/auth/login', { headers }), { ip: '192.0.2.1', geo } as unknown as Context);
  return seen?.country;
}

describe('netlifyFunction', () => {
  it('takes the country from Netlify’s geolocation only, never from a header the client sent', async () => {
    expect(await countryFor({ 'x-country': 'FR' }, undefined)).toBeUndefined();
    expect(await countryFor({ 'x-country': 'FR' }, { country: { code: 'GB', name: 'United Kingdom' } })).toBe('United Kingdom');
    expect(await countryFor({}, { country: { code: 'GB' } as Context['geo']['country'] })).toBe('GB');
  });
});
