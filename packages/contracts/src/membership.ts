import { z } from 'zod/mini';
import { membershipPlanSchema, registerSchema } from './auth';
import { publicUserSchema } from './user';
import { usernameRules, usernameText } from './username';

// ---- Prices: the server's one table -------------------------------------------------------

export const billingPeriods = ['annual', 'monthly'] as const;
export const billingPeriodSchema = z.enum(billingPeriods, {
  error: "The billing period must be 'annual' or 'monthly'",
});
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/**
 * What a Direct+ period costs, in cents: the payment page's $99.00 a year (spec, section 2,
 * 'Save $71 compared to monthly plan') or $9.99 a month when the shopper picked Monthly. The
 * service charges exactly this and tells the page the amount to show; no client computes one.
 * (The membership page's $99.99 and the home page's $5.99 are the spec's other readings,
 * shown as texts where the spec puts them.)
 */
export const DIRECT_PLUS_PRICE_CENTS: Readonly<Record<BillingPeriod, number>> = {
  annual: 9900,
  monthly: 999,
};
export const DIRECT_PLUS_CURRENCY = 'usd';
/** The free trial of POST /api/subscribe: once per account, ever. */
export const DIRECT_PLUS_TRIAL_DAYS = 30;
/**
 * The money-back guarantee (spec, section 2): a paid membership ended within this many days of
 * its first payment is refunded in full (POST /api/membership/refund), once per account.
 */
export const MONEY_BACK_DAYS = 30;

// ---- Membership numbers -------------------------------------------------------------------

/** Spec, section 5: 13 to 17 characters (the message says "13 or 17"; 14 to 16 pass too). */
export const membershipNumberSchema = z
  .string({ error: 'Membership number is required' })
  .check(
    z.trim(),
    z.minLength(13, 'Membership number must be 13 or 17 digits'),
    z.maxLength(17, 'Membership number must be 13 or 17 digits'),
    z.regex(/^\d+$/, 'Membership number can only contain digits'),
  );

// ---- The account's side (membership service -> account service) ---------------------------

/**
 * PUT /internal/users/:id/membership: a user's Direct+ state, as the membership service decided
 * it from verified payments (or the trial). Strict: role and profile can never ride along.
 * `membershipNumber` is only ever set (first paid activation), never changed or cleared;
 * `hasCompletedInitialPayment` only ever becomes true: the first verified payment, or a Direct+
 * sign-up who chose to continue with a free Standard account (which owes no initial payment, as
 * a Standard registration does not).
 */
export const membershipUpdateSchema = z.strictObject({
  isDirectPlus: z.boolean(),
  directPlusExpiry: z.nullable(
    z.iso.datetime({ offset: true, error: 'Direct+ expiry must be an ISO date-time or null' }),
  ),
  membershipNumber: z.optional(membershipNumberSchema),
  hasCompletedInitialPayment: z.optional(z.literal(true)),
});
export type MembershipUpdate = z.output<typeof membershipUpdateSchema>;

// ---- The member's state (GET /api/membership and every change's answer) -------------------

/**
 * - none: never a member, or Standard again after the end of a membership.
 * - trial: the free trial, until its end unless payment is set up.
 * - active: paid and renewing.
 * - cancelling: paid, cancelled, still a member until `directPlusExpiry` (no further charge).
 * - expired: was a member; the paid period or trial is over.
 */
export const membershipStates = ['none', 'trial', 'active', 'cancelling', 'expired'] as const;
export const membershipStateSchema = z.enum(membershipStates);
export type MembershipState = z.infer<typeof membershipStateSchema>;

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().check(z.int()),
  expYear: z.number().check(z.int()),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const membershipStatusSchema = z.object({
  plan: membershipPlanSchema,
  /** A member right now: decided by the clock against `directPlusExpiry`, never by a stored flag alone. */
  isDirectPlus: z.boolean(),
  /** ISO date-time the membership (trial or paid period) runs to; null when never a member. */
  directPlusExpiry: z.nullable(z.string()),
  membershipNumber: z.nullable(z.string()),
  state: membershipStateSchema,
  /** The period being paid for now (null during a trial or when not a member). */
  billingPeriod: z.nullable(billingPeriodSchema),
  /** What the next renewal charges: a switch of period takes effect at renewal. */
  renewsAs: z.nullable(billingPeriodSchema),
  /** The free trial can still be taken (never taken on this account). */
  trialAvailable: z.boolean(),
  /** The last renewal charge failed: still a member until `directPlusExpiry`, card needs updating. */
  renewalFailed: z.boolean(),
  /** The card renewals are charged to, as the provider reports it. */
  paymentMethod: z.nullable(cardSummarySchema),
  /**
   * The money-back guarantee, while it can be claimed: until when, and the amount it refunds
   * (every payment of the running purchase). Null outside the window, once used, during a trial
   * and for a membership not billed online.
   */
  moneyBack: z.nullable(
    z.object({
      until: z.string(),
      amountCents: z.number().check(z.int(), z.positive()),
    }),
  ),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** POST /api/subscribe, /api/unsubscribe and the manage actions: the changed user and membership. */
export const membershipChangeSchema = z.object({
  user: publicUserSchema,
  membership: membershipStatusSchema,
});
export type MembershipChange = z.infer<typeof membershipChangeSchema>;

// ---- Paying: setup, provider, manage ------------------------------------------------------

export const paymentProviders = ['stripe', 'offline'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** POST /api/create-directplus-payment: the period the shopper chose (annual when absent). */
export const paymentSetupRequestSchema = z.strictObject({
  billingPeriod: z._default(billingPeriodSchema, 'annual'),
});
export type PaymentSetupRequest = z.input<typeof paymentSetupRequestSchema>;

/**
 * The answer: what the payment form needs, and the amount it shows, which is the amount the
 * provider will take. `publishableKey` is Stripe's (null for the offline test provider).
 */
export const paymentSetupSchema = z.object({
  provider: z.enum(paymentProviders),
  clientSecret: z.string().check(z.minLength(1)),
  publishableKey: z.nullable(z.string()),
  billingPeriod: billingPeriodSchema,
  /** Two decimals, e.g. '99.00'. */
  amount: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  currency: z.literal(DIRECT_PLUS_CURRENCY),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;

/** POST /api/membership/payment-method: a card-setup secret for the form (no charge). */
export const cardSetupSchema = z.pick(paymentSetupSchema, {
  provider: true,
  clientSecret: true,
  publishableKey: true,
});
export type CardSetup = z.infer<typeof cardSetupSchema>;

/**
 * GET /api/membership/payment-config (no session needed): which provider takes the Direct+
 * payment, asked by the sign-up's card step BEFORE the account exists, so the card is taken once,
 * where the spec shows the card step: the offline provider's card form, or Stripe's Payment
 * Element in deferred-intent mode (mode 'subscription', the period's amount and this currency;
 * no client secret until 'Subscribe to Direct+' has made the account and its payment). The
 * amounts are the server's price table, the ones the payment will take.
 */
export const MEMBERSHIP_PAYMENT_CONFIG_PATH = '/api/membership/payment-config';
export const membershipPaymentConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  /** Stripe's publishable key; null for the offline test provider. */
  publishableKey: z.nullable(z.string()),
  currency: z.literal(DIRECT_PLUS_CURRENCY),
  /** What each period costs, in cents. */
  amountCents: z.object({
    annual: z.number().check(z.int(), z.positive()),
    monthly: z.number().check(z.int(), z.positive()),
  }),
});
export type MembershipPaymentConfig = z.infer<typeof membershipPaymentConfigSchema>;

/**
 * POST /api/membership/standard (no body): a Direct+ sign-up who does not pay (a declined card, a
 * change of mind) continues with a free Standard account instead. The account owes no initial
 * payment from then on (as a Standard registration); Direct+ can be joined later from
 * /membership. Answers the changed user and membership; a paying member is 409.
 */
export const CHOOSE_STANDARD_PATH = '/api/membership/standard';

/**
 * POST /api/membership/refund (no body): the 30-day money-back guarantee. The membership ends at
 * once and every payment of it is refunded in full through the provider. Answers the changed
 * user and membership; outside the window, used before or not a paid member: 409 with one of
 * these messages, and nothing changes.
 */
export const MONEY_BACK_PATH = '/api/membership/refund';
export const MONEY_BACK_MESSAGES = {
  notPaying: 'Only a paid Direct+ membership can be refunded',
  used: 'The money-back guarantee has already been used on this account',
  /** Followed by the date it ended, e.g. '... ended on December 20, 2026'. */
  ended: 'The 30-day money-back guarantee for this membership ended on',
} as const;

/** POST /api/membership/billing-period: the period renewals charge from the next renewal on. */
export const billingPeriodChangeSchema = z.strictObject({ billingPeriod: billingPeriodSchema });
export type BillingPeriodChange = z.infer<typeof billingPeriodChangeSchema>;

// ---- The offline test provider's card form ------------------------------------------------

/**
 * The test cards the offline provider knows, as its Stripe test-mode counterparts behave:
 * any other well-formed number is declined like an unknown card.
 */
export const OFFLINE_TEST_CARDS = {
  success: '4242424242424242',
  requiresAuthentication: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

/** POST /api/offline-payments/confirm: the card as typed into the offline provider's form. */
export const offlineCardConfirmSchema = z.strictObject({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200)),
  card: z.strictObject({
    number: z.pipe(
      z.pipe(
        z.string(),
        z.transform((v: string) => v.replace(/[\s-]/g, '')),
      ),
      z.string().check(z.regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
    ),
    /** 'MM/YY' */
    expiry: z
      .string()
      .check(
        z.trim(),
        z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
      ),
    cvc: z
      .string()
      .check(z.trim(), z.regex(/^\d{3,4}$/, "Your card's security code is incomplete.")),
    name: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    postalCode: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  }),
});
export type OfflineCardConfirm = z.input<typeof offlineCardConfirmSchema>;

/** POST /api/offline-payments/authenticate: the shopper's answer to the extra step. */
export const offlineAuthenticationSchema = z.strictObject({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200)),
  approve: z.boolean(),
});

/** Both answers: done, one more step for the shopper, or refused with the provider's message. */
export const offlinePaymentResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  message: z.nullable(z.string()),
});
export type OfflinePaymentResult = z.infer<typeof offlinePaymentResultSchema>;

// ---- Registering an in-store membership ---------------------------------------------------

/** POST /api/verify-membership (spec, sections 3 and 5). */
export const membershipVerificationSchema = z.strictObject({
  membershipNumber: membershipNumberSchema,
  firstName: z
    .string({ error: 'First name is required' })
    .check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(60)),
  lastName: z
    .string({ error: 'Last name is required' })
    .check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(60)),
});
export type MembershipVerification = z.input<typeof membershipVerificationSchema>;

/** Its answer: success needs an OK status and `success: true`; `message` is read on failure. */
export const membershipVerificationResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** The account step's form (spec, section 5: 'Membership account form'). */
export const membershipAccountFormSchema = z
  .object({
    email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
    username: usernameText().check(
      z.minLength(3, 'Username must be at least 3 characters'),
      z.superRefine(usernameRules),
    ),
    password: z.string().check(z.minLength(8, 'Password must be at least 8 characters')),
    confirmPassword: z.string().check(z.minLength(8, 'Please confirm your password')),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type MembershipAccountForm = z.input<typeof membershipAccountFormSchema>;

/**
 * POST /api/register-membership (spec, section 3): the account form, the full name (first name,
 * a space, last name, as verified) and the verified number. The service verifies again.
 */
export const membershipRegistrationSchema = z
  .strictObject({
    email: registerSchema.shape.email,
    username: usernameText().check(
      z.minLength(3, 'Username must be at least 3 characters'),
      z.maxLength(64, 'Username is too long'),
      z.superRefine(usernameRules),
    ),
    password: registerSchema.shape.password,
    confirmPassword: z
      .string()
      .check(z.minLength(8, 'Please confirm your password'), z.maxLength(128)),
    fullName: z.string().check(z.trim(), z.minLength(3), z.maxLength(121)),
    membershipNumber: membershipNumberSchema,
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type MembershipRegistration = z.input<typeof membershipRegistrationSchema>;

// ---- Messages the pages and the services share --------------------------------------------

export const ALREADY_MEMBER_MESSAGE = 'Already a Direct+ member';
/**
 * An open first payment is replaced when the shopper asks for another period (one open first
 * payment per user): the old one can no longer be paid.
 */
export const PAYMENT_REPLACED_MESSAGE =
  'This payment was replaced by a newer one. Please start again from the payment page.';
/** A first payment that arrived when the shopper was already a paying member: refunded at once. */
export const ALREADY_MEMBER_REFUNDED_MESSAGE =
  'You are already a Direct+ member, so this payment was refunded in full.';
export const TRIAL_USED_MESSAGE =
  'Your free trial has already been used on this account. Join Direct+ with a paid plan to become a member again.';
export const MEMBERSHIP_NOT_FOUND_MESSAGE =
  'We could not find a membership with that number and name. Please check your details and try again.';
export const MEMBERSHIP_ALREADY_REGISTERED_MESSAGE =
  'This membership already has an online account. Sign in instead, or contact us if that was not you.';
export const TOO_MANY_VERIFICATIONS_MESSAGE =
  'Too many verification attempts. Please wait 15 minutes and try again.';

// ---- In-store memberships (account service -> membership service, internal) --------------

/** POST /internal/in-store-memberships/claim: the number for this new account, if the name fits. */
export const inStoreClaimSchema = z.strictObject({
  membershipNumber: membershipNumberSchema,
  fullName: z.string().check(z.trim(), z.minLength(3), z.maxLength(121)),
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type InStoreClaim = z.infer<typeof inStoreClaimSchema>;

/** Its answer: the number and the date the membership runs to. */
export const inStoreClaimResultSchema = z.object({
  membershipNumber: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InStoreClaimResult = z.infer<typeof inStoreClaimResultSchema>;

/** POST /internal/in-store-memberships/release: gives it back (the account could not be made). */
export const inStoreReleaseSchema = z.pick(inStoreClaimSchema, {
  membershipNumber: true,
  userId: true,
});
export type InStoreRelease = z.infer<typeof inStoreReleaseSchema>;

// ---- The demo member (account service -> membership service, internal) ---------------------

/**
 * POST /internal/users/:userId/demo-membership: the account service seeded its demo Direct+
 * member (`member`) and asks the membership service to give it the billing of a paying annual
 * member (a payment in its history, a saved test card), so every membership page reads it as a
 * real one. Only the offline test provider can: at Stripe a card cannot be seeded.
 */
export const demoMembershipSeedSchema = z.strictObject({
  membershipNumber: membershipNumberSchema,
  /** The end of the year paid for: the account's directPlusExpiry. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type DemoMembershipSeed = z.infer<typeof demoMembershipSeedSchema>;

/** Its answer: seeded now, or why not (already there, or Stripe is the provider). */
export const demoMembershipSeedResultSchema = z.object({
  seeded: z.boolean(),
  reason: z.nullable(z.string()),
});
export type DemoMembershipSeedResult = z.infer<typeof demoMembershipSeedResultSchema>;
