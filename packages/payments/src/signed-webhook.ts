import type { RequestHandler } from 'express';
import { AppError, rawBodyOf, type Logger } from '@coffee/service-defaults';
import type { SignatureErrorClass } from './signed-events';

export interface SignedWebhookOptions<E> {
  /** Checks the signature over the raw body and reads the event; throws `invalid` if forged. */
  parse: (rawBody: Buffer, signature: string | undefined) => E;
  invalid: SignatureErrorClass;
  /** What the event means to the service; its outcome is echoed back to the sender. */
  handle: (event: E) => Promise<unknown>;
  logger: Logger;
  /** Names the webhook in the refusal's log line ('webhook', 'order webhook'). */
  name: string;
}

/**
 * A payment webhook route (Stripe's, or the offline provider's in Stripe's format): a bad
 * signature is a 400 that says no more; anything else the parser throws is a real error.
 */
export function signedWebhookHandler<E>(options: SignedWebhookOptions<E>): RequestHandler {
  const { parse, invalid, handle, logger, name } = options;
  return async (req, res) => {
    let event: E;
    try {
      event = parse(rawBodyOf(req), req.get('stripe-signature'));
    } catch (err) {
      if (!(err instanceof invalid)) throw err;
      logger.warn({ reason: err.message }, `${name} refused: bad signature`);
      throw new AppError(400, 'Invalid signature', 'INVALID_SIGNATURE');
    }
    const outcome = await handle(event);
    res.json({ received: true, outcome });
  };
}
