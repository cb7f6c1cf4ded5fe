export { createMailer, type Mailer, type MailerOptions } from './mailer';
export { mailEnv, MAIL_DEFAULTS, isSmtpUrl, isSenderAddress, optionalSmtpUrl } from './config';
export {
  InvalidMailError,
  messageIdFor,
  MESSAGE_ID_DOMAIN,
  type MailCategory,
  type MailMessage,
} from './message';
export { pendingMail, pendingMailSchema } from './pending-mail';
export {
  OUTBOX_COLLECTION,
  OUTBOX_STATUSES,
  type OutboxStatus,
  type OutboxView,
} from './outbox-doc';
export type { ListQuery } from './outbox-store';
export type { MailerLogger } from './logger';
export { renderLayout, button, BRAND, type LayoutOptions } from './layout';
export { escapeHtml, safeHeaderValue, isDeliverableAddress, safeUrl } from './safety';
