// One implementation for the gateway and the services (they check revocation too): see
// @coffee/service-defaults/trust. The gateway imports only that subpath, which has no Mongoose.
export {
  createSessionEvents,
  SessionRegistry,
  type SessionRegistryOptions,
  type SessionState,
} from '@coffee/service-defaults/trust';
