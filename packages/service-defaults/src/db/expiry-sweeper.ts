import mongoose from 'mongoose';
import type { Logger } from 'pino';
import type { ExpiryFallback } from './indexes';

/**
 * Deletes documents whose TTL field has passed, for servers without TTL indexes. Readers must
 * still check expiry themselves: like MongoDB's own TTL monitor, this runs only now and then.
 */
export function startExpirySweeper(
  fallbacks: ExpiryFallback[],
  intervalMs: number,
  logger: Logger,
): () => void {
  if (fallbacks.length === 0) return () => undefined;
  const sweep = async () => {
    for (const { model, path } of fallbacks) {
      try {
        await model.deleteMany({ [path]: mongoose.trusted({ $lte: new Date() }) });
      } catch (err) {
        logger.warn({ err, collection: model.collection.name }, 'expiry sweep failed');
      }
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
