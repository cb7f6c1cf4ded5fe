import { apiErrorSchema, ROAST_BATCH_NEEDED_CODE, roastAllocationSchema } from '@coffee/contracts';
import { AppError, type InternalClient } from '@coffee/service-defaults';
import type { RoastCatalog } from '../domain/roast-allocation';

/**
 * The catalog's roast allocations over HTTP. 409: no batch has enough of a coffee, in the
 * catalog's own words (they name the coffee and the kilograms to roast); passed on as a 409 so
 * staff read it. 503 (the coffee's lock was busy) is tried once more: the order id makes that safe.
 */
export function createRoastClient(catalog: InternalClient): RoastCatalog {
  return {
    async allocate(request, requestId) {
      const send = () =>
        catalog.call('/internal/roast/allocations', {
          method: 'POST',
          body: request,
          ...(requestId ? { requestId } : {}),
        });
      let { status, body } = await send();
      if (status === 503) ({ status, body } = await send());
      if (status === 409) {
        const refusal = apiErrorSchema.safeParse(body);
        if (!refusal.success) throw catalog.invalidAnswer();
        throw new AppError(409, refusal.data.message, ROAST_BATCH_NEEDED_CODE);
      }
      if (status !== 200) throw catalog.unavailable();
      const parsed = roastAllocationSchema.safeParse(body);
      if (!parsed.success) throw catalog.invalidAnswer();
      return parsed.data;
    },
  };
}
