import {
  formatCents,
  RETURN_ALREADY_REQUESTED_MESSAGE,
  RETURN_ITEM_NOT_IN_ORDER_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_NOT_RETURNABLE_MESSAGE,
  RETURN_QUANTITY_TOO_HIGH_MESSAGE,
  RETURN_REASON_LABELS,
  RETURN_REPLACEMENT_COFFEE_ONLY_MESSAGE,
  RETURN_REPLACEMENT_FINAL_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  type OrderReturn,
  type OrderReturns,
  type ReturnRequest,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { ORDER_NOT_FOUND_MESSAGE } from '../errors';
import type { PlacedOrder } from '../ports';
import type { ReturnDeps } from './deps';
import { lineKindOf, returnLineOf, returnLinesText, type LineKind } from './return-lines';
import { toReturnView, type ReturnLineRecord } from './return-record';
import { isReplacementKey } from './replacement-orders';
import { memberAtDelivery, returnWindowOf } from './return-window';

const notFound = () => new AppError(404, ORDER_NOT_FOUND_MESSAGE, 'NOT_FOUND');
const conflict = (message: string, code: string) => new AppError(409, message, code);
const invalid = (message: string, path: string) =>
  new AppError(400, message, 'VALIDATION_FAILED', [{ path, message }]);

/** The customer's side: what may be returned of their delivered order, and asking for it. */
export function createCustomerReturns(deps: ReturnDeps) {
  const { orders, returns, catalog, clock } = deps;

  async function owned(userId: string, orderId: string): Promise<PlacedOrder> {
    const found = await orders.findPlaced(userId, orderId);
    if (!found) throw notFound();
    return found;
  }

  async function kindsOf(found: PlacedOrder, requestId?: string): Promise<Map<string, LineKind>> {
    // A replacement's coffee was the taste guarantee itself: none of it is returned again.
    if (isReplacementKey(found.order.idempotencyKey))
      return new Map(
        found.items.map((item) => [item.id, { returnable: false, tasteGuarantee: true }]),
      );
    const products = await catalog.findProducts(
      found.items.map((item) => item.productId),
      requestId,
    );
    return new Map(found.items.map((item) => [item.id, lineKindOf(products.get(item.productId))]));
  }

  async function windowOf(found: PlacedOrder, requestId?: string) {
    if (found.order.status !== 'completed') return returnWindowOf(found.order, false, clock.now());
    const member = await memberAtDelivery(found.order, deps.members, requestId);
    return returnWindowOf(found.order, member, clock.now());
  }

  /** The lines asked for, checked against the order and the units already in a return. */
  function linesOf(
    found: PlacedOrder,
    request: ReturnRequest,
    kinds: Map<string, LineKind>,
    claimed: Map<string, number>,
  ) {
    const lines: ReturnLineRecord[] = [];
    const claims: { itemId: string; from: number; count: number }[] = [];
    for (const [i, asked] of request.lines.entries()) {
      const item = found.items.find((line) => line.id === asked.itemId);
      if (!item) throw invalid(RETURN_ITEM_NOT_IN_ORDER_MESSAGE, `lines.${i}.itemId`);
      const kind = kinds.get(item.id) ?? { returnable: true, tasteGuarantee: false };
      if (!kind.returnable)
        throw conflict(
          isReplacementKey(found.order.idempotencyKey)
            ? RETURN_REPLACEMENT_FINAL_MESSAGE
            : RETURN_NOT_RETURNABLE_MESSAGE,
          'NOT_RETURNABLE',
        );
      const taken = claimed.get(item.id) ?? 0;
      const left = item.quantity - taken;
      if (left <= 0) throw conflict(RETURN_ALREADY_REQUESTED_MESSAGE, 'ALREADY_RETURNED');
      if (asked.quantity > left)
        throw invalid(RETURN_QUANTITY_TOO_HIGH_MESSAGE, `lines.${i}.quantity`);
      lines.push(returnLineOf(found.order, found.items, item, asked.quantity, kind));
      claims.push({ itemId: item.id, from: taken + 1, count: asked.quantity });
    }
    if (request.resolution === 'replacement' && lines.some((line) => !line.tasteGuarantee))
      throw invalid(RETURN_REPLACEMENT_COFFEE_ONLY_MESSAGE, 'resolution');
    return { lines, claims };
  }

  return {
    /** GET /api/orders/{id}/returns: the order's returns and what may still be returned. */
    async list(userId: string, orderId: string, requestId?: string): Promise<OrderReturns> {
      const found = await owned(userId, orderId);
      const [records, claimed, kinds, window] = await Promise.all([
        returns.listByOrder(orderId),
        returns.claimedUnits(orderId),
        kindsOf(found, requestId),
        windowOf(found, requestId),
      ]);
      return {
        returns: records.map(toReturnView),
        window: {
          days: window.days,
          member: window.member,
          deliveredAt: window.deliveredAt?.toISOString() ?? null,
          closesAt: window.closesAt?.toISOString() ?? null,
          open: window.open,
        },
        lines: found.items.map((item) => {
          const kind = kinds.get(item.id) ?? { returnable: true, tasteGuarantee: false };
          return {
            itemId: item.id,
            returnable: kind.returnable
              ? Math.max(0, item.quantity - (claimed.get(item.id) ?? 0))
              : 0,
            tasteGuarantee: kind.tasteGuarantee,
          };
        }),
      };
    },

    /**
     * POST /api/orders/{id}/returns: delivered, inside the window, and units not yet in a return.
     * Under the order's lock, and each unit claimed by a unique insert: of two identical requests
     * at once, one is made and the other refused.
     */
    async request(
      userId: string,
      orderId: string,
      request: ReturnRequest,
      requestId?: string,
    ): Promise<OrderReturn> {
      const found = await owned(userId, orderId);
      if (found.order.status !== 'completed')
        throw conflict(RETURN_NOT_DELIVERED_MESSAGE, 'NOT_DELIVERED');
      const window = await windowOf(found, requestId);
      if (!window.open) throw conflict(RETURN_WINDOW_CLOSED_MESSAGE, 'RETURN_WINDOW_CLOSED');
      const kinds = await kindsOf(found, requestId);
      const created = await deps.underOrderLock(orderId, async () => {
        const { lines, claims } = linesOf(
          found,
          request,
          kinds,
          await returns.claimedUnits(orderId),
        );
        const now = clock.now();
        const record = await returns.create(
          {
            id: deps.newId(),
            orderId,
            userId,
            orderNumber: found.order.orderNumber,
            reason: request.reason,
            comment: request.comment || null,
            resolution: request.resolution,
            needsReceipt: lines.some((line) => !line.tasteGuarantee),
            lines,
            event: {
              status: 'requested',
              at: now,
              by: 'customer',
              actorId: userId,
              actorName: null,
              note: null,
            },
          },
          claims,
        );
        if (!record) throw conflict(RETURN_ALREADY_REQUESTED_MESSAGE, 'ALREADY_RETURNED');
        const mail = deps.mails?.requested(found, record);
        await orders.apply(orderId, {
          entry: {
            status: found.order.status,
            at: now,
            by: 'customer',
            actorId: userId,
            actorName: null,
            note: `${returnLinesText(lines)}: ${RETURN_REASON_LABELS[request.reason]}`,
            returnStatus: 'requested',
          },
          ...(mail ? { mails: [mail] } : {}),
        });
        return record;
      });
      deps.logger.info(
        {
          orderId,
          returnId: created.id,
          value: formatCents(created.lines.reduce((s, l) => s + l.refundCents, 0)),
        },
        'return requested',
      );
      return toReturnView(created);
    },
  };
}
export type CustomerReturns = ReturnType<typeof createCustomerReturns>;
