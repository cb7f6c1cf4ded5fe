import { AppError, createInstanceLocks } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { StockLocks } from '../domain/ports';

export interface StockLockOptions {
  /** How long a lock is valid; a holder that died blocks its products this long at most. */
  leaseMs: number;
  /** How long a request waits for its locks before answering 503 'Stock is busy'. */
  waitMs: number;
}

export const STOCK_BUSY_MESSAGE = 'Stock is busy right now; please try again';
const stockBusy = () => new AppError(503, STOCK_BUSY_MESSAGE, 'STOCK_BUSY');

/** The stock's locks: `stock_locks`, 503 'Stock is busy' when not had in time. */
export function createStockLocks(connection: Connection, options: StockLockOptions): StockLocks {
  return createInstanceLocks(connection, {
    ...options,
    collection: 'stock_locks',
    busy: stockBusy,
  });
}
