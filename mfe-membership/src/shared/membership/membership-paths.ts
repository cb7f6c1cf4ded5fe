import { accountTabPath } from '@coffee/contracts';

/**
 * The payment page in card-update mode (`?update=card`: a member saves a new card for renewals,
 * nothing is charged), linked from the benefits page and the account page's Payment Methods tab.
 */
export const UPDATE_CARD_PATH = '/direct-plus-payment?update=card';

/**
 * The member's own view of the membership (spec, section 2: the account page): where 'View
 * Membership' leads, and where a paying member who opens the payment page is sent.
 */
export const ACCOUNT_MEMBERSHIP_PATH = accountTabPath('membership');

/** The Direct+ payment page: the first payment, where the shell's guard sends a sign-up who owes it. */
export const DIRECT_PLUS_PAYMENT_PATH = '/direct-plus-payment';

/** Where the card provider returns the shopper after paying (spec, section 7). */
export const DIRECT_PLUS_RETURN_PATH = '/payment-confirmation/direct-plus';
