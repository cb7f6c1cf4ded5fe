import { z } from 'zod';
import { isDeliverableAddress, safeHeaderValue } from './safety';

/** What a service that sends mail reads when its env says nothing (`npm start`'s Mailpit). */
export const MAIL_DEFAULTS = {
  smtpUrl: 'smtp://127.0.0.1:1025',
  from: 'Brew Haven <hello@brewhaven.example>',
  publicUrl: 'http://localhost:8080',
} as const;

/** An smtp:// or smtps:// URL (credentials, if any, in it). */
export function isSmtpUrl(value: string): boolean {
  try {
    return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `hello@brewhaven.example` or `Brew Haven <hello@brewhaven.example>`, on one line. */
export function isSenderAddress(value: string): boolean {
  const address = /<([^<>]*)>\s*$/.exec(value)?.[1] ?? value;
  return isDeliverableAddress(address.trim()) && safeHeaderValue(value) === value.trim();
}

/** An empty value is no value: compose and Kubernetes pass an unset variable as ''. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** The mail settings in a service's env: spread into its `extend`. */
export const mailEnv = {
  /** Where mail leaves: Mailpit on a developer's machine, any provider in production (a secret). */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL')
      .default(MAIL_DEFAULTS.smtpUrl),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(isSenderAddress, 'must be one sender address, e.g. Brew Haven <hello@example.com>')
      .default(MAIL_DEFAULTS.from),
  ),
  /** The shop's public origin: every link in a mail starts with it. */
  PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((v) => /^https?:\/\/[^/]/.test(v) && URL.canParse(v), 'must be an http(s) URL')
      .transform((v) => v.replace(/\/+$/, ''))
      .default(MAIL_DEFAULTS.publicUrl),
  ),
};

/**
 * SMTP_URL for a service whose mails may wait: unset (or empty) means no mailer in this process;
 * its outbox keeps what it records until a process with SMTP_URL sends it.
 */
export const optionalSmtpUrl = z.preprocess(
  emptyAsUnset,
  z.string().refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL').optional(),
);
