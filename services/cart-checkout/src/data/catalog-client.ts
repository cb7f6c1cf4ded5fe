import {
  apiErrorSchema,
  isProductId,
  MAX_IDS_PER_REQUEST,
  MAX_PRODUCT_PAGE_SIZE,
  productListSchema,
  stockShortageSchema,
  type Product,
} from '@coffee/contracts';
import type { InternalClient } from '@coffee/service-defaults';
import type { ProductCatalog } from '../domain/ports';

/**
 * The catalog service over HTTP: products from its public list endpoint (in batches of ids),
 * stock from its internal reservations API (x-internal-token), and what the user bought when
 * that changes (its reviews' Verified Purchase marks). Two clients because the stock calls get
 * a longer timeout (STOCK_TIMEOUT_MS: they may queue behind a product's lock).
 */
export function createCatalogClient(clients: {
  products: InternalClient;
  stock: InternalClient;
}): ProductCatalog {
  const { products: client, stock } = clients;
  const fetchBatch = async (ids: string[], requestId?: string): Promise<Product[]> => {
    const query = new URLSearchParams({ ids: ids.join(','), limit: String(MAX_PRODUCT_PAGE_SIZE) });
    const products = await client.fetchParsed(
      `/api/products?${query.toString()}`,
      productListSchema,
      { requestId },
    );
    // The list answers 200 even when nothing matches: a 404 means the catalog is not itself.
    if (!products) throw client.unavailable();
    return products;
  };

  return {
    async findProducts(ids, requestId) {
      // The catalog refuses a list with an id that cannot exist; such a product is simply missing.
      const valid = [...new Set(ids)].filter(isProductId);
      const batches: string[][] = [];
      // The catalog answers at most MAX_IDS_PER_REQUEST ids per call (400 past it).
      for (let i = 0; i < valid.length; i += MAX_IDS_PER_REQUEST) {
        batches.push(valid.slice(i, i + MAX_IDS_PER_REQUEST));
      }
      const results = await Promise.all(batches.map((batch) => fetchBatch(batch, requestId)));
      return new Map(results.flat().map((product) => [product.id, product]));
    },

    async reserveStock(reservation, requestId) {
      const reserve = () =>
        stock.call('/internal/stock/reservations', {
          method: 'POST',
          body: reservation,
          requestId,
        });
      let { status, body } = await reserve();
      // 503: the catalog could not get the product's lock in time (a rush). The reservation id
      // makes a second try safe: it can never take the stock twice.
      if (status === 503) ({ status, body } = await reserve());
      if (status === 200 || status === 201) return { kind: 'reserved' };
      if (status === 409) {
        const shortage = stockShortageSchema.safeParse(body);
        if (!shortage.success) throw stock.invalidAnswer();
        return { kind: 'shortage', shortage: shortage.data };
      }
      if (status === 404) {
        const answer = apiErrorSchema.safeParse(body);
        return {
          kind: 'unavailable',
          message: answer.success
            ? answer.data.message
            : 'A product in your cart is no longer available',
        };
      }
      // Anything else (a 5xx, a 400 from a contract mismatch) is the catalog's problem, not the
      // customer's: a retry may succeed.
      throw stock.unavailable();
    },

    async releaseStock(reservationId, requestId) {
      const { status } = await stock.call(
        `/internal/stock/reservations/${encodeURIComponent(reservationId)}`,
        { method: 'DELETE', requestId },
      );
      // 404: the catalog holds nothing under this id (never reserved, or given back already).
      if (status !== 200 && status !== 204 && status !== 404) throw stock.unavailable();
    },

    async purchasesChanged(userId, productIds, requestId) {
      const { status } = await client.call(
        `/internal/users/${encodeURIComponent(userId)}/purchases-changed`,
        { method: 'POST', body: { productIds }, requestId },
      );
      // Anything but a 2xx (a catalog that cannot answer now, or one without this route yet):
      // the order keeps its flag and the sweeper tells it again.
      if (status < 200 || status >= 300) throw client.unavailable();
    },
  };
}
