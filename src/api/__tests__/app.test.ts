import { describe, expect, it, vi } from 'vitest';
import { API_NOT_FOUND, apiApp } from '../app';
import { route, json, type Handler } from '../http';
import { API_ROUTES } from '../routes';

/** A handler that answers with what it was given. */
const echo: Handler = (req, ctx) => json({ method: req.method, params: ctx.params, ip: ctx.ip ?? null });

const request = (path: string, method = 'GET') => new Request(`https://example.org${path}`, { method });

describe('apiApp', () => {
  const load = vi.fn(async () => route({ GET: echo }));
  const app = apiApp({ '/api/things': load, '/api/things/:id': async () => route({ GET: echo, DELETE: echo }) });

  it.each([
    ['/api/things/12', { id: '12' }],
    ['/api/things/12/', { id: '12' }],
    ['/API/Things/12', { id: '12' }],
    ['/api/things', {}],
    ['/API/THINGS/AbC%20d', { id: 'AbC d' }],
    ['/api/things/%E0%A4%A', { id: '%E0%A4%A' }],
  ])('routes %s with its parameters and the platform facts', async (path, params) => {
    const res = await app.fetch(request(path), { ip: '192.0.2.7' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ method: 'GET', params, ip: '192.0.2.7' });
  });

  it('imports a route’s handler on its first request only', async () => {
    load.mockClear();
    const fresh = apiApp({ '/api/things': load });
    expect(load).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) expect((await fresh.fetch(request('/api/things'), {})).status).toBe(200);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['/api/nothing-here', '/api/things/12/more', '/api'])('answers %s with a JSON 404', async (path) => {
    const res = await app.fetch(request(path), {});
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: API_NOT_FOUND });
  });

  it('answers a method the route does not serve with 405 and Allow, HEAD without a body', async () => {
    const refused = await app.fetch(request('/api/things/1', 'PUT'), {});
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, DELETE, HEAD');
    const head = await app.fetch(request('/api/things/1', 'HEAD'), {});
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('API_ROUTES', () => {
  it.each(Object.entries(API_ROUTES))('%s loads a handler', async (_path, load) => {
    expect(typeof (await load())).toBe('function');
  });
});
