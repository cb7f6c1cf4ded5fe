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
  offlineWebhookSecretOf,
  type PaymentProviderChoice,
  type StripeKeys,
} from './stripe-config';
export { STRIPE_API_VERSION, STRIPE_SDK_VERSION, stripeClientOptions } from './stripe-client';
export { signedWebhookHandler, type SignedWebhookOptions } from './signed-webhook';
export {
  offlineWebhook,
  payableOrThrow,
  claimSuccess,
  deliveryFailed,
  type OfflineProviderOptions,
} from './offline-payments';
export { providerCalls } from './provider-calls';
