/** One server-sent event: its type (`message` unless named), id, data and the reconnect delay it sets. */
export interface SseEvent {
  type: string;
  data: string;
  /** The `id` field, when the event has one (an empty one resets the last event id). */
  id?: string;
  retry?: number;
}

/**
 * Reads a `text/event-stream` as it arrives, by the WHATWG rules: lines end with CRLF, LF or CR; a blank line ends an
 * event; `:` starts a comment (a heartbeat); `data` lines are joined with newlines; an event without data is not
 * dispatched (its id still counts).
 */
export class SseParser {
  private buffer = '';
  private type = '';
  private data: string[] = [];
  private id: string | undefined;
  private retry: number | undefined;
  private sawCr = false;

  /** The events completed by `chunk`. */
  push(chunk: string): SseEvent[] {
    let text = chunk;
    // A CR at the end of the last chunk and an LF at the start of this one are one line end.
    if (this.sawCr && text.startsWith('\n')) text = text.slice(1);
    this.sawCr = text.endsWith('\r');
    this.buffer += text;
    const events: SseEvent[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return null;
  }

  private dispatch(): SseEvent | null {
    const event: SseEvent | null =
      this.data.length === 0
        ? null
        : {
            type: this.type || 'message',
            data: this.data.join('\n'),
            ...(this.id !== undefined ? { id: this.id } : {}),
            ...(this.retry !== undefined ? { retry: this.retry } : {}),
          };
    this.type = '';
    this.data = [];
    this.retry = undefined;
    // The id is kept: it is the stream's last event id until another one comes (the caller tracks it per event).
    this.id = undefined;
    return event;
  }
}
