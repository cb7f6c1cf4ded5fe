import { z } from 'zod';
import {
  OPEN_PAYMENT_STATES,
  newClientSecret,
  newOfflineId,
  newOfflinePaymentIds,
  offlineEvent,
  readEventBody,
} from '../offline-events';

class Refused extends Error {}
const schema = z.object({ id: z.string(), type: z.literal('payment_intent.succeeded') });

describe('offline events', () => {
  it('when an event is built, then it has Stripe’s envelope, created in seconds, with a fresh id unless given', () => {
    const at = new Date(1_800_000_000_500);
    const event = offlineEvent('payment_intent.succeeded', { id: 'offpi_1' }, at);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_off_[0-9a-f]{24}$/),
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1_800_000_000,
      data: { object: { id: 'offpi_1' } },
    });
    expect(offlineEvent('x', {}, at, 'evt_off_fixed').id).toBe('evt_off_fixed');
  });

  it('when ids and secrets are made, then they look like Stripe’s and are never reused', () => {
    const id = newOfflineId('offpi');
    expect(id).toMatch(/^offpi_[0-9a-f]{24}$/);
    expect(newOfflineId('offpi')).not.toBe(id);
    expect(newClientSecret(id)).toMatch(new RegExp(`^${id}_secret_[0-9a-f]{32}$`));
    expect(OPEN_PAYMENT_STATES).toEqual(['requires_payment_method', 'requires_action']);
  });

  it('when a new payment’s ids are made, then its client secret is bound to its id', () => {
    const { id, clientSecret } = newOfflinePaymentIds('offseti');
    expect(id).toMatch(/^offseti_[0-9a-f]{24}$/);
    expect(clientSecret).toMatch(new RegExp(`^${id}_secret_[0-9a-f]{32}$`));
    expect(newOfflinePaymentIds('offseti').id).not.toBe(id);
  });

  it('when a body is read, then its parsed shape; null for JSON of another shape; refused when not JSON', () => {
    const good = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
    expect(readEventBody(good, schema, Refused)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
    });
    expect(readEventBody('{"id":1}', schema, Refused)).toBeNull();
    expect(() => readEventBody('not json', schema, Refused)).toThrow(
      new Refused('Body is not JSON'),
    );
  });
});
