// The service's one door to @coffee/mailer: templates, repositories and the server import from here.
export {
  BRAND,
  button,
  createMailer,
  escapeHtml,
  InvalidMailError,
  isDeliverableAddress,
  pendingMail,
  pendingMailSchema,
  renderLayout,
  safeHeaderValue,
  type Mailer,
  type MailMessage,
} from '@coffee/mailer';
