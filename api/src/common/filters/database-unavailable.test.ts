import { HttpException } from '@nestjs/common';
import pg from 'pg';
import { ConnectionIsNotSetError, QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';

import { databaseUnavailableCause } from './database-unavailable.js';

/** A PostgreSQL error as pg raises it (the server's ErrorResponse). */
function serverError(code: string, message = 'refused'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.severity = 'FATAL';
  error.code = code;
  return error;
}

/** A socket error as Node raises it. */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), {
    code,
    errno: -111,
    syscall: 'connect',
  });
}

describe('databaseUnavailableCause', () => {
  it.each([
    ['57P01', 'the database server is shutting down (57P01)'],
    ['57P02', 'the database server crashed (57P02)'],
    ['57P03', 'the database server is not accepting connections yet (57P03)'],
    ['53100', 'the database disk is full (53100)'],
    ['53200', 'the database server is out of memory (53200)'],
    ['53300', 'the database server has too many connections (53300)'],
    ['25006', 'the database accepts no writes (read-only transaction) (25006)'],
    ['08006', 'connection failure (08006)'],
    ['08P01', 'connection failure (08P01)'],
  ])('names SQLSTATE %s, from pg and wrapped by TypeORM', (code, cause) => {
    expect(databaseUnavailableCause(serverError(code))).toBe(cause);
    expect(databaseUnavailableCause(new QueryFailedError('INSERT …', [], serverError(code)))).toBe(cause);
  });

  it.each([
    ['ECONNREFUSED', 'connection refused'],
    ['ECONNRESET', 'connection reset'],
    ['EPIPE', 'connection broken'],
    ['ETIMEDOUT', 'connection timed out'],
    ['EHOSTUNREACH', 'host unreachable'],
  ])('names the socket error %s', (code, cause) => {
    expect(databaseUnavailableCause(socketError(code))).toBe(cause);
  });

  it('finds the socket error in an AggregateError (a connect to every address of a host) and in a cause', () => {
    const aggregate = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]);
    expect(databaseUnavailableCause(aggregate)).toBe('connection refused');
    const wrapped = new Error('Could not start a transaction', { cause: socketError('ECONNRESET') });
    expect(databaseUnavailableCause(wrapped)).toBe('connection reset');
  });

  it.each([
    ['Connection terminated unexpectedly', 'connection terminated'],
    ['Connection terminated', 'connection terminated'],
    ['Connection terminated due to connection timeout', 'connection terminated'],
    ['timeout exceeded when trying to connect', 'no connection from the pool in time'],
    ['timeout expired', 'connecting timed out'],
    ['Client has encountered a connection error and is not queryable', 'connection lost'],
    ['Client was closed and is not queryable', 'connection closed'],
    ['Cannot use a pool after calling end on the pool', 'the connection pool is closed'],
  ])('names pg’s “%s”', (message, cause) => {
    expect(databaseUnavailableCause(new Error(message))).toBe(cause);
    expect(databaseUnavailableCause(new QueryFailedError('SELECT 1', [], new Error(message)))).toBe(cause);
  });

  it('names a closed TypeORM DataSource', () => {
    expect(databaseUnavailableCause(new ConnectionIsNotSetError('postgres'))).toBe(
      'the database connection is closed',
    );
  });

  it.each([
    ['a unique violation (23505)', serverError('23505', 'duplicate key value')],
    ['a bad value (22P02)', serverError('22P02', 'invalid input syntax')],
    ['a missing table (42P01)', new QueryFailedError('SELECT', [], serverError('42P01'))],
    ['a statement timeout (57014)', serverError('57014', 'canceling statement due to statement timeout')],
    ['a plain error', new Error('boom')],
    ['an error whose message only mentions a connection', new Error('Could not parse Connection terminated')],
    ['an HttpException', new HttpException('Service Unavailable', 503)],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
    ['an object with a numeric code', { code: 53100 }],
    [
      'a client that hung up mid-body (Node’s aborted)',
      Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
    ],
  ])('says nothing of %s', (_name, error) => {
    expect(databaseUnavailableCause(error)).toBeUndefined();
  });

  it('stops at a cycle of causes and at depth', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(databaseUnavailableCause(a)).toBeUndefined();
    let deep: Error = socketError('ECONNREFUSED');
    for (let i = 0; i < 10; i++) deep = new Error(`layer ${i}`, { cause: deep });
    expect(databaseUnavailableCause(deep)).toBeUndefined();
  });
});
