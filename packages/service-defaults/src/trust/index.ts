/**
 * `@coffee/service-defaults/trust`: what the gateway and the services share to trust each other's
 * word. Node built-ins, zod and ioredis only (no Express, no Mongoose), so the gateway can import it.
 */
export { ExpiringLru } from './expiring-lru';
export {
  SessionRegistry,
  type SessionRef,
  type SessionRegistryLogger,
  type SessionRegistryOptions,
  type SessionState,
} from './session-registry';
export {
  FORWARDED_CLIENT_PROOF_HEADER,
  forwardedClientKey,
  signForwardedClient,
  verifyForwardedClient,
} from './forwarded-client';
export {
  createSessionEvents,
  SESSION_EVENTS_CHANNEL,
  sessionRevokedSchema,
  type SessionEvents,
  type SessionEventsLogger,
  type SessionRevoked,
} from './session-events';
export {
  MAX_REVOCATION_BYTES,
  readSessionRevocation,
  SESSION_LISTENER_HEADER,
  SESSION_LISTENER_TTL_HEADER,
  SESSION_REVOCATION_PROOF_HEADER,
  SESSION_REVOKED_PATH,
  sessionListenerHeaders,
  SessionListeners,
  sessionRevocationKey,
  signSessionRevocation,
  type SessionListenersLogger,
} from './session-listeners';
