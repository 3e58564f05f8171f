/** One message of a Server-Sent Events stream: its `event` name (`message` when none) and its data. */
export interface SseFrame {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives, in chunks cut anywhere: answers the frames completed so far and keeps
 * the rest. Comment lines (heartbeats) and fields other than `event` and `data` are skipped.
 */
export function createSseReader() {
  let buffer = '';
  return (chunk: string): SseFrame[] => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const frames: SseFrame[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || event !== 'message') frames.push({ event, data: data.join('\n') });
    }
    return frames;
  };
}
