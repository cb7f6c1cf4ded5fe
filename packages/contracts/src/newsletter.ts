import { z } from 'zod/mini';

const optionalName = z.optional(
  z.string().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters')),
);

/**
 * POST /api/newsletter (public): one row per normalised email in `email_subscriptions`.
 * Idempotent: the same 200 answer whether or not the address was known before.
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

export const NEWSLETTER_SUBSCRIBED_MESSAGE =
  "You're subscribed! Look out for our coffee news and offers in your inbox.";

/**
 * The answer to a subscription. No email is sent here, so the unsubscribe link
 * (`/newsletter/unsubscribe?token=...`) comes back in the answer and is shown with the success
 * message ("Changed your mind? Unsubscribe"); a real deployment would mail it instead.
 */
export const newsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  unsubscribeUrl: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

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
