import type { Connection } from 'mongoose';
import { Counter, Gauge, type Registry } from 'prom-client';

type Client = ReturnType<Connection['getClient']>;

/**
 * Database pool gauges from the MongoDB driver's connection-pool (CMAP) events, summed over the
 * servers of the deployment. The driver opens a pooled connection while it connects (before
 * Mongoose reports 'connected'), so the listeners go on as soon as the client exists: Mongoose
 * creates it right after announcing 'connecting', with no await between, and a pooled connection
 * needs network I/O first, so a microtask queued on 'connecting' sees the client before any
 * connection. 'connected' is the fallback should that ever change (a connection may then be missed).
 */
export function watchDbPool(connection: Connection, registry: Registry): void {
  const open = new Gauge({
    name: 'mongodb_pool_connections',
    help: 'Connections open in the MongoDB driver pool',
    registers: [registry],
  });
  const inUse = new Gauge({
    name: 'mongodb_pool_connections_in_use',
    help: 'Pool connections checked out by an operation',
    registers: [registry],
  });
  const waiting = new Gauge({
    name: 'mongodb_pool_checkouts_waiting',
    help: 'Operations waiting for a pool connection',
    registers: [registry],
  });
  const failures = new Counter({
    name: 'mongodb_pool_checkout_failures_total',
    help: 'Operations that could not get a pool connection, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const watched = new WeakSet<Client>();
  const attach = () => {
    const client = connection.getClient() as Client | undefined;
    if (!client || watched.has(client)) return;
    watched.add(client);
    client.on('connectionCreated', () => open.inc());
    client.on('connectionClosed', () => open.dec());
    client.on('connectionCheckOutStarted', () => waiting.inc());
    client.on('connectionCheckedOut', () => {
      waiting.dec();
      inUse.inc();
    });
    client.on('connectionCheckOutFailed', (event) => {
      waiting.dec();
      failures.inc({ reason: String(event.reason) });
    });
    client.on('connectionCheckedIn', () => inUse.dec());
  };
  connection.on('connecting', () => queueMicrotask(attach));
  connection.on('connected', attach);
}
