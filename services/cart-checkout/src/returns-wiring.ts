import type { Clock, InternalClient, Logger } from '@coffee/service-defaults';
import { Types, type Connection } from 'mongoose';
import { orderReturnModel, returnUnitModel } from './data/return-model';
import { createReturnRepository } from './data/return-repository';
import { createReturnStock } from './data/return-stock-client';
import { createKeyedOrders } from './domain/keyed-orders';
import type { OrderClaimDeps } from './domain/order-claims';
import type { OrderLifecycle } from './domain/order-lifecycle';
import type { OrderPaymentProvider } from './domain/payments/ports';
import type { MemberDirectory, OrderRepository, ProductCatalog } from './domain/ports';
import { createCustomerReturns } from './domain/returns/customer-returns';
import { createReplacementOrders, REPLACEMENT_HOLD_MS } from './domain/returns/replacement-orders';
import { createStaffReturns } from './domain/returns/staff-returns';
import { createReturnMails } from './mail/return-mails';

/**
 * Returns (issue 30) put together: the customer's and the staff's use cases over one repository,
 * the order's lock and repository (each step is on the order's timeline, its mail in the
 * order's outbox), the payment provider (refunds) and the catalog (categories, restock), and
 * the order placement of a replacement (placed as a delivery is, marked paid by the lifecycle).
 */
export function returnsFor(deps: {
  db: Connection;
  orders: OrderRepository;
  lifecycle: Pick<OrderLifecycle, 'underOrderLock' | 'markPrepaid'>;
  catalog: ProductCatalog;
  /** The catalog's internal API with the stock timeout (the restock takes its product locks). */
  stockClient: InternalClient;
  members: MemberDirectory;
  provider: OrderPaymentProvider;
  publicUrl: string;
  /** How a replacement's order claim waits for and recovers a placement (as checkouts do). */
  placing: Pick<OrderClaimDeps, 'placingWaitMs' | 'abandonedAfterMs' | 'providerName'>;
  clock: Clock;
  logger: Logger;
}) {
  const { lifecycle, clock } = deps;
  // Registered now so the unique unit index exists before the first request.
  orderReturnModel(deps.db);
  returnUnitModel(deps.db);
  const shared = {
    orders: deps.orders,
    returns: createReturnRepository(deps.db),
    underOrderLock: lifecycle.underOrderLock,
    catalog: deps.catalog,
    members: deps.members,
    provider: deps.provider,
    stock: createReturnStock(deps.stockClient),
    replacements: createReplacementOrders({
      placer: createKeyedOrders({
        ...deps.placing,
        orders: deps.orders,
        catalog: deps.catalog,
        logger: deps.logger,
        holdMs: REPLACEMENT_HOLD_MS,
        now: () => clock.now(),
      }),
      markPrepaid: (orderId, reason) => lifecycle.markPrepaid(orderId, reason),
    }),
    mails: createReturnMails(deps.publicUrl),
    newId: () => new Types.ObjectId().toHexString(),
    clock: deps.clock,
    logger: deps.logger,
  };
  return { customer: createCustomerReturns(shared), staff: createStaffReturns(shared) };
}
