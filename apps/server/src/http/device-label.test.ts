import { describe, expect, it } from 'vitest';
import { labelFromUserAgent } from './device-label.ts';

describe('device label', () => {
  it('names the browser with its major version and the system, as the devices screen does', () => {
    const labels = [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    ].map(labelFromUserAgent);
    expect(labels).toEqual([
      'Chrome 126 · Android 14',
      'Firefox 140 · Linux',
      'Microsoft Edge 140 · Windows 10',
      'Safari 17 · iOS 17.5',
      'Safari 18 · macOS Catalina',
    ]);
  });

  it('is null for what names neither a browser nor a system', () => {
    expect([labelFromUserAgent(undefined), labelFromUserAgent(''), labelFromUserAgent('curl/8.5.0')]).toEqual([null, null, null]);
  });
});
