import { cardBrandName, type SavedPaymentMethod } from '@coffee/contracts';
import { UPDATE_CARD_PATH } from '../../../shared/membership';

/** 'Visa' for 'visa' (the one mapping, in the contracts). */
export const brandName = cardBrandName;

/** "04/2028" */
export const expiryLabel = (card: Pick<SavedPaymentMethod, 'expMonth' | 'expYear'>): string =>
  `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** "Visa ending in 4242": what buttons and the dialog name a card by. */
export const cardName = (card: SavedPaymentMethod): string =>
  `${brandName(card.brand)} ending in ${card.last4}`;

/** Where "Add a payment method" leads: the card update for members, joining Direct+ otherwise. */
export const JOIN_PATH = '/direct-plus-payment';
export const addCardPath = (isDirectPlus: boolean): string =>
  isDirectPlus ? UPDATE_CARD_PATH : JOIN_PATH;
