export {
  InvalidSignatureError,
  paymentProvidersOf,
  type PaymentContext,
  type PaymentProviderPort,
  type PaymentSettings,
} from './port';
export {
  SIGNATURE_TOLERANCE_S,
  signPayload,
  verifySignature,
  checkSignature,
  deliverSignedEvent,
  type SignatureErrorClass,
  type SignedDelivery,
} from './signed-events';
export {
  newOfflineId,
  newClientSecret,
  newOfflinePaymentIds,
  OPEN_PAYMENT_STATES,
  offlineEvent,
  offlineEventSchemaOf,
  readEventBody,
} from './offline-events';
export {
  PAYMENT_NOT_FOUND_MESSAGE,
  ALREADY_PAID_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
  NO_AUTHENTICATION_PENDING_MESSAGE,
  DELIVERY_FAILED_MESSAGE,
  OFFLINE_DECLINES,
  brandOf,
  summarizeCard,
  testCardOutcome,
  type OfflineCard,
  type TestCardOutcome,
} from './offline-cards';
export {
  stripeEnv,
  stripeWebhookSecretEnv,
  stripeKeysOf,
  paymentProviderOf,
  paymentSettingsOf,
  offlineWebhookSecretOf,
  type PaymentEnv,
  type PaymentProviderChoice,
  type PaymentSettingsInput,
  type StripeKeys,
} from './stripe-config';
export {
  STRIPE_API_VERSION,
  STRIPE_SDK_VERSION,
  stripeClientOptions,
  createStripeClient,
  verifiedStripeEvent,
  isStripeCode,
  idOf,
  type StripeClientOptions,
} from './stripe-client';
export { signedWebhookHandler, type SignedWebhookOptions } from './signed-webhook';
export {
  offlineWebhook,
  payableOrThrow,
  claimSuccess,
  deliveryFailed,
  type OfflineProviderOptions,
} from './offline-payments';
export {
  OFFLINE_PAYMENT_STATUSES,
  OFFLINE_NOT_IN_USE_MESSAGE,
  heldCardField,
  offlineCardSteps,
  offlineInUse,
  type HeldPayment,
  type OfflineStepOutcomes,
} from './offline-steps';
export { providerCalls } from './provider-calls';
export { onceKey, freshKey } from './idempotency';
export { insertOnce } from './once';
export {
  processedEvents,
  type ProcessedEvent,
  type ProcessedEvents,
  type ProcessedEventsOptions,
} from './processed-events';
