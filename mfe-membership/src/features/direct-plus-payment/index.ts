// Placeholder so src/app/pages.ts can expose every page of the topology: the helper who owns
// features/direct-plus-payment replaces it with the real page (same export name).
export function DirectPlusPaymentPage() {
  return null;
}
