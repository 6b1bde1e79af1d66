/**
 * A device's description from its User-Agent header, for the signed-in devices list: the browser
 * and the operating system, e.g. 'Chrome on Windows', 'Safari on iPhone'. Unknown parts say so.
 */
export interface DeviceDescription {
  browser: string;
  os: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Unknown browser';
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'unknown system';
  return { browser, os };
}

export const deviceLabel = (d: DeviceDescription) => `${d.browser} on ${d.os}`;

/** An IP address as people write it: IPv6 compressed ('::1', not eight groups of zeros). */
export function displayIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  if (!ip.includes(':')) return ip;
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return ip;
  }
}
