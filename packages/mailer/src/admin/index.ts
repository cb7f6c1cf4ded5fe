export {
  outboxAdminRouter,
  MAIL_NOT_FOUND_MESSAGE,
  MAIL_SENDING_MESSAGE,
  MAIL_WAITING_MESSAGE,
  type OutboxAdmin,
  type OutboxPage,
} from './outbox-admin-router';
export { INTERNAL_OUTBOX_PATH, internalOutboxRoutes, outboxReader } from './internal-outbox-routes';
