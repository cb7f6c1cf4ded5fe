// '@coffee/platform/payments': not shared (stateless forms; what they need of the store and the
// API they take from '@coffee/platform'), so each payment page's chunk carries them.
// Stripe's Payment Element is NOT exported here: import '@coffee/platform/payments/stripe' lazily,
// so Stripe.js loads only for the shoppers who pay through Stripe.
export { OfflineCardForm, type OfflineCard, type OfflineCardFormProps } from './offline-card-form';
export { AuthenticationDialog } from './authentication-dialog';
export { PAYMENT_FORM_TEXTS } from './payment-texts';
export { PayingLabel } from './paying-label';
export { useOpenAtTop } from './use-open-at-top';
