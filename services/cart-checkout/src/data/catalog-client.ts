import {
  apiErrorSchema,
  isProductId,
  productSchema,
  RETIRED_VARIANT_MESSAGE,
  stockShortageSchema,
  UNKNOWN_VARIANT_MESSAGE,
  type Product,
} from '@coffee/contracts';
import { AppError, type InternalClient } from '@coffee/service-defaults';
import { z } from 'zod';
import type { ProductCatalog } from '../domain/ports';
import { withVariants } from '../domain/variants';

/** Product detail reads in flight at once for one cart or order. */
const DETAIL_CONCURRENCY = 8;

/** What this service needs of the catalog's staff product detail: which variants are retired. */
const staffVariantsSchema = z.object({
  variants: z.array(z.object({ id: z.string(), retired: z.boolean().default(false) })),
});

/**
 * The catalog service over HTTP: products with their variants from its public detail endpoint,
 * stock from its internal reservations API (x-internal-token), and what the user bought when
 * that changes (its reviews' Verified Purchase marks). Two clients because the stock calls get
 * a longer timeout (STOCK_TIMEOUT_MS: they may queue behind a product's lock).
 */
export function createCatalogClient(clients: {
  products: InternalClient;
  stock: InternalClient;
}): ProductCatalog {
  const { products: client, stock } = clients;

  /** The product's detail answer, with its variants on sale; null when the catalog has no such product. */
  const fetchDetail = async (id: string, requestId?: string): Promise<Product | null> => {
    const product = await client.fetchParsed(
      `/api/products/${encodeURIComponent(id)}`,
      productSchema,
      { requestId },
    );
    return product && withVariants(product);
  };

  return {
    async findProducts(ids, requestId) {
      // The catalog refuses an id that cannot exist; such a product is simply missing.
      const valid = [...new Set(ids)].filter(isProductId);
      // Only the detail answer carries variants (list answers leave them out), so one call per
      // distinct product, a few at a time: a big cart does not flood the catalog.
      const found = new Map<string, Product>();
      for (let i = 0; i < valid.length; i += DETAIL_CONCURRENCY) {
        const batch = valid.slice(i, i + DETAIL_CONCURRENCY);
        const products = await Promise.all(batch.map((id) => fetchDetail(id, requestId)));
        for (const product of products) if (product) found.set(product.id, product);
      }
      return found;
    },

    async variantAbsence(productId, variantId, requestId) {
      if (!isProductId(productId)) return 'unknown';
      // The staff detail lists every variant, the retired ones too (public answers leave them out).
      const { status, body } = await client.call(
        `/internal/staff/products/${encodeURIComponent(productId)}`,
        { requestId },
      );
      if (status !== 200) return 'unknown';
      const parsed = staffVariantsSchema.safeParse(body);
      if (!parsed.success) return 'unknown';
      const variant = parsed.data.variants.find((v) => v.id === variantId);
      return variant?.retired ? 'retired' : 'unknown';
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
      // A variant the catalog no longer sells (retired meanwhile): the shopper's 400, not ours.
      if (status === 400) {
        const answer = apiErrorSchema.safeParse(body);
        const message = answer.success ? answer.data.message : '';
        if (message === RETIRED_VARIANT_MESSAGE || message === UNKNOWN_VARIANT_MESSAGE) {
          throw new AppError(
            400,
            message,
            message === RETIRED_VARIANT_MESSAGE ? 'RETIRED_VARIANT' : 'UNKNOWN_VARIANT',
          );
        }
      }
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
