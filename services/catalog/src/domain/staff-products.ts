import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_SKU_TAKEN_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  VARIANTS_DUPLICATE_MESSAGE,
  VARIANTS_NONE_ON_SALE_MESSAGE,
  variantIdOf,
  type productVariantsInputSchema,
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
import {
  compareVariants,
  onSaleVariants,
  toPublicProduct,
  toPublicVariant,
  type CoffeeData,
  type ProductRecord,
  type StaffProductFields,
  type VariantRecord,
} from './product';
import { requireActorPermission } from './staff-access';
import { productLockKey } from './stock-reservations';
import { searchTerms } from './search-terms';

export const SALE_PRICE_MESSAGE = 'A sale needs an original price above the price';

/** A variant as staff see it: retired ones too, and whether its stock is low. */
export function toStaffVariant(variant: VariantRecord) {
  return {
    ...toPublicVariant(variant),
    lowStock: !variant.retired && variant.inventory <= LOW_STOCK_THRESHOLD,
  };
}

/** Every variant, retired ones included, in picker order. */
const staffVariants = (record: ProductRecord) =>
  [...record.variants].sort(compareVariants).map(toStaffVariant);

/**
 * The stock that makes a product "low": its lowest variant on sale (a bean low in 5 lb only
 * is low), not the sum over its sizes.
 */
export function lowestStock(record: ProductRecord): number {
  const sale = onSaleVariants(record.variants);
  return sale.length === 0 ? record.inventory : Math.min(...sale.map((v) => v.inventory));
}

/**
 * The staff tables' product row (contracts' staffProductSchema, wire form): the spec's columns
 * and every variant with its stock, so the inventory can show and change each size.
 */
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
    variants: staffVariants(record),
  };
}

/** GET /internal/staff/products/{id} and every product write (staffProductDetailSchema). */
export function toStaffProductDetail(record: ProductRecord) {
  return { ...toPublicProduct(record), variants: staffVariants(record) };
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
  return sort === 'stock'
    ? byName.sort((a, b) => lowestStock(a.record) - lowestStock(b.record))
    : byName;
}

const skuTaken = () => new AppError(409, PRODUCT_SKU_TAKEN_MESSAGE, 'PRODUCT_SKU_TAKEN');
/** The same 409 for a list of variants, naming each row whose SKU is taken, so it shows there. */
const variantSkusTaken = (rows: readonly number[]) =>
  new AppError(
    409,
    PRODUCT_SKU_TAKEN_MESSAGE,
    'PRODUCT_SKU_TAKEN',
    rows.map((row) => ({ path: `variants.${row}.sku`, message: PRODUCT_SKU_TAKEN_MESSAGE })),
  );
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

/**
 * A product edit's spec fields applied to its variants: price, original price and inventory are
 * the default variant's; `inStock: false` holds every variant back, `true` puts those with stock
 * on sale again; the SKU of a product without options is its one variant's too.
 */
function editDefaultVariant(current: ProductRecord, given: ProductUpdate) {
  // A form that sends every field sends the product's own figures back unchanged: inventory is
  // then the sum over the sizes and inStock the product's, neither a change of the default.
  const update = {
    ...given,
    inventory: given.inventory === current.inventory ? undefined : given.inventory,
    inStock: given.inStock === current.inStock ? undefined : given.inStock,
  };
  const chosen = current.variants.find((v) => v.id === current.defaultVariantId);
  const moved: { variantId: string; before: number; after: number; delta: number }[] = [];
  const variants = current.variants.map((v) => {
    let next = v;
    if (update.inStock !== undefined && !v.retired) {
      next = { ...next, inStock: update.inStock && next.inventory > 0 };
    }
    if (v !== chosen) return next;
    if (update.price !== undefined) next = { ...next, priceCents: update.price };
    if (update.originalPrice !== undefined) {
      next = { ...next, originalPriceCents: update.originalPrice };
    }
    if (update.sku !== undefined && v.size === null && v.grind === null) {
      next = { ...next, sku: update.sku };
    }
    if (update.inventory !== undefined && update.inventory !== v.inventory) {
      next = {
        ...next,
        inventory: update.inventory,
        inStock: inStockAfter(v, update.inventory, update.inStock),
      };
      moved.push({
        variantId: v.id,
        before: v.inventory,
        after: update.inventory,
        delta: update.inventory - v.inventory,
      });
    }
    return next;
  });
  return { variants, movement: moved[0] ?? null };
}

type VariantsInput = z.output<typeof productVariantsInputSchema>;

const variantError = (status: number, message: string, code: string, path = 'variants') =>
  new AppError(status, message, code, [{ path, message }]);
export const VARIANT_OPTIONS_FIXED_MESSAGE =
  "A variant's size and grind cannot change: add the new size as a variant of its own";

/**
 * The variants after an admin's edit (see setVariants), and a stock movement for each variant
 * whose stock it changed. Refuses duplicates, unknown ids, changed options and a list with no
 * variant on sale.
 */
export function planVariants(
  current: ProductRecord,
  input: VariantsInput,
  reserved: ReadonlySet<string>,
) {
  const stored = new Map(current.variants.map((v) => [v.id, v]));
  const seen = new Set<string>();
  const variants: VariantRecord[] = [];
  const movements: { variantId: string; before: number; after: number; delta: number }[] = [];
  input.variants.forEach((given, i) => {
    const options = { size: given.size, grind: given.grind };
    const derived = variantIdOf(options);
    const path = `variants.${i}`;
    if (seen.has(derived)) {
      throw variantError(400, VARIANTS_DUPLICATE_MESSAGE, 'VARIANTS_DUPLICATE', path);
    }
    seen.add(derived);
    if (given.id !== undefined && !stored.has(given.id)) {
      throw variantError(400, UNKNOWN_VARIANT_MESSAGE, 'UNKNOWN_VARIANT', `${path}.id`);
    }
    if (given.id !== undefined && given.id !== derived) {
      throw variantError(400, VARIANT_OPTIONS_FIXED_MESSAGE, 'VALIDATION_FAILED', path);
    }
    if (given.originalPrice !== null && given.originalPrice <= given.price) {
      throw variantError(400, SALE_PRICE_MESSAGE, 'VALIDATION_FAILED', `${path}.originalPrice`);
    }
    const before = stored.get(derived);
    // A saved variant's stock is left as it is: it changes by stock changes (with a reason,
    // and against what orders took meanwhile), never by a form that may show an older figure.
    // A new variant starts with the stock given.
    const inventory = before ? before.inventory : given.inventory;
    variants.push({
      id: derived,
      sku: given.sku,
      size: given.size,
      grind: given.grind,
      priceCents: given.price,
      originalPriceCents: given.originalPrice,
      inventory,
      inStock: before ? inStockAfter(before, inventory) : inventory > 0,
      imageUrl: before?.imageUrl ?? null,
      retired: given.retired,
    });
    const was = before?.inventory ?? 0;
    if (inventory !== was) {
      movements.push({ variantId: derived, before: was, after: inventory, delta: inventory - was });
    }
  });
  // Left out: an ordered (reserved) variant is retired with its stock as it is; others go.
  for (const left of current.variants) {
    if (!seen.has(left.id) && reserved.has(left.id)) variants.push({ ...left, retired: true });
  }
  if (variants.every((v) => v.retired)) {
    throw variantError(400, VARIANTS_NONE_ON_SALE_MESSAGE, 'VARIANTS_NONE_ON_SALE');
  }
  return { variants: variants.sort(compareVariants), movements };
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
      // Low in any size on sale is low (the row's variants say which, `lowStock`).
      const low = ordered(view.current(), 'stock').filter(
        (e) => lowestStock(e.record) <= LOW_STOCK_THRESHOLD,
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
        const edited = editDefaultVariant(current, update);
        const changes: Partial<StaffProductFields> = { ...update };
        held.check();
        try {
          await products.updateFields(current.id, changes, {
            variants: edited.variants,
            defaultVariantId: current.defaultVariantId,
          });
        } catch (err) {
          if (isDuplicateKeyError(err)) throw skuTaken();
          throw err;
        }
        if (edited.movement) {
          await movements.record([
            {
              ...edited.movement,
              productId: current.id,
              reason: 'Product edited',
              actor,
              at: new Date(),
            },
          ]);
        }
      });
      return fresh(known.id);
    },

    /**
     * PUT .../variants: the whole list. An entry with `id` edits that variant (its options
     * stay: another size is another variant; its stock is left to stock changes); one without
     * adds a variant with the stock given, or brings back the retired one of the same options. A stored variant left out is deleted if nothing ever
     * reserved it, else retired (orders name it). All under the product's lock and the locks
     * of the SKUs it names.
     */
    async setVariants(id: string, input: VariantsInput, actor: StaffActor): Promise<ProductRecord> {
      requireActorPermission(actor, 'products:write');
      const known = await stored(id);
      const lowered = input.variants.flatMap((v) => (v.sku ? [v.sku.toLowerCase()] : []));
      // Typed twice in this list: each row after the first with it.
      const seen = new Set<string>();
      const repeated: number[] = [];
      for (const [row, { sku }] of input.variants.entries()) {
        if (!sku) continue;
        if (seen.has(sku.toLowerCase())) repeated.push(row);
        seen.add(sku.toLowerCase());
      }
      if (repeated.length > 0) throw variantSkusTaken(repeated);
      await locks.withLocks(
        [productLockKey(known.id), ...lowered.map((sku) => skuLockKey(sku))],
        async (held) => {
          const current = await stored(known.id);
          const reserved = await products.reservedVariants(current.id, current.defaultVariantId);
          const plan = planVariants(current, input, reserved);
          const taken: number[] = [];
          for (const [row, variant] of input.variants.entries()) {
            if (variant.sku && (await products.skuTaken(variant.sku, current.id))) taken.push(row);
          }
          if (taken.length > 0) throw variantSkusTaken(taken);
          held.check();
          await products.updateFields(
            current.id,
            {},
            { variants: plan.variants, defaultVariantId: current.defaultVariantId },
          );
          const at = new Date();
          if (plan.movements.length > 0) {
            await movements.record(
              plan.movements.map((m) => ({
                ...m,
                productId: current.id,
                reason: 'Variants edited',
                actor,
                at,
              })),
            );
          }
        },
      );
      return fresh(known.id);
    },

    /** PUT .../coffee: the coffee's data (null or [] clears a field). */
    async setCoffee(id: string, coffee: CoffeeData, actor: StaffActor): Promise<ProductRecord> {
      requireActorPermission(actor, 'products:write');
      const known = await stored(id);
      await locks.withLocks([productLockKey(known.id)], async (held) => {
        held.check();
        await products.updateCoffee(known.id, coffee);
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
