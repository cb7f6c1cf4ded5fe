/** A link on the shop's public origin, with its query. */
export function shopLink(publicUrl: string, path: string, query: Record<string, string> = {}) {
  const url = new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** The customer's order page (the shell's /orders/:orderId). */
export const orderLink = (publicUrl: string, orderId: string) =>
  shopLink(publicUrl, `/orders/${encodeURIComponent(orderId)}`);

/** Where a pending order is paid (again): /checkout?orderId=. */
export const payLink = (publicUrl: string, orderId: string) =>
  shopLink(publicUrl, '/checkout', { orderId });

/** Guests and customers alike track a shipment there, by its number and the email or ZIP. */
export const trackLink = (publicUrl: string) => shopLink(publicUrl, '/track-order');
