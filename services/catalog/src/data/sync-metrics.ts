import { Counter, type Registry } from 'prom-client';

export type ChangeSource = 'redis' | 'poll';

/** How this instance learns of other instances' product changes, for /metrics. */
export interface SyncMetrics {
  /** Products read again because another instance changed them. */
  received(source: ChangeSource, products: number): void;
  /** A message on the change channel that was not a product change. */
  invalidMessage(): void;
}

export function createSyncMetrics(registry: Registry): SyncMetrics {
  const received = new Counter({
    name: 'catalog_product_changes_received_total',
    help: 'Products re-read because another catalog instance changed them, by how this instance learned of it (redis: a message; poll: the database change feed, the fallback and safety net)',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const invalid = new Counter({
    name: 'catalog_change_messages_invalid_total',
    help: 'Messages on the catalog change channel that were not a product change (ignored)',
    registers: [registry],
  });
  // Every series from the start at 0, so rate() and alerts see it before its first event.
  received.inc({ source: 'redis' }, 0);
  received.inc({ source: 'poll' }, 0);
  return {
    received: (source, products) => received.inc({ source }, products),
    invalidMessage: () => invalid.inc(),
  };
}
