import { SIGN_IN_BUSY_MESSAGE } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';

/** Password hashing as the use cases need it; src/infra implements it off the event loop. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Compares; with no stored hash it still spends the same time, so unknown usernames do not answer faster. */
  verify(password: string, hash: string | null): Promise<boolean>;
  /** Prepares the stand-in hash, so even the first unknown username takes no extra time. */
  warmUp(): Promise<void>;
  /** True when a check now would be refused: callers skip their own work (database writes) first. */
  isFull(): boolean;
}

/**
 * 503 with Retry-After: every hashing slot (workers and the short queue behind them) is taken.
 * Nothing was checked, so it is not a failed sign-in.
 */
export class PasswordHashingBusyError extends AppError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super(503, SIGN_IN_BUSY_MESSAGE, 'BUSY');
  }
}
