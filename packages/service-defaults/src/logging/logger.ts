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

/**
 * JSON lines on stdout. Synchronous writes: a service exits right after its last lines
 * ('shutting down', a fatal start-up error), and buffered output would be lost with it.
 */
export function createLogger(name: string, level: string = 'info'): Logger {
  return pino(
    { name, level, redact: { paths: redact, censor: '[redacted]' } },
    pino.destination({ dest: 1, sync: true }),
  );
}
