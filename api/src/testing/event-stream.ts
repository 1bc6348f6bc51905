/** A server-sent event stream read over real HTTP, as the API's tests open the chat streams. */

/** One event of the stream as a client parses it; a comment line is `{ comment }`. */
export interface StreamEvent {
  event?: string;
  id?: string;
  retry?: number;
  data?: unknown;
  comment?: string;
}

/** An open event stream: the events so far, and a way to wait for one. */
export interface Stream {
  status: number;
  contentType: string | null;
  events: StreamEvent[];
  /** Resolves once an event matches (or rejects after `ms`). */
  next(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Parses the text/event-stream of `body` into events as they come (the format of the WHATWG spec). */
export async function openStream(
  baseUrl: string,
  requestHeaders: Record<string, string>,
  path = '/api/chat/events',
): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: requestHeaders,
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const decoder = new TextDecoder();
  const parseBlock = (block: string) => {
    const event: StreamEvent = {};
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) event.comment = line.slice(1).trim();
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event.event = value;
      else if (field === 'id') event.id = value;
      else if (field === 'retry') event.retry = Number(value);
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) event.data = JSON.parse(data.join('\n')) as unknown;
    if (Object.keys(event).length > 0) events.push(event);
    for (const wake of waiters) wake();
  };
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    ended,
    close: () => abort.abort(),
    next: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen++) {
            if (match(events[seen]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(events[seen]!);
              return;
            }
          }
          if (finished) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`the stream ended; events: ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; events: ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
}
