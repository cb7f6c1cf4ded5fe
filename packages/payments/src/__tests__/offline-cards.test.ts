import { OFFLINE_TEST_CARDS } from '@coffee/contracts';
import { OFFLINE_DECLINES, brandOf, summarizeCard, testCardOutcome } from '../offline-cards';

const NOW = new Date('2026-11-27T12:00:00Z');
const card = (number: string, expiry = '12/30') => ({ number, expiry, cvc: '123' });

describe('the offline provider’s test cards', () => {
  it('when a card is summarized, then its brand, last four and expiry (20YY)', () => {
    expect(summarizeCard(card(OFFLINE_TEST_CARDS.success, '04 / 31'))).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2031,
    });
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('unknown');
  });

  it('when the success card is used, then it succeeds; the authentication card asks for the extra step', () => {
    expect(testCardOutcome(card(OFFLINE_TEST_CARDS.success), NOW)).toEqual({
      kind: 'succeeded',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(testCardOutcome(card(OFFLINE_TEST_CARDS.requiresAuthentication), NOW)).toMatchObject({
      kind: 'requires_action',
      card: { last4: '3184' },
    });
  });

  it.each([
    [OFFLINE_TEST_CARDS.declined, OFFLINE_DECLINES.declined],
    [OFFLINE_TEST_CARDS.insufficientFunds, OFFLINE_DECLINES.insufficientFunds],
    [OFFLINE_TEST_CARDS.expired, OFFLINE_DECLINES.expired],
    ['4111111111111111', OFFLINE_DECLINES.declined],
  ])('when card %s is used, then it is declined with Stripe’s message', (number, message) => {
    expect(testCardOutcome(card(number), NOW)).toEqual({ kind: 'declined', message });
  });

  it('when the expiry month is over, then even the success card is declined; the current month still pays', () => {
    expect(testCardOutcome(card(OFFLINE_TEST_CARDS.success, '10/26'), NOW)).toEqual({
      kind: 'declined',
      message: OFFLINE_DECLINES.pastExpiry,
    });
    expect(testCardOutcome(card(OFFLINE_TEST_CARDS.success, '11/26'), NOW).kind).toBe('succeeded');
  });
});
