import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceLabel, displayIp } from './user-agent';

const label = (ua: string | null) => deviceLabel(describeUserAgent(ua));

describe('describeUserAgent', () => {
  it('names the common browsers and systems', () => {
    expect(label('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36')).toBe('Chrome on Windows');
    expect(label('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0')).toBe('Edge on Windows');
    expect(label('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(label('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1')).toBe('Chrome on iPhone');
    expect(label('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('Safari on macOS');
    expect(label('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0')).toBe('Firefox on Linux');
    expect(label('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36')).toBe('Samsung Internet on Android');
    expect(label('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36')).toBe('Chrome on ChromeOS');
  });
  it('counts headless Chrome as Chrome', () => {
    expect(label('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
  });
  it('says what it does not know', () => {
    expect(label(null)).toBe('Unknown browser on unknown system');
    expect(label('curl/8.5.0')).toBe('Unknown browser on unknown system');
  });
});

describe('displayIp', () => {
  it('compresses IPv6 and keeps IPv4 as it is', () => {
    expect(displayIp('0000:0000:0000:0000:0000:0000:0000:0001')).toBe('::1');
    expect(displayIp('2001:0db8:0000:0000:0000:0000:0000:0042')).toBe('2001:db8::42');
    expect(displayIp('198.51.100.7')).toBe('198.51.100.7');
    expect(displayIp(null)).toBeNull();
  });
});
