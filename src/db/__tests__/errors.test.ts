import { describe, expect, it } from 'vitest';
import { DatabaseNotConfiguredError, isDatabaseUnavailable } from '../errors';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['DNS failure', withCode('ENOTFOUND')],
    ['SQLSTATE 08006 connection failure', withCode('08006')],
    ['SQLSTATE 57P01 admin shutdown', withCode('57P01')],
    ['too many connections', withCode('53300')],
    ['no free connection in the pool in time', new Error('timeout exceeded when trying to connect')],
    ["a connection not made in time (the client's connect timeout)", new Error('timeout expired')],
    ['terminated connection', new Error('Connection terminated unexpectedly')],
    ['a statement the server never answered (query_timeout)', new Error('Query read timeout')],
    ['a database closed to connections', new Error('database "site" is not currently accepting connections')],
    ['a WebSocket error event', new Event('error')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
    ['an aggregate of refusals', new AggregateError([withCode('ECONNREFUSED')], '')],
    ['no DATABASE_URL', new DatabaseNotConfiguredError()],
  ])('is true for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
