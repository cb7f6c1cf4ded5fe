export { parseConfig, ConfigError, type Env } from './config/parse-config';
export { readSecret, type SecretResult } from './config/secrets';
export {
  baseServiceEnv,
  loadServiceConfig,
  logLevels,
  type ServiceConfig,
  type LoadServiceConfigOptions,
  type LoadedServiceConfig,
} from './config/service-config';
export { createLogger, type Logger } from './logging/logger';
export { createRequestLogger, requestIdOf } from './logging/request-logger';
export { AppError, isAppError, type ErrorIssue } from './http/app-error';
export { errorHandler, notFoundHandler, toAppError, type ErrorBody } from './http/error-handler';
export {
  databaseGate,
  unavailableError,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './http/database-gate';
export {
  faultPoint,
  faultPointMiddleware,
  installFaultPoints,
  createFaultPoints,
  parseFaultPoints,
  type FaultAction,
  type FaultPoints,
} from './faults';
export {
  parseBody,
  parseParams,
  parseQuery,
  noInput,
  parseWith,
  toIssues,
  validationError,
} from './http/validate';
export {
  createDbConnection,
  openDb,
  isDbConnected,
  schemaDefaults,
  type Connection,
  type OpenDbOptions,
} from './db/connection';
export { createModelIndexes, type ExpiryFallback } from './db/indexes';
export { startExpirySweeper } from './db/expiry-sweeper';
export { isDuplicateKeyError, DUPLICATE_KEY } from './db/duplicate-key';
export { modelOn } from './db/model-on';
export {
  createKeyedMutex,
  withKeyLock,
  LockTimeoutError,
  type KeyedMutex,
  type Unlock,
} from './concurrency/keyed-mutex';
export {
  createLeaseLocks,
  type Lease,
  type LeaseLockOptions,
  type LeaseLocks,
} from './concurrency/lease-lock';
export { startPeriodicJob, type PeriodicJob } from './concurrency/periodic-job';
export {
  createInstanceLocks,
  type HeldLocks,
  type InstanceLockOptions,
  type InstanceLocks,
} from './concurrency/instance-locks';
export {
  createIdentityVerifier,
  SESSION_CHECK_UNAVAILABLE_MESSAGE,
  requireAuth,
  requireRole,
  requirePermission,
  identityOf,
  NOT_AUTHENTICATED_MESSAGE,
  FORBIDDEN_MESSAGE,
  type Identity,
  type IdentityVerifier,
  type IdentityVerifierOptions,
} from './identity/identity';
export { clientAddressOf, clientKeyOf } from './http/client-address';
export { requireInternal, internalTokenMatches } from './identity/internal';
export {
  createInternalClient,
  type InternalClient,
  type InternalClientOptions,
  type InternalCallOptions,
  type InternalResponse,
} from './internal/internal-client';
export {
  INSTANCE_DOWN_MS,
  ServiceInstances,
  neverSent,
  serviceUrlsEnv,
} from './internal/service-instances';
export {
  accountMemberSchema,
  createAccountClient,
  type AccountClient,
  type AccountMember,
} from './internal/account-client';
export {
  createService,
  rawBodyOf,
  type Service,
  type ServiceContext,
  type ServiceDefinition,
  type StartedService,
} from './service/create-service';
export {
  createServiceMetrics,
  expressRouteOf,
  type ServiceMetrics,
} from './observability/service-metrics';
export { traceRequests } from './observability/trace-requests';
export { runService, runServiceMain, closeServer, type Runnable } from './service/shutdown';
export { createClock, fixedClock, type Clock } from './clock/clock';
export {
  createAttemptThrottle,
  TooManyAttemptsError,
  type AttemptLog,
  type AttemptLimit,
  type AttemptThrottle,
  type AttemptTicket,
} from './throttle/attempt-throttle';
export { createAttemptLog } from './throttle/attempt-log';
