import { traceFields } from '@coffee/service-defaults/observability';
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

// Access-log lines are batched into ~4 KB writes: one write per request was the single largest
// cost of the proxy path. A timer bounds how long a line can wait on a quiet gateway.
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 500;

/**
 * JSON lines to stdout, written asynchronously so logging never blocks the proxy path. The access
 * log carries no headers, so cookies and tokens cannot leak; the redaction is a second guard.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ sync: false, minLength: BATCH_BYTES });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // A write still in flight at exit: nothing more can be done synchronously.
    }
  });
  return pino(
    {
      name: 'gateway',
      level,
      // trace_id/span_id on each line written inside a traced request (nothing when tracing is off).
      mixin: () => traceFields(),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
