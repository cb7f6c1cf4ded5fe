import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SignatureErrorClass } from './signed-events';

/** A provider-side id (`offpi_…`, `evt_off_…`): random, as Stripe's are. */
export const newOfflineId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A client secret bound to its payment's id, in Stripe's `<id>_secret_<random>` shape. */
export const newClientSecret = (id: string) => `${id}_secret_${randomBytes(16).toString('hex')}`;

/** A new payment's ids: its own (`<prefix>_…`) and the client secret bound to it. */
export function newOfflinePaymentIds(prefix: string) {
  const id = newOfflineId(prefix);
  return { id, clientSecret: newClientSecret(id) };
}

/** The payment states in which asking again hands back the same payment. */
export const OPEN_PAYMENT_STATES = ['requires_payment_method', 'requires_action'] as const;

/**
 * An offline event in Stripe's envelope (`evt_…`, `type`, `created` in seconds, `data.object`);
 * what the object holds is the service's to say.
 */
export function offlineEvent<O>(type: string, object: O, at: Date, id = newOfflineId('evt_off')) {
  return {
    id,
    object: 'event' as const,
    type,
    created: Math.floor(at.getTime() / 1000),
    data: { object },
  };
}

/** The schema of an offline event: Stripe's envelope around the service's own object. */
export const offlineEventSchemaOf = <O extends z.ZodType>(object: O) =>
  z.object({
    id: z.string().min(1).max(100),
    object: z.literal('event'),
    type: z.string(),
    created: z.number().int(),
    data: z.object({ object }),
  });

/**
 * Reads a verified delivery's body with the service's event schema: null when it is JSON of
 * another shape (the service ignores it), `invalid` when it is not JSON at all.
 */
export function readEventBody<S extends z.ZodType>(
  body: string,
  schema: S,
  invalid: SignatureErrorClass,
): z.output<S> | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new invalid('Body is not JSON');
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
