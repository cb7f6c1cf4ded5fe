import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** Secrets never reach the logs: tokens, cookies and the internal token are redacted wherever they appear. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-internal-token"]',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

export function createLogger(name: string, level: string = 'info'): Logger {
  return pino({ name, level, redact: { paths: redact, censor: '[redacted]' } });
}
