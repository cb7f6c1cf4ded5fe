import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isCoffeeCategory,
  isProductId,
  ROAST_BATCH_NEEDED_CODE,
  roastAllocationRequestSchema,
  type RoastAllocation,
  purchasesChangedSchema,
  shortageMessage,
  stockReservationSchema,
  TOTAL_COUNT_HEADER,
  type ProductWire,
  type StockReservation,
  type StockShortage,
} from '@coffee/contracts';
import { errorHandler, parseBody, requireInternal } from '@coffee/service-defaults';
import express from 'express';

/**
 * A real HTTP server standing in for the catalog service's API as the contracts define it:
 * GET /api/products?ids=, the internal stock reservations (all or nothing, idempotent per
 * reservation id, 409 with a stockShortage body) and the purchase changes (recorded) behind the
 * same x-internal-token guard.
 * Node runs one handler at a time, so its in-memory stock is exact under any concurrency.
 */
/** The roast day the fake's batches have. */
export const FAKE_ROAST_DAY = '2026-11-30';

export async function startFakeCatalog(internalToken: string) {
  const products = new Map<string, ProductWire>();
  const reservations = new Map<string, StockReservation['lines']>();
  const calls: { method: string; path: string; requestId: string | undefined }[] = [];
  /** The next reservation POSTs answer this status instead (e.g. 500), one per entry. */
  const failReserve: number[] = [];
  /** Like failReserve, but the stock is taken first: the answer is lost, not the reservation. */
  const failAfterReserve: number[] = [];
  /** While true, releases answer 503 (the catalog cannot give stock back right now). */
  let failRelease = false;
  /** Runs as a reservation arrives: lets a test sell stock "meanwhile" (a lost race). */
  let beforeReserve: (() => void) | undefined;

  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    calls.push({ method: req.method, path: req.path, requestId: req.get('x-request-id') });
    next();
  });

  app.get('/api/products', (req, res) => {
    const ids = typeof req.query.ids === 'string' ? req.query.ids.split(',') : [];
    if (ids.some((id) => !isProductId(id))) {
      res.status(400).json({ message: 'ids must be a comma-separated list of product ids' });
      return;
    }
    const found = ids.flatMap((id) => {
      const product = products.get(id);
      return product ? [product] : [];
    });
    res.set(TOTAL_COUNT_HEADER, String(found.length)).json(found);
  });

  app.post('/internal/stock/reservations', requireInternal(internalToken), (req, res) => {
    const reservation = parseBody(stockReservationSchema, req);
    beforeReserve?.();
    const failure = failReserve.shift();
    if (failure !== undefined) {
      res.status(failure).json({ message: 'Injected failure' });
      return;
    }
    if (reservations.has(reservation.reservationId)) {
      res.status(200).json({ reservationId: reservation.reservationId });
      return;
    }
    for (const line of reservation.lines) {
      const product = products.get(line.productId);
      if (!product) {
        res.status(404).json({ message: 'Product not found' });
        return;
      }
      const available = product.inStock ? (product.inventory ?? 0) : 0;
      if (available < line.quantity) {
        const shortage: StockShortage = {
          message: shortageMessage(product.name, available),
          code: 'OUT_OF_STOCK',
          productId: product.id,
          productName: product.name,
          available,
        };
        res.status(409).json(shortage);
        return;
      }
    }
    for (const line of reservation.lines) adjust(line.productId, -line.quantity);
    reservations.set(reservation.reservationId, reservation.lines);
    const lost = failAfterReserve.shift();
    if (lost !== undefined) {
      res.status(lost).json({ message: 'Injected failure' });
      return;
    }
    res.status(201).json({ reservationId: reservation.reservationId });
  });

  /** The users told of, in order: { userId, productIds } (the reviews' Verified Purchase marks). */
  const purchaseChanges: { userId: string; productIds: string[] }[] = [];
  /** While true, purchase changes answer 503 (the catalog cannot re-check them right now). */
  let failPurchaseChanges = false;
  app.post(
    '/internal/users/:userId/purchases-changed',
    requireInternal(internalToken),
    (req, res) => {
      const { productIds } = parseBody(purchasesChangedSchema, req);
      if (failPurchaseChanges) {
        res.status(503).json({ message: 'Injected failure' });
        return;
      }
      purchaseChanges.push({ userId: String(req.params.userId), productIds });
      res.json({ reviewsUpdated: 0 });
    },
  );

  app.delete('/internal/stock/reservations/:id', requireInternal(internalToken), (req, res) => {
    if (failRelease) {
      res.status(503).json({ message: 'Injected failure' });
      return;
    }
    const lines = reservations.get(String(req.params.id));
    if (!lines) {
      res.status(404).json({ message: 'Reservation not found' });
      return;
    }
    for (const line of lines) adjust(line.productId, line.quantity);
    reservations.delete(String(req.params.id));
    res.status(204).end();
  });

  // Roast allocations as the catalog answers them: the coffee lines, each from a batch roasted
  // on FAKE_ROAST_DAY, once per order; `roastRefusal` set: the 409 of a coffee with no batch.
  const allocations = new Map<string, RoastAllocation>();
  let roastRefusal: string | undefined;
  app.post('/internal/roast/allocations', requireInternal(internalToken), (req, res) => {
    const request = parseBody(roastAllocationRequestSchema, req);
    const known = allocations.get(request.orderId);
    if (known) {
      res.json(known);
      return;
    }
    if (roastRefusal) {
      res.status(409).json({ message: roastRefusal, code: ROAST_BATCH_NEEDED_CODE });
      return;
    }
    const lines = request.lines.flatMap((line) => {
      const product = products.get(line.productId);
      if (!product || !isCoffeeCategory(product.category)) return [];
      return [
        { itemId: line.itemId, batchId: 'fake-batch', roastedOn: FAKE_ROAST_DAY, grams: 340 },
      ];
    });
    const allocation = { orderId: request.orderId, lines };
    allocations.set(request.orderId, allocation);
    res.json(allocation);
  });
  app.use(errorHandler);

  function adjust(productId: string, by: number) {
    const product = products.get(productId);
    if (!product) return;
    const inventory = (product.inventory ?? 0) + by;
    products.set(productId, { ...product, inventory, inStock: inventory > 0 });
  }

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    products,
    reservations,
    calls,
    failReserve,
    failAfterReserve,
    setFailRelease(value: boolean) {
      failRelease = value;
    },
    setBeforeReserve(hook: (() => void) | undefined) {
      beforeReserve = hook;
    },
    purchaseChanges,
    /** The roast allocations made, by order id. */
    allocations,
    /** Shipping's roast allocations answer 409 with this message (undefined: they allocate). */
    setRoastRefusal(message: string | undefined) {
      roastRefusal = message;
    },
    setFailPurchaseChanges(value: boolean) {
      failPurchaseChanges = value;
    },
    /** Adds a product (a fresh id each time) and returns it as the catalog serves it. */
    addProduct(overrides: Partial<ProductWire> = {}): ProductWire {
      const id = randomBytes(12).toString('hex');
      const product: ProductWire = {
        id,
        name: `Test Roast ${id.slice(-4)}`,
        description: 'A test coffee',
        price: '12.99',
        imageUrl: `/api/products/images/${id}.svg`,
        category: 'beans',
        inStock: true,
        rating: 4.5,
        reviewCount: 3,
        isDirectPlusEligible: true,
        isBestseller: false,
        isNew: false,
        isSale: false,
        originalPrice: null,
        unitSize: '12 oz',
        sku: `SKU-${id.slice(-6)}`,
        inventory: 100,
        createdAt: '2025-01-01T00:00:00.000Z',
        ...overrides,
      };
      products.set(product.id, product);
      return product;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeCatalog = Awaited<ReturnType<typeof startFakeCatalog>>;
