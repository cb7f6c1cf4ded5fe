// What keeps a mail from becoming a vehicle for someone else's text: header values that cannot
// start a new header, one strict address per message, and HTML-escaped user text.

// C0 controls (CR and LF among them), DEL, C1 controls and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A header value on one line: control characters (CR/LF first of all) become spaces. */
export function safeHeaderValue(value: string): string {
  return String(value).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;
// RFC 5322 dot-atom text, the only local part a shop needs (no quoted strings, no comments).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * Exactly one plain address `local@domain.tld`: no display name, no CR/LF or other control
 * character, no spaces, commas, angle brackets or quotes, at most 254 characters.
 */
export function isDeliverableAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ADDRESS) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A link target for a mail: only absolute http(s) URLs, so no `javascript:` ever ships. */
export function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`Not an absolute URL for a mail link: ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`Mail links are http(s) only, not ${parsed.protocol}`);
  }
  return parsed.href;
}
