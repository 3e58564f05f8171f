import { describe, expect, it } from 'vitest';
import { createSseReader } from './sse-frames';

describe('reading a Server-Sent Events stream', () => {
  it('answers whole frames only, however the stream is cut', () => {
    const read = createSseReader();
    expect(read('retry: 3000\nevent: ready\nda')).toEqual([]);
    expect(read('ta: {}\n\n: ping\n\ndata: {"type":"board"')).toEqual([{ event: 'ready', data: '{}' }]);
    expect(read(',"id":"x"}\r\n\r\n')).toEqual([{ event: 'message', data: '{"type":"board","id":"x"}' }]);
  });

  it('joins several data lines and skips unknown fields', () => {
    const read = createSseReader();
    expect(read('id: 7\ndata: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
