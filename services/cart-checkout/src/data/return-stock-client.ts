import { RETURN_RESTOCK_REFUSED_MESSAGE } from '@coffee/contracts';
import { AppError, type InternalClient } from '@coffee/service-defaults';
import type { ReturnStock } from '../domain/returns/ports';

/**
 * The catalog's stock for returns: POST /internal/stock/returns/{returnId} adds the resellable
 * units back once per return (a repeat answers 200 and adds nothing), as a staff stock change
 * made by the staff member who received them.
 */
export function createReturnStock(client: InternalClient): ReturnStock {
  return {
    async restock(returnId, lines, actor, reason) {
      const { status } = await client.call(
        `/internal/stock/returns/${encodeURIComponent(returnId)}`,
        {
          method: 'POST',
          body: {
            change: {
              mode: 'adjust',
              lines: lines.map((line) => ({
                productId: line.productId,
                ...(line.variantId ? { variantId: line.variantId } : {}),
                value: line.quantity,
              })),
              reason,
            },
            actor,
          },
        },
      );
      // Not taken: the step fails and nothing of it is written. A refusal (a product the
      // catalog no longer has) says what to do; anything else may work on a retry.
      if (status === 404 || status === 400 || status === 409)
        throw new AppError(409, RETURN_RESTOCK_REFUSED_MESSAGE, 'RESTOCK_REFUSED');
      if (status !== 200 && status !== 201) throw client.unavailable();
    },
  };
}
