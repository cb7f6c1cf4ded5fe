import type { Clock, InternalClient, Logger } from '@coffee/service-defaults';
import { Types, type Connection } from 'mongoose';
import { orderReturnModel, returnUnitModel } from './data/return-model';
import { createReturnRepository } from './data/return-repository';
import { createReturnStock } from './data/return-stock-client';
import type { OrderLifecycle } from './domain/order-lifecycle';
import type { OrderPaymentProvider } from './domain/payments/ports';
import type { MemberDirectory, OrderRepository, ProductCatalog } from './domain/ports';
import { createCustomerReturns } from './domain/returns/customer-returns';
import { createStaffReturns } from './domain/returns/staff-returns';
import { createReturnMails } from './mail/return-mails';

/**
 * Returns (issue 30) put together: the customer's and the staff's use cases over one repository,
 * the order's lock and repository (each step is on the order's timeline, its mail in the
 * order's outbox), the payment provider (refunds) and the catalog (categories, restock).
 */
export function returnsFor(deps: {
  db: Connection;
  orders: OrderRepository;
  lifecycle: Pick<OrderLifecycle, 'underOrderLock'>;
  catalog: ProductCatalog;
  /** The catalog's internal API with the stock timeout (the restock takes its product locks). */
  stockClient: InternalClient;
  members: MemberDirectory;
  provider: OrderPaymentProvider;
  publicUrl: string;
  clock: Clock;
  logger: Logger;
}) {
  // Registered now so the unique unit index exists before the first request.
  orderReturnModel(deps.db);
  returnUnitModel(deps.db);
  const shared = {
    orders: deps.orders,
    returns: createReturnRepository(deps.db),
    underOrderLock: deps.lifecycle.underOrderLock,
    catalog: deps.catalog,
    members: deps.members,
    provider: deps.provider,
    stock: createReturnStock(deps.stockClient),
    mails: createReturnMails(deps.publicUrl),
    newId: () => new Types.ObjectId().toHexString(),
    clock: deps.clock,
    logger: deps.logger,
  };
  return { customer: createCustomerReturns(shared), staff: createStaffReturns(shared) };
}
