import { AppError } from '@coffee/service-defaults';
import { claimSuccess, offlineWebhook, payableOrThrow } from '../offline-payments';
import { providerCalls } from '../provider-calls';

const payment = (status: string) => ({ status, userId: 'u1' });
const mine = (p: { userId: string }) => p.userId === 'u1';

describe('offline payments and provider calls', () => {
  it('when a payment is unknown or someone else’s, then 404 alike; paid or processing, then 409; else it is returned', () => {
    expect(() => payableOrThrow<ReturnType<typeof payment>>(null, mine)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    expect(() => payableOrThrow({ status: 'requires_payment_method', userId: 'u2' }, mine)).toThrow(
      expect.objectContaining({ status: 404, code: 'PAYMENT_NOT_FOUND' }),
    );
    expect(() => payableOrThrow(payment('succeeded'), mine)).toThrow(
      expect.objectContaining({ status: 409, code: 'ALREADY_PAID' }),
    );
    expect(() => payableOrThrow(payment('processing'), mine)).toThrow(
      expect.objectContaining({ status: 409, code: 'PAYMENT_IN_PROGRESS' }),
    );
    expect(payableOrThrow(payment('requires_action'), mine)).toEqual(payment('requires_action'));
  });

  it('when the success record already exists (a racing confirmation), then 409 in progress; another failure stays itself', async () => {
    await expect(claimSuccess(async () => undefined)).resolves.toBeUndefined();
    const duplicate = Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
    await expect(
      claimSuccess(async () => {
        throw duplicate;
      }),
    ).rejects.toMatchObject({ status: 409, code: 'PAYMENT_IN_PROGRESS' });
    const other = new Error('disk full');
    await expect(
      claimSuccess(async () => {
        throw other;
      }),
    ).rejects.toBe(other);
  });

  it('when a provider call fails, then one 503 with the message and the cause kept; an AppError passes through', async () => {
    const { call, unavailable } = providerCalls('The provider is unavailable.');
    expect(await call(async () => 'ok')).toBe('ok');
    const cause = new Error('ECONNRESET');
    await expect(
      call(async () => {
        throw cause;
      }),
    ).rejects.toMatchObject({ status: 503, code: 'PROVIDER_UNAVAILABLE', cause });
    const own = new AppError(409, 'Mine', 'MINE');
    await expect(
      call(async () => {
        throw own;
      }),
    ).rejects.toBe(own);
    expect(unavailable().message).toBe('The provider is unavailable.');
  });

  it('when the provider builds an event, then it is dated by the provider’s clock', () => {
    const webhook = offlineWebhook({
      webhookSecret: 'whsec_test',
      clock: { now: () => new Date(1_800_000_000_900) },
      selfUrl: () => null,
      webhookPath: '/webhook',
    });
    expect(webhook.event('invoice.paid', { amount_paid: 500 }, 'evt_off_1')).toEqual({
      id: 'evt_off_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1_800_000_000,
      data: { object: { amount_paid: 500 } },
    });
  });
});
