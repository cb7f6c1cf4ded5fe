import type { CatalogIndex } from './catalog-index';
import type {
  CoffeeData,
  NewProduct,
  ProductRecord,
  StaffProductFields,
  VariantRecord,
} from './product';

/** What the domain needs from product storage; src/data implements it with Mongoose. */
export interface ProductRepository {
  /** Every product (the read model's start). */
  findAll(): Promise<ProductRecord[]>;
  /** The products with these ids that exist; ids that cannot be ids are skipped. */
  findByIds(ids: readonly string[]): Promise<ProductRecord[]>;
  /** Products written at or after `since` (another instance's changes). */
  findChangedSince(since: Date): Promise<ProductRecord[]>;
  isEmpty(): Promise<boolean>;
  /** A staff-made product; returns its id. */
  insertOne(fields: StaffProductFields): Promise<string>;
  /**
   * Writes these fields (null clears one); with `variants`, also the variants and the spec
   * fields derived from them (which win over `fields`), in the same update. Only under the
   * product's lock.
   */
  updateFields(
    id: string,
    fields: Partial<StaffProductFields>,
    variants?: { variants: readonly VariantRecord[]; defaultVariantId: string },
  ): Promise<void>;
  /**
   * The ids of this product's variants that any reservation (held or released, so every order)
   * ever took from; a line stored before variants counts for `defaultVariantId`.
   */
  reservedVariants(productId: string, defaultVariantId: string): Promise<Set<string>>;
  /** Writes the coffee data. Only under the product's lock. */
  updateCoffee(id: string, coffee: CoffeeData): Promise<void>;
  /** Whether a product other than `exceptId`, or a variant of one, has this sku. */
  skuTaken(sku: string, exceptId?: string): Promise<boolean>;
  /** Products with one of these skus stored before variants (no `variants` stored). */
  findWithoutVariants(skus: readonly string[]): Promise<ProductRecord[]>;
  /**
   * Gives a product stored before variants the variants and coffee data of `product` (the
   * migration of an older shop's demo data); a product that has variants is left alone. Only
   * under the product's lock.
   */
  addVariants(id: string, product: NewProduct): Promise<void>;
  /** Inserts the products whose sku is not stored yet; returns the ids of those inserted. */
  insertMissing(products: NewProduct[]): Promise<string[]>;
}

/**
 * The catalog as the read side serves it: an in-memory index kept in step with the database
 * (src/data/product-view.ts says how and why).
 */
export interface ProductView {
  current(): CatalogIndex;
  /** Reads these products from the database into the view (those missing are dropped from it). */
  refresh(ids: readonly string[]): Promise<void>;
  /** After this instance wrote these products: refresh them, and tell the other instances. */
  changed(ids: readonly string[]): Promise<void>;
}

/** A product's stock as the reservations see it: per variant, retired ones included. */
export interface StockLevel {
  id: string;
  name: string;
  variants: VariantRecord[];
  defaultVariantId: string;
}

export interface ReservationLine {
  productId: string;
  /** The variant taken from. Absent only on reservations stored before variants (= default). */
  variantId?: string;
  quantity: number;
  /** The caller named no variant (the default was taken): a repeat without one is the same. */
  defaulted?: boolean;
}

export type ReservationStatus = 'held' | 'released';

export interface ReservationRecord {
  id: string;
  status: ReservationStatus;
  lines: ReservationLine[];
  createdAt: Date;
  releasedAt: Date | null;
}

/** Stock storage. Every write here happens under the locks of the products it touches. */
export interface StockRepository {
  findLevels(productIds: readonly string[]): Promise<StockLevel[]>;
  /**
   * Writes a product's variants and the spec fields derived from them (price, inventory,
   * inStock, defaultVariantId) in one update.
   */
  setVariants(
    productId: string,
    variants: readonly VariantRecord[],
    defaultVariantId: string,
  ): Promise<void>;

  findReservation(id: string): Promise<ReservationRecord | null>;
  /** 'exists' when a reservation with this id is stored already (the unique id decides). */
  insertReservation(
    reservation: Omit<ReservationRecord, 'createdAt'>,
  ): Promise<'inserted' | 'exists'>;
  markReleased(id: string, at: Date): Promise<void>;
}

/** A held set of locks; `check()` throws before a write if the lease is about to run out. */
export interface HeldLocks {
  check(): void;
}

/**
 * Mutual exclusion per key across every instance of the service. `withLocks` takes all the
 * keys (in one global order, so two callers never wait on each other crosswise), runs `work`,
 * and always lets go.
 */
export interface StockLocks {
  withLocks<T>(keys: readonly string[], work: (held: HeldLocks) => Promise<T>): Promise<T>;
}

/** One stock change as recorded in `stock_movements`: who changed what, why, from and to. */
export interface StockMovement {
  productId: string;
  /** The variant whose stock changed (absent on movements from before variants). */
  variantId?: string;
  before: number;
  after: number;
  delta: number;
  reason: string;
  actor: { userId: string; role: string; name: string };
  at: Date;
}

export interface StockMovementLog {
  record(movements: readonly StockMovement[]): Promise<void>;
  /** A product's movements, newest first. */
  forProduct(productId: string): Promise<StockMovement[]>;
}

/** A product picture file, read once and kept while unchanged. */
export interface ImageFile {
  body: Buffer;
  /** image/svg+xml for the shipped pictures; jpeg, png or webp for uploaded ones. */
  contentType: string;
  /** Strong validator of the content, quoted as the ETag header wants it. */
  etag: string;
}

/** Turns a picture into a WebP of a given width; re-encodes uploads. */
export interface ImageRenderer {
  /**
   * The picture `width` pixels wide (a raster is never enlarged past its own width). Rejects when
   * the bytes cannot be decoded.
   */
  toWebp(file: ImageFile, width: number): Promise<Buffer>;
  /**
   * An upload decoded and encoded afresh as a WebP: its pixels only (orientation applied, no
   * metadata, comments or bytes after the image), at most a fixed size. Rejects when the bytes
   * cannot be decoded.
   */
  reencode(body: Buffer): Promise<Buffer>;
}

export interface ImageStore {
  /** Null when there is no such file. `name` has passed isImageFileName. */
  read(name: string): Promise<ImageFile | null>;
  /** Stores an uploaded picture under `name` (content-addressed: the same name, the same bytes). */
  save(name: string, file: { body: Buffer; contentType: string; productId: string }): Promise<void>;
}
