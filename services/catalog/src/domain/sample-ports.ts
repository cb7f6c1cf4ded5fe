/** One coffee's sample units: free to give, and held by orders. */
export interface SampleLevel {
  productId: string;
  count: number;
  reserved: number;
  updatedAt: Date | null;
}

/** A sample taken for an order; a tombstone (released, no product) for an id released unseen. */
export interface SampleReservationRecord {
  id: string;
  status: 'held' | 'released';
  productId: string | null;
  productName: string | null;
  createdAt: Date;
  releasedAt: Date | null;
}

/** The pool's storage. Every write of a level happens under that coffee's sample lock. */
export interface SampleRepository {
  listLevels(): Promise<SampleLevel[]>;
  findLevel(productId: string): Promise<SampleLevel | null>;
  /** Creates the coffee's level or overwrites it; `updatedBy` names the admin who counted. */
  setLevel(
    productId: string,
    level: Pick<SampleLevel, 'count' | 'reserved'>,
    updatedBy?: string | null,
  ): Promise<void>;
  findReservation(id: string): Promise<SampleReservationRecord | null>;
  /** 'exists' when the id is taken already (the unique _id decides between racing requests). */
  insertReservation(
    reservation: Omit<SampleReservationRecord, 'createdAt'>,
  ): Promise<'inserted' | 'exists'>;
  markReleased(id: string, at: Date): Promise<void>;
}
