import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import { saveAccount } from '../../src/auth/accounts';
import { authLogin } from '../../src/api/handlers/auth';
import type { Handler } from '../../src/api/http';
import { SESSION_COOKIE } from '../../src/api/session-cookie';
import type { Database } from '../../src/db/schema';
import { apiRequest } from './requests';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_PASSWORD = 'orange-Kettle-41-violin';

/** Creates an account (admin unless told otherwise) with TEST_PASSWORD. */
export async function createAccount(db: Kysely<Database>, email: string, { isAdmin = true, firstName = 'Hannah' } = {}): Promise<number> {
  return (await saveAccount(db, { email, password: TEST_PASSWORD, isAdmin, firstName })).id;
}

/** Signs in through the API and returns the `Cookie` header value a browser would send next. */
export async function signInCookie(email: string, password = TEST_PASSWORD, ip = '203.0.113.10'): Promise<string> {
  const res = await authLogin(apiRequest('/api/auth/login', { method: 'POST', json: { email, password } }), { params: {}, ip });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** The session cookie a response sets, as a `Cookie` header value. */
export function cookieFrom(res: Response): string {
  const set = res.headers.get('set-cookie') ?? '';
  const match = set.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`));
  if (!match) throw new Error(`no session cookie in ${set}`);
  return `${SESSION_COOKIE}=${match[1]}`;
}

/** A request carrying a cookie. */
export function withCookie(cookie: string | undefined, path: string, init: Parameters<typeof apiRequest>[1] = {}): Request {
  return apiRequest(path, { ...init, headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) } });
}

/** Calls a handler with a cookie: the answer, its status and its parsed JSON body (if JSON). */
export async function callWithCookie(
  cookie: string,
  handler: Handler,
  method: string,
  path: string,
  { json, params = {}, headers = {} }: { json?: unknown; params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const res = await handler(withCookie(cookie, path, { method, json, headers }), { params });
  const type = res.headers.get('content-type') ?? '';
  return { res, status: res.status, body: type.includes('json') ? await res.json() : undefined };
}

/**
 * For a test file of admin calls: a fresh database with one admin signed in (hooks registered here);
 * `db()` is the database, `admin(handler, method, path, { json, params })` calls as that admin.
 */
export function useSignedInAdmin() {
  let t: TestDatabase;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    await createAccount(t.db, 'admin@example.com');
    cookie = await signInCookie('admin@example.com');
  });
  afterAll(() => t.destroy());
  return {
    db: () => t.db,
    admin: (...args: Parameters<typeof callWithCookie> extends [string, ...infer R] ? R : never) => callWithCookie(cookie, ...args),
  };
}
