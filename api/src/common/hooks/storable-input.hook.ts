import type { FastifyInstance, FastifyRequest } from 'fastify';

import { InvalidRequestException } from '../exceptions/request.exception.js';
import { unstorableTextIn } from '../utils/storable-text.util.js';

const PARTS = [
  ['path parameters', (request: FastifyRequest) => request.params],
  ['query string', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Refuses (400 VALIDATION_FAILED), before any guard or handler of any route, a request whose path parameters, query string or JSON body
 * holds a string PostgreSQL cannot store (a NUL character or a lone UTF-16 surrogate), in a value or an object
 * key: 400 naming each such field (`errors: [{path: '/advData/user_agent', message: 'contains a NUL character
 * (\u0000)'}]`). Registered on the Fastify instance, so every route has it, whatever its controller does.
 * Multipart bodies are read by their handler, after this hook (the upload keeps a cleaned file name).
 */
export function registerStorableInputCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    for (const [what, read] of PARTS) {
      const errors = unstorableTextIn(read(request));
      if (errors.length > 0) throw new InvalidRequestException(what, errors);
    }
  });
}
