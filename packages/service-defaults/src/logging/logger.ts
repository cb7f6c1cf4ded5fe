import pino, { type Logger } from 'pino';
import { traceFields } from '../observability/tracing';

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
export function createLogger(
  name: string,
  level: string = 'info',
  // Tests read the lines; services write to stdout.
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  return pino(
    // trace_id/span_id of the active span on every line when tracing is on (nothing when off).
    { name, level, redact: { paths: redact, censor: '[redacted]' }, mixin: () => traceFields() },
    destination,
  );
}
