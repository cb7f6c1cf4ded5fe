import { mailEnv, optionalSmtpUrl } from '@coffee/mailer';
import { loadServiceConfig, serviceUrlsEnv, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadStaffConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'staff',
    defaultPort: SERVICES.staff.port,
    defaultDbName: SERVICES.staff.database,
    extend: {
      /** The catalog: products, stock, low stock and review moderation (its /internal/staff). */
      CATALOG_URL: serviceUrlsEnv(defaultServiceUrl('catalog')),
      /** Cart-checkout: orders, their transitions and the order figures (its /internal/staff). */
      CART_CHECKOUT_URL: serviceUrlsEnv(defaultServiceUrl('cart-checkout')),
      /** Membership: only its mail outbox (/internal/mail-outbox), for the admin portal. */
      MEMBERSHIP_URL: serviceUrlsEnv(defaultServiceUrl('membership')),
      /**
       * Tickets one client address may open per window (the contact form and the chat's first
       * question, casual chats included). Sized for a shared address: an office, a campus or a
       * carrier's NAT puts many guests behind one, and 5 locked the sixth guest out (the walk's
       * defect 2). It still bounds a flood from one machine, whatever emails it types.
       */
      SUPPORT_TICKETS_PER_ADDRESS: limit(20),
      /**
       * Tickets one sender may open per window, from any address: counted per email (lower
       * case) and, signed in, per account. One person asks a handful of questions in ten
       * minutes; a script behind rotating addresses with one identity stops here.
       */
      SUPPORT_TICKETS_PER_SENDER: limit(5),
      /** Messages one address may add to tickets per window (a chat is a few a minute). */
      SUPPORT_MESSAGES_PER_ADDRESS: limit(60),
      /**
       * Failed guest lookups per window from one address for one ticket. Lenient: the access
       * code (60 random bits) is the secret, and counting per ticket alone would let a guesser
       * lock the guest out of their own ticket.
       */
      SUPPORT_LOOKUPS_PER_ADDRESS_AND_TICKET: limit(20),
      SUPPORT_WINDOW_MS: z.coerce
        .number()
        .int()
        .min(1000)
        .default(10 * 60 * 1000),
      /** Where mail leaves (e.g. smtp://127.0.0.1:1025); unset: mails wait in the outbox. */
      SMTP_URL: optionalSmtpUrl,
      /** The sender and the links' origin, by the mailer's own rules (PUBLIC_URL without a '/'). */
      MAIL_FROM: mailEnv.MAIL_FROM,
      PUBLIC_URL: mailEnv.PUBLIC_URL,
    },
    env,
  });
  return {
    ...config,
    support: {
      ticketsPerAddress: config.env.SUPPORT_TICKETS_PER_ADDRESS,
      ticketsPerSender: config.env.SUPPORT_TICKETS_PER_SENDER,
      messagesPerAddress: config.env.SUPPORT_MESSAGES_PER_ADDRESS,
      lookupsPerAddressAndTicket: config.env.SUPPORT_LOOKUPS_PER_ADDRESS_AND_TICKET,
      windowMs: config.env.SUPPORT_WINDOW_MS,
    },
    mail: {
      smtpUrl: config.env.SMTP_URL,
      from: config.env.MAIL_FROM,
      publicUrl: config.env.PUBLIC_URL.replace(/\/+$/, ''),
    },
  };
}
export type StaffConfig = ReturnType<typeof loadStaffConfig>;
