import { accountTabPath, cardBrandName, type SavedPaymentMethod } from '@coffee/contracts';

/** 'Visa' for 'visa' (the one mapping, in the contracts). */
export const brandName = cardBrandName;

/** "04/2028" */
export const expiryLabel = (card: Pick<SavedPaymentMethod, 'expMonth' | 'expYear'>): string =>
  `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** "Visa ending in 4242": what buttons and the dialog name a card by. */
export const cardName = (card: SavedPaymentMethod): string =>
  `${brandName(card.brand)} ending in ${card.last4}`;

/** Where Stripe returns the shopper once a card is saved: this tab, which lists it. */
export const CARD_SAVED_RETURN_PATH = accountTabPath('payment-methods');
