import { createHash } from 'node:crypto';

/** What a sign-in tells about the browser it came from (all of it optional). */
export interface SignInDevice {
  /** The device cookie's random value: only its sha256 is stored. */
  id: string;
  /** The browser's User-Agent header as sent (summarised, never quoted, in the mail). */
  userAgent?: string | undefined;
  /** The client's address as the gateway saw it. */
  address?: string | undefined;
}

export const deviceHash = (deviceId: string): string =>
  createHash('sha256').update(deviceId).digest('hex');

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * "Firefox on Linux": the browser and system named from a fixed list, so nothing the client
 * typed (CR/LF, markup, a very long header) can reach the mail; unknown ones say so.
 */
export function summariseUserAgent(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'An unknown browser');
}

/** The client's address when it looks like one (IPv4 or IPv6), else null: nothing else is shown. */
export function approximateAddress(address: string | undefined): string | null {
  if (!address) return null;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^[0-9a-fA-F:.]{2,45}$/.test(plain) ? plain : null;
}
