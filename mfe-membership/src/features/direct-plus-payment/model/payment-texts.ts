/** The spec's payment messages (section 8) and the page's own words. */
export const PAYMENT_TEXTS = {
  setupFailed: 'Failed to initialize payment. Please try again later.',
  paymentFailed: 'An unexpected error occurred.',
  processingError: 'An unexpected error occurred during payment processing.',
  alreadyMember: 'Already a Direct+ member',
} as const;

/** Where the card provider returns the shopper after paying (spec, section 7). */
export { DIRECT_PLUS_RETURN_PATH as RETURN_PATH } from '../../../shared/membership';
/** Where a member goes once a new card is saved: the benefits page, where renewals are managed. */
export const CARD_SAVED_PATH = '/direct-plus-benefits';
