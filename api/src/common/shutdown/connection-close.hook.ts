import type { FastifyInstance } from 'fastify';

import type { ShutdownState } from './shutdown-state.js';

/**
 * Once the process is shutting down, every response says `Connection: close`, so Node closes its keep-alive
 * connection after it and the client's next request opens one to another instance. (A response already sent keeps
 * its connection until the listener closes, which closes idle connections.)
 */
export function registerConnectionClose(fastify: FastifyInstance, state: ShutdownState): void {
  // onSend, not onRequest: a request that was already running when SIGTERM came is answered so too.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (state.shuttingDown && request.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
    done(null, payload);
  });
}
