import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import { saveAccount } from '../../src/auth/accounts';
import { SESSION_COOKIE, sessionCookieName } from '../../src/api/session-cookie';
import type { Database } from '../../src/db/schema';
import { apiRequest, callApi, callApiJson, type ApiInit } from './call-api';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_PASSWORD = 'orange-Kettle-41-violin';

/** Creates an account (admin unless told otherwise) with TEST_PASSWORD. */
export async function createAccount(db: Kysely<Database>, email: string, { isAdmin = true, firstName = 'Hannah' } = {}): Promise<number> {
  return (await saveAccount(db, { email, password: TEST_PASSWORD, isAdmin, firstName })).id;
}

/** The session cookie's name where callApi sends requests (`__Host-` prefixed over HTTPS). */
export const apiSessionCookie = () => sessionCookieName(apiRequest('/api/auth/user'));

/** Signs in through the API and returns the `Cookie` header value a browser would send next. */
export async function signInCookie(email: string, password = TEST_PASSWORD, ip = '203.0.113.10'): Promise<string> {
  const res = await callApi('/api/auth/login', { method: 'POST', json: { email, password } }, { ip });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** The session cookie a response sets (`__Host-` prefixed over HTTPS), as a `Cookie` header value. */
export function cookieFrom(res: Response): string {
  const set = res.headers.get('set-cookie') ?? '';
  const match = set.match(new RegExp(`((?:__Host-)?${SESSION_COOKIE})=([^;]*)`));
  if (!match) throw new Error(`no session cookie in ${set}`);
  return `${match[1]}=${match[2]}`;
}

/** Calls the API with a cookie: the answer, its status and its parsed JSON body (if JSON). */
export function callWithCookie(
  cookie: string,
  method: string,
  path: string,
  { json, headers = {} }: { json?: unknown; headers?: Record<string, string> } = {},
) {
  return callApiJson(path, { method, json, headers, cookie } satisfies ApiInit);
}

/**
 * For a test file of admin calls: a fresh database with one admin signed in (hooks registered here);
 * `db()` is the database, `admin(method, path, { json, headers })` calls the API as that admin.
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
