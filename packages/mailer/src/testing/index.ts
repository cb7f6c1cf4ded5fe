export {
  startMailpit,
  findMailpit,
  mailpitCandidates,
  MAILPIT_VERSION,
  type Mailpit,
  type MailpitMessage,
  type MailpitSummary,
} from './mailpit';
