import { AppError } from '@coffee/service-defaults';

/**
 * Calls to an outside payment provider: every failure reads as one readable 503 with `message`
 * (the cause kept for the log); an AppError the work throws on purpose passes through.
 */
export function providerCalls(message: string) {
  const unavailable = (cause?: unknown) =>
    Object.assign(new AppError(503, message, 'PROVIDER_UNAVAILABLE'), { cause });
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unavailable(err);
    }
  }
  return { call, unavailable };
}
