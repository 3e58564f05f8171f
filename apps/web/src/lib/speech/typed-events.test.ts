import { describe, expect, it, vi } from 'vitest';
import { TypedEvents } from './typed-events';

describe('TypedEvents', () => {
  it('hands each listener the detail, in order, past a throwing one, until it unsubscribes', () => {
    const events = new TypedEvents<{ start: { text: string }; end: { text: string } }>();
    const heard: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    events.on('start', ({ text }) => heard.push(`first ${text}`));
    events.on('start', () => {
      throw new Error('broken listener');
    });
    const unsubscribe = events.on('start', ({ text }) => heard.push(`last ${text}`));
    events.on('end', ({ text }) => heard.push(`end ${text}`));

    events.emit('start', { text: 'hello' });
    unsubscribe();
    events.emit('start', { text: 'again' });
    events.emit('end', { text: 'bye' });

    expect(heard).toEqual(['first hello', 'last hello', 'first again', 'end bye']);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
