/** The spec's payment messages (section 8), shared by every payment form of the shop. */
export const PAYMENT_FORM_TEXTS = {
  paymentFailed: 'An unexpected error occurred.',
  processingError: 'An unexpected error occurred during payment processing.',
} as const;
