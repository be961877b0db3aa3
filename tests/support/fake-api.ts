import { vi } from 'vitest';
import { ATTRIBUTION_FIELDS, type Attribution } from '../../src/schemas/visit-facts';

/** A request as a fake route sees it: the method, the URL and the JSON body it sent, if any. */
export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/** What a route answers: a JSON body with a status (200 unless told). */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
}

type Route = (request: FakeRequest, match: RegExpMatchArray) => FakeAnswer | Promise<FakeAnswer>;

/**
 * The API as a component sees it, through `fetch`: each route answers as the API tier's tests show the
 * server does (tests/api/), so a component test checks what the page does with each answer. A call no
 * route answers fails the test, naming it. `calls` lists every request in order.
 */
export function fakeApi(routes: Record<string, Route>) {
  const table = Object.entries(routes).map(([key, route]) => {
    const [method, path] = key.split(' ');
    return { method, pattern: new RegExp(`^${path}$`), route };
  });
  const calls: FakeRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, url, body, headers: new Headers(init.headers) };
    calls.push(request);
    for (const { method: m, pattern, route } of table) {
      const match = url.pathname.match(pattern);
      if (m === method && match) {
        const { status = 200, json = {} } = await route(request, match);
        return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
      }
    }
    throw new Error(`No fake route for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** A page of a list as the admin API sends it. */
export const page = <T>(items: T[], { page = 1, pageSize = 25, total = items.length } = {}) => ({ items, total, page, pageSize });

/**
 * A page of a table as the Applications and Contacts endpoints answer `url`: narrowed by ?status= (the
 * overdue ones for 'overdue') and ?q= (any field containing it), ordered by ?sort=&dir= through `sortKeys`,
 * cut to ?page= (25 a page).
 */
export function tablePage<T extends { status: string; overdue: boolean }>(
  rows: T[],
  url: URL,
  sortKeys: Record<string, (row: T) => string>,
) {
  const q = url.searchParams;
  const status = q.get('status');
  const text = q.get('q');
  const key = sortKeys[q.get('sort') ?? ''] ?? (() => '');
  const matching = rows
    .filter((row) => !status || (status === 'overdue' ? row.overdue : row.status === status))
    .filter((row) => !text || Object.values(row).some((v) => String(v).includes(text)))
    .sort((a, b) => key(a).localeCompare(key(b)) * (q.get('dir') === 'desc' ? -1 : 1));
  const at = Number(q.get('page') ?? 1);
  return { items: matching.slice((at - 1) * 25, at * 25), total: matching.length, page: at, pageSize: 25 };
}

/** An application's or enquiry's visit source as the API sends it when the visitor allowed none. */
export const NO_VISIT_SOURCE = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null])) as { [K in keyof Attribution]: null };
