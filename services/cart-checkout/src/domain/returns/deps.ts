import type { Clock, Logger } from '@coffee/service-defaults';
import type { OrderPaymentProvider } from '../payments/ports';
import type { MemberDirectory, OrderRepository, ProductCatalog } from '../ports';
import type { ReturnMailer, ReturnRepository, ReturnStock } from './ports';
import type { ReplacementOrders } from './replacement-orders';

export interface ReturnDeps {
  orders: OrderRepository;
  returns: ReturnRepository;
  /** The order's lock (the lifecycle's): a return's steps write the order as its moves do. */
  underOrderLock: <T>(orderId: string, task: () => Promise<T>) => Promise<T>;
  catalog: Pick<ProductCatalog, 'findProducts'>;
  members: MemberDirectory;
  provider: Pick<OrderPaymentProvider, 'refund'>;
  stock: ReturnStock;
  /** A replaced return's order: once per return, its stock reserved, paid at $0. */
  replacements: Pick<ReplacementOrders, 'place'>;
  /** Without it (tests of other parts) the steps send no mail. */
  mails?: ReturnMailer;
  /** A new return id (24 hex digits). */
  newId: () => string;
  clock: Clock;
  logger: Logger;
}
