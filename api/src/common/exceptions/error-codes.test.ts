import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { HttpStatus } from '@nestjs/common';
import { schemaDocuments, validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { ApiException, exceptionOf, type ErrorTable } from './api.exception.js';
import { InvalidRequestException, RateLimitedException } from './request.exception.js';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The ErrorCode enum of the schemas (api.schema.json). */
function enumCodes(): string[] {
  const api = schemaDocuments.find((doc) => (doc as { $id?: string }).$id?.endsWith('/api.schema.json')) as {
    $defs: { ErrorCode: { enum: string[] } };
  };
  return api.$defs.ErrorCode.enum;
}

/** The codes of each module's error table: the upper-case keys of its `*.exception.ts`. */
function tableCodes(): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const file of sourceFiles(SRC).filter((path) => path.endsWith('.exception.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)) {
      codes.set(code!, [...(codes.get(code!) ?? []), relative(SRC, file)]);
    }
  }
  return codes;
}

describe('error codes', () => {
  it('every code a module answers is in the ErrorCode enum, and every code of the enum is answered', () => {
    const answered = tableCodes();
    expect([...answered.keys()].sort()).toEqual([...enumCodes()].sort());
  });

  it('each code has one home: one exception file', () => {
    const shared = [...tableCodes()].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });

  it('no code is written outside the exception files but as the (typed) code of a module exception', () => {
    const codes = new Set(enumCodes());
    const strays = sourceFiles(SRC)
      .filter((path) => !path.endsWith('.exception.ts'))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/(\w+\()?\s*'([A-Z][A-Z0-9_]+)'/g)]
          .filter(([, call, literal]) => codes.has(literal!) && !call?.endsWith('Exception('))
          .map(([literal]) => `${relative(SRC, path)}: ${literal}`),
      );
    expect(strays).toEqual([]);
  });

  it('answers a code with its status and message, as ErrorResponse', () => {
    const table = {
      ORDER_PAID: { status: HttpStatus.CONFLICT, message: (id: number) => `Order ${id} is already paid` },
    } as const satisfies ErrorTable;
    class TestException extends exceptionOf(table) {}
    const error = new TestException('ORDER_PAID', 5);
    expect(error).toBeInstanceOf(ApiException);
    expect([error.getStatus(), error.code, error.message]).toEqual([
      409,
      'ORDER_PAID',
      'Order 5 is already paid',
    ]);
    expect(error.getResponse()).toEqual({ message: 'Order 5 is already paid', code: 'ORDER_PAID' });
  });

  it('names every offending field of a refused request', () => {
    const error = new InvalidRequestException('body', [
      { path: '/columns/agentId', message: 'is required' },
      { path: '', message: 'must be object' },
      { path: '/recoverLink', message: "recoverLink's restoresession must be a created value" },
      { path: '/c', message: 'contains a NUL character' },
    ]);
    expect(error.getStatus()).toBe(400);
    expect(error.message).toBe(
      "Invalid body: columns/agentId is required; body must be object; recoverLink's restoresession must be a " +
        'created value; c contains a NUL character',
    );
    const body = { statusCode: 400, error: 'Bad Request', ...(error.getResponse() as object) };
    expect(validate('ErrorResponse', body).ok).toBe(true);
    const limited = new RateLimitedException(30, 'Too many uploads; try again in 30 seconds');
    expect([limited.getStatus(), limited.code, limited.retryAfterSeconds]).toEqual([429, 'RATE_LIMITED', 30]);
  });
});
