/**
 * The filter's safety net for values PostgreSQL refuses: a tiny app whose routes send a query parameter straight
 * into a real PostgreSQL query (as a missing check would), answered by AllExceptionsFilter.
 */
import { Controller, Get, Module, Query, type LoggerService } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate } from '@telehealth/schemas';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort, useTestPostgres } from '../../testing/test-postgres.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

const pg = useTestPostgres();

let dataSource: DataSource;
let databaseUrl: string;
let unreachableUrl: string;

/** Sends `value` as the parameter of a cast, through TypeORM or through a bare pg client. */
@Controller('probe')
class ProbeController {
  @Get('typeorm')
  async typeorm(@Query('type') type: string, @Query('value') value: string): Promise<unknown> {
    return dataSource.query(`SELECT $1::${castTo(type)} AS value`, [value]);
  }

  @Get('pg')
  async pg(@Query('type') type: string, @Query('value') value: string): Promise<unknown> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(`SELECT $1::${castTo(type)} AS value`, [value])).rows;
    } finally {
      await client.end();
    }
  }

  /** A connection to a port nobody listens on: PostgreSQL down. */
  @Get('unreachable')
  async unreachable(): Promise<unknown> {
    const client = new Client({ connectionString: unreachableUrl });
    client.on('error', () => undefined);
    await client.connect();
    return 'connected';
  }

  /** A write in a read-only transaction (25006), as a replica or a server that went read-only answers it. */
  @Get('read-only')
  async readOnly(): Promise<unknown> {
    return dataSource.transaction(async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      return manager.query('CREATE TABLE never_made (id int)');
    });
  }

  /** A query on a connection the server terminated (an administrator or a shutdown, 57P01). */
  @Get('terminated')
  async terminated(): Promise<unknown> {
    const client = new Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
        { pid: number },
      ];
      await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
      return (await client.query('SELECT 1')).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  @Get('missing-table')
  async missingTable(): Promise<unknown> {
    return dataSource.query('SELECT * FROM no_such_table');
  }
}

function castTo(type: string): string {
  if (!['int4', 'text', 'jsonb'].includes(type)) throw new Error(`no cast to ${type}`);
  return type;
}

@Module({
  controllers: [ProbeController],
  providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
})
class ProbeModule {}

/** Keeps what the app logs, by level. */
class KeptLogs implements LoggerService {
  readonly lines: { level: string; message: string }[] = [];
  log(message: unknown) {
    this.lines.push({ level: 'log', message: String(message) });
  }
  warn(message: unknown) {
    this.lines.push({ level: 'warn', message: String(message) });
  }
  error(message: unknown) {
    this.lines.push({ level: 'error', message: String(message) });
  }
}

describe('AllExceptionsFilter and PostgreSQL errors', () => {
  let app: NestFastifyApplication;
  const logs = new KeptLogs();

  beforeAll(async () => {
    databaseUrl = await pg.newDatabase();
    unreachableUrl = `postgres://nobody:none@127.0.0.1:${await freePort()}/none`;
    dataSource = await new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 2 }).initialize();
    app = await NestFactory.create<NestFastifyApplication>(ProbeModule, new FastifyAdapter(), {
      logger: logs,
      abortOnError: false,
    });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await dataSource?.destroy();
  });

  const probe = (via: 'typeorm' | 'pg', type: string, value: string) =>
    app.inject({ method: 'GET', url: `/probe/${via}`, query: { type, value } });

  it.each([
    ['22P02 invalid text representation', 'int4', 'abc', 'A value of the request is not valid for its field'],
    ['22003 numeric value out of range', 'int4', '2147483648', 'A number of the request is out of range'],
    [
      '22021 NUL in text',
      'text',
      'a\u0000b',
      'A text of the request contains a character that cannot be stored',
    ],
    [
      '22P05 NUL escape in jsonb',
      'jsonb',
      '"a\\u0000b"',
      'A text of the request contains a character that cannot be stored',
    ],
  ])('answers %s with a logged 400, through TypeORM and through pg', async (_name, type, value, message) => {
    for (const via of ['typeorm', 'pg'] as const) {
      const before = logs.lines.length;
      const response = await probe(via, type, value);
      expect(response.statusCode, via).toBe(400);
      expect(validate('ErrorResponse', response.json()).ok).toBe(true);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message,
      });
      const logged = logs.lines.slice(before);
      expect(logged.map((line) => line.level)).toEqual(['warn']);
      expect(logged[0]!.message).toMatch(/^GET \/probe\/\w+ answered 400: PostgreSQL refused a value/);
      // The query string (which may hold a created value or an email) is not logged.
      expect(logged[0]!.message).not.toContain('value=');
    }
  });

  it.each([
    ['a refused connection', 'unreachable', /connection refused/],
    ['a write in a read-only transaction', 'read-only', /read-only transaction\) \(25006\)/],
    [
      'a connection the server terminated',
      'terminated',
      /shutting down \(57P01\)|connection (terminated|lost)/,
    ],
  ])('answers %s with 503 and Retry-After, logged without a stack', async (_name, route, cause) => {
    const before = logs.lines.length;
    const response = await app.inject({ method: 'GET', url: `/probe/${route}` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(validate('ErrorResponse', response.json()).ok).toBe(true);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable; try again shortly',
    });
    const logged = logs.lines.slice(before);
    expect(logged.map((line) => line.level)).toEqual(['warn']);
    expect(logged[0]!.message).toMatch(
      new RegExp(`^GET /probe/${route} answered 503: database unavailable: `),
    );
    expect(logged[0]!.message).toMatch(cause);
  });

  it('still answers other database errors with a 500 whose details are only logged', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/missing-table' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
    expect(logs.lines.at(-1)).toMatchObject({ level: 'error' });
    expect(logs.lines.at(-1)!.message).toContain('no_such_table');
  });
});
