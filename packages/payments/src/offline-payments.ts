import { AppError, type Clock } from '@coffee/service-defaults';
import {
  ALREADY_PAID_MESSAGE,
  DELIVERY_FAILED_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
} from './offline-cards';
import { offlineEvent } from './offline-events';
import { insertOnce } from './once';
import { deliverSignedEvent, verifySignature, type SignatureErrorClass } from './signed-events';

export interface OfflineProviderOptions {
  /** Signs the events it delivers (and checks them on arrival: the same webhook as Stripe's). */
  webhookSecret: string;
  clock: Clock;
  /** The service's own address once it listens: the events go through its HTTP webhook route. */
  selfUrl: () => string | null;
  /** The webhook route's path. */
  webhookPath: string;
}

/**
 * The offline provider's side of the webhook: it dates its outcomes by its clock, delivers them
 * signed to the service's own route, and checks them there as Stripe's are checked. Not
 * listening yet: not delivered.
 */
export function offlineWebhook(options: OfflineProviderOptions) {
  return {
    /** An event in Stripe's envelope around the service's object, created now. */
    event<O>(type: string, object: O, id?: string) {
      return offlineEvent(type, object, options.clock.now(), id);
    },
    async deliver(event: unknown): Promise<boolean> {
      const base = options.selfUrl();
      if (!base) return false;
      const url = `${base}${options.webhookPath}`;
      return deliverSignedEvent({ url, secret: options.webhookSecret, event });
    },
    verify(rawBody: Buffer, signature: string | undefined, invalid: SignatureErrorClass): void {
      verifySignature(options.webhookSecret, rawBody, signature, invalid);
    },
  };
}

/**
 * A payment the shopper may still confirm: someone else's (`mine` false) reads exactly like an
 * unknown one; a paid or processing one is a 409.
 */
export function payableOrThrow<P extends { status: string }>(
  payment: P | null | undefined,
  mine: (payment: P) => boolean,
): P {
  if (!payment || !mine(payment))
    throw new AppError(404, PAYMENT_NOT_FOUND_MESSAGE, 'PAYMENT_NOT_FOUND');
  if (payment.status === 'succeeded') throw new AppError(409, ALREADY_PAID_MESSAGE, 'ALREADY_PAID');
  if (payment.status === 'processing')
    throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
  return payment;
}

/**
 * One success per payment, however many confirmations race: `insert` writes a record under a
 * unique id, and only the one insert that wins goes on; the others are told it is in progress.
 */
export async function claimSuccess(insert: () => Promise<unknown>): Promise<void> {
  if (!(await insertOnce(insert)))
    throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
}

/** The success event did not arrive: the shopper may try again in a moment. */
export const deliveryFailed = () =>
  new AppError(502, DELIVERY_FAILED_MESSAGE, 'PAYMENT_NOT_CONFIRMED');
