import { describe, expect, it } from 'vitest';
import { driverReason, isDatabaseUnavailable } from '@/lib/server/db/unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// Drizzle's wrapper: the statement and its parameters in the message, the driver's error as the cause.
const wrapped = (cause: Error) =>
  new Error('Failed query: insert into "users" ... params: anna@example.test', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a query timeout under Drizzle', wrapped(new Error('Query read timeout'))],
    ['a pool that could not connect', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'a refused dual-stack connect',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception class', withCode('connection failure', '08006')],
    ['a server out of connection slots', withCode('sorry, too many clients already', '53300')],
  ])('is true for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'another service refusing a fetch',
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
    ['something not an error', 'ECONNRESET'],
  ])('is false for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

describe('driverReason', () => {
  it("logs the driver's words, never the statement's parameters", () => {
    expect(driverReason(wrapped(new Error('Query read timeout')))).toBe('Query read timeout');
    expect(driverReason(withCode('boom', 'ECONNRESET'))).toBe('ECONNRESET boom');
  });
});
