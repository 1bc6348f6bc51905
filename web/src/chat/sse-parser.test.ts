import { describe, expect, it } from 'vitest';

import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads events split anywhere across chunks, with any line ending', () => {
    const parser = new SseParser();
    const text =
      'event: ready\r\nid: 7\r\nretry: 3000\r\ndata: {}\r\n\r\n: heartbeat\n\nevent: message\rid: 8\rdata: {"a":\rdata: 1}\r\r';
    const events = [];
    for (let i = 0; i < text.length; i += 3) events.push(...parser.push(text.slice(i, i + 3)));
    expect(events).toEqual([
      { type: 'ready', id: '7', retry: 3000, data: '{}' },
      { type: 'message', id: '8', data: '{"a":\n1}' },
    ]);
  });

  it('skips comments and events without data, and names an unnamed event "message"', () => {
    const parser = new SseParser();
    expect(parser.push(': hi\n\nid: 3\n\ndata:x\n\n')).toEqual([{ type: 'message', data: 'x' }]);
    expect(parser.push('data: partial')).toEqual([]);
    expect(parser.push('\n\n')).toEqual([{ type: 'message', data: 'partial' }]);
  });
});
