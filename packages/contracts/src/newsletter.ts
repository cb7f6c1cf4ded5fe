import { z } from 'zod/mini';

const optionalName = z.optional(
  z.string().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters')),
);

/**
 * POST /api/newsletter (public; a session, when there is one, is used): one row per normalised
 * email in `email_subscriptions`. The answer never says whether the address was known.
 */
export const newsletterSubscribeSchema = z.strictObject({
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Invalid email address')),
    z.email('Invalid email address'),
  ),
  firstName: optionalName,
  lastName: optionalName,
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** A signed-in account subscribed its own address (a row it made, or its own sign-up now). */
export const NEWSLETTER_SUBSCRIBED_MESSAGE =
  "You're subscribed! Look out for our coffee news and offers in your inbox.";

/**
 * Every other sign-up (double opt-in): the address is subscribed only once its owner confirms
 * with the link of a confirmation email, so the same words whether the address is new, already
 * subscribed or unsubscribed, and nobody learns which.
 */
export const NEWSLETTER_CONFIRM_MESSAGE =
  'Thanks for signing up! Please check your inbox for an email to confirm your subscription.';

/**
 * The answer to a sign-up: `subscribed` when the signed-in account's own subscription is on,
 * `pending` when the address's owner must confirm. Never an unsubscribe link: that comes in the
 * emails, to the address's owner alone.
 */
export const newsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['subscribed', 'pending']),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/**
 * 409 on PUT /api/profile/preferences turning the newsletter on: the account's email already
 * has a subscription this account did not make (only its owner may change it, from its emails).
 */
export const NEWSLETTER_NOT_YOURS_MESSAGE =
  'This email address already has a newsletter subscription that was not made with this account. Use the link in our emails to change it.';

/** The path of the public unsubscribe page (mfe-account's NewsletterUnsubscribePage). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export const NEWSLETTER_LINK_INVALID_MESSAGE = 'This unsubscribe link is not valid.';
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE =
  "You've been unsubscribed. You will no longer receive our newsletter.";

/** 429 on POST /api/newsletter: too many requests from this address or for this email. */
export const TOO_MANY_NEWSLETTER_REQUESTS_MESSAGE =
  'Too many subscription requests. Please try again later.';

/** POST /api/newsletter/unsubscribe (public): the token from the link; unknown -> 404. */
export const newsletterUnsubscribeSchema = z.strictObject({
  token: z
    .string({ error: NEWSLETTER_LINK_INVALID_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, NEWSLETTER_LINK_INVALID_MESSAGE),
      z.maxLength(200, NEWSLETTER_LINK_INVALID_MESSAGE),
    ),
});
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeSchema>;

export const newsletterUnsubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;

/** The path of the public confirm page (mfe-account's NewsletterConfirmPage): double opt-in. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/** How long a confirmation link works (and once only). */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 48;
/**
 * The List-Unsubscribe URL of every marketing mail (RFC 8058): a POST with the body
 * `List-Unsubscribe=One-Click` unsubscribes at once (the token in the URL is the proof, no
 * session or CSRF token); a GET answers 303 to the unsubscribe page, which asks for one click.
 */
export const NEWSLETTER_ONE_CLICK_PATH = '/api/newsletter/one-click';

export const NEWSLETTER_CONFIRMED_MESSAGE =
  "You're subscribed! Thanks for confirming: look out for our coffee news and offers in your inbox.";
/** 400 on POST /api/newsletter/confirm: the same words for an expired, used or forged link. */
export const NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE =
  'This confirmation link has expired, was already used, or is not valid. If you already confirmed, you are subscribed; otherwise sign up again for a new link.';

/** POST /api/newsletter/confirm (public): the token from the confirmation mail's link. */
export const newsletterConfirmSchema = z.strictObject({
  token: z
    .string({ error: NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE),
      z.maxLength(200, NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE),
    ),
});
export type NewsletterConfirmInput = z.input<typeof newsletterConfirmSchema>;
export const newsletterConfirmResponseSchema = z.object({ message: z.string() });
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;
