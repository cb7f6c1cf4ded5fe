// The staff service's one door to @coffee/mailer: templates and the store import from here.
export {
  button,
  createMailer,
  escapeHtml,
  InvalidMailError,
  pendingMail,
  pendingMailSchema,
  renderLayout,
  safeHeaderValue,
  type Mailer,
  type MailMessage,
} from '@coffee/mailer';
