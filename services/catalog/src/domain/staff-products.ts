import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_SKU_TAKEN_MESSAGE,
  type ProductFields,
  type ProductUpdate,
  type StaffActor,
} from '@coffee/contracts';
import { AppError, isDuplicateKeyError } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { staffProductQuerySchema } from '@coffee/contracts';
import type { CatalogEntry, CatalogIndex } from './catalog-index';
import type { ProductQueries } from './product-queries';
import { storeUploadedImage, type ProductImageType } from './product-images';
import type {
  ImageRenderer,
  ImageStore,
  ProductRepository,
  ProductView,
  StockLocks,
  StockMovementLog,
} from './ports';
import { toPublicProduct, type ProductRecord, type StaffProductFields } from './product';
import { requireActorPermission } from './staff-access';
import { productLockKey } from './stock-reservations';
import { searchTerms } from './search-terms';

export const SALE_PRICE_MESSAGE = 'A sale needs an original price above the price';

/** The staff tables' product row (contracts' staffProductSchema, wire form). */
export function toStaffProduct(record: ProductRecord) {
  const wire = toPublicProduct(record);
  return {
    id: wire.id,
    name: wire.name,
    category: wire.category,
    imageUrl: wire.imageUrl,
    price: wire.price,
    inStock: wire.inStock,
    inventory: wire.inventory,
    sku: wire.sku,
  };
}
export type StaffProductRow = ReturnType<typeof toStaffProduct>;

export interface StaffProductDeps {
  products: ProductRepository;
  view: ProductView;
  queries: ProductQueries;
  locks: StockLocks;
  movements: StockMovementLog;
  images: ImageStore;
  /** Re-encodes uploads (their pixels only). */
  imageRenderer: ImageRenderer;
}

type ParsedQuery = z.output<typeof staffProductQuerySchema>;

/** `q`: every word the start of a word of the name (any case, accents ignored), or an id's start. */
function matcher(q: string | undefined): ((record: ProductRecord) => boolean) | null {
  const text = (q ?? '').trim();
  if (!text) return null;
  const words = searchTerms(text);
  const idPrefix = /^[0-9a-f]{1,24}$/i.test(text) ? text.toLowerCase() : null;
  return (record) => {
    if (idPrefix !== null && record.id.startsWith(idPrefix)) return true;
    if (words.length === 0) return false;
    const own = searchTerms(record.name);
    return words.every((word) => own.some((w) => w.startsWith(word)));
  };
}

/** The entries in the chosen order: name (the index's name-asc), or lowest stock first. */
function ordered(index: CatalogIndex, sort: ParsedQuery['sort']): CatalogEntry[] {
  const byName = Array.from(index.orders['name-asc'], (p) => index.entries[p]!);
  // A stable sort over the name order: equal stock keeps name order (then id).
  return sort === 'stock' ? byName.sort((a, b) => a.record.inventory - b.record.inventory) : byName;
}

const skuTaken = () => new AppError(409, PRODUCT_SKU_TAKEN_MESSAGE, 'PRODUCT_SKU_TAKEN');
const skuLockKey = (sku: string) => `sku:${sku.toLowerCase()}`;

/**
 * What the stored inStock becomes: never in stock without stock; back in stock when stock
 * returns to a product that had run out; a product held back by hand (inStock false with
 * stock) stays held back unless staff say otherwise.
 */
export function inStockAfter(
  before: { inventory: number; inStock: boolean },
  inventory: number,
  asked?: boolean,
): boolean {
  if (inventory <= 0) return false;
  if (asked !== undefined) return asked;
  return before.inStock || before.inventory === 0;
}

export function createStaffProducts(deps: StaffProductDeps) {
  const { products, view, queries, locks, movements } = deps;

  async function fresh(id: string): Promise<ProductRecord> {
    await view.changed([id]);
    return (await queries.get(id)).record;
  }

  /** The product as stored now, read again from the database (404 when there is none). */
  async function stored(id: string): Promise<ProductRecord> {
    await view.refresh([id]);
    return (await queries.get(id)).record;
  }

  return {
    list(query: ParsedQuery) {
      const match = matcher(query.q);
      const all = ordered(view.current(), query.sort).filter((e) => !match || match(e.record));
      const start = (query.page - 1) * query.pageSize;
      return {
        items: all.slice(start, start + query.pageSize).map((e) => toStaffProduct(e.record)),
        total: all.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    lowStock(limit: number) {
      const low = ordered(view.current(), 'stock').filter(
        (e) => e.record.inventory <= LOW_STOCK_THRESHOLD,
      );
      return { items: low.slice(0, limit).map((e) => toStaffProduct(e.record)), total: low.length };
    },

    async get(id: string): Promise<ProductRecord> {
      // Straight from the database: staff edit what is stored, not what a view last saw.
      if (queries.known(id)) await view.refresh([id.toLowerCase()]);
      return (await queries.get(id)).record;
    },

    async create(input: ProductFields, actor: StaffActor): Promise<ProductRecord> {
      requireActorPermission(actor, 'products:write');
      const fields: StaffProductFields = {
        ...input,
        inStock: input.inStock && input.inventory > 0,
      };
      const create = async () => {
        if (fields.sku && (await products.skuTaken(fields.sku))) throw skuTaken();
        try {
          return await products.insertOne(fields);
        } catch (err) {
          if (isDuplicateKeyError(err)) throw skuTaken();
          throw err;
        }
      };
      // FerretDB's unique secondary index is not atomic under concurrency: the sku's lock
      // makes "is it free? then insert" one step.
      const id = fields.sku
        ? await locks.withLocks([skuLockKey(fields.sku)], create)
        : await create();
      if (fields.inventory > 0) {
        await movements.record([
          {
            productId: id,
            before: 0,
            after: fields.inventory,
            delta: fields.inventory,
            reason: 'Product created',
            actor,
            at: new Date(),
          },
        ]);
      }
      return fresh(id);
    },

    async update(id: string, update: ProductUpdate, actor: StaffActor): Promise<ProductRecord> {
      requireActorPermission(actor, 'products:write');
      const known = await stored(id);
      const keys = [productLockKey(known.id)];
      if (update.sku) keys.push(skuLockKey(update.sku));
      await locks.withLocks(keys, async (held) => {
        const current = await stored(known.id);
        // The sale rule against what is stored for the fields this update leaves alone.
        const isSale = update.isSale ?? current.isSale;
        const price = update.price ?? current.priceCents;
        const original =
          update.originalPrice !== undefined ? update.originalPrice : current.originalPriceCents;
        if (isSale && (original === null || original <= price)) {
          throw new AppError(400, SALE_PRICE_MESSAGE, 'VALIDATION_FAILED', [
            { path: 'originalPrice', message: SALE_PRICE_MESSAGE },
          ]);
        }
        if (update.sku && (await products.skuTaken(update.sku, current.id))) throw skuTaken();
        const inventory = update.inventory ?? current.inventory;
        const changes: Partial<StaffProductFields> = { ...update };
        if (update.inventory !== undefined || update.inStock !== undefined) {
          changes.inStock = inStockAfter(current, inventory, update.inStock);
        }
        held.check();
        try {
          await products.updateFields(current.id, changes);
        } catch (err) {
          if (isDuplicateKeyError(err)) throw skuTaken();
          throw err;
        }
        if (inventory !== current.inventory) {
          await movements.record([
            {
              productId: current.id,
              before: current.inventory,
              after: inventory,
              delta: inventory - current.inventory,
              reason: 'Product edited',
              actor,
              at: new Date(),
            },
          ]);
        }
      });
      return fresh(known.id);
    },

    async setImage(
      id: string,
      type: ProductImageType,
      body: Buffer,
      actor: StaffActor,
    ): Promise<ProductRecord> {
      requireActorPermission(actor, 'products:write');
      const known = await stored(id);
      const imageUrl = await storeUploadedImage(
        deps.images,
        deps.imageRenderer,
        known.id,
        type,
        body,
      );
      await locks.withLocks([productLockKey(known.id)], async (held) => {
        held.check();
        await products.updateFields(known.id, { imageUrl });
      });
      return fresh(known.id);
    },
  };
}
export type StaffProducts = ReturnType<typeof createStaffProducts>;
