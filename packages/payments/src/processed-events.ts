import { Schema, type Connection, type SchemaDefinition } from 'mongoose';
import { insertOnce } from './once';

export interface ProcessedEvent {
  /** The provider's event id (Stripe's `evt_…`, the offline provider's `evt_off_…`). */
  id: string;
  /** What the event was read as ('payment-succeeded', ...). */
  type: string;
  at: Date;
}

export interface ProcessedEventsOptions {
  /** The Mongoose model's name, unique on the connection ('OrderPaymentEvent'). */
  model: string;
  /** The service's own collection ('order_payment_events'). */
  collection: string;
  /** What else the service keeps with each event (the order it was applied to). */
  fields?: SchemaDefinition;
}

/**
 * The provider events a service has applied, by id: the de-duplication of webhook deliveries.
 * Recording an event is an insert under its id (a unique _id is atomic on FerretDB, a
 * conditional update is not), so of two deliveries of one event only one records it, and only
 * that one applies it. Each service keeps its own collection.
 */
export function processedEvents(connection: Connection, options: ProcessedEventsOptions) {
  const Model =
    connection.models[options.model] ??
    connection.model(
      options.model,
      new Schema(
        {
          _id: { type: String, required: true },
          type: { type: String, required: true },
          ...options.fields,
          at: { type: Date, required: true },
          /** false while a `pending` record's event is being applied; absent: applied. */
          applied: { type: Boolean },
        },
        { collection: options.collection, versionKey: false, strict: 'throw' },
      ),
    );

  return {
    /**
     * True when this call recorded the event: it is the one to apply it; false for a repeat.
     * `pending`: the record says "being applied" until `applied(id)`, so a caller that holds the
     * resource's lock can tell a finished event from one whose applier died (`unfinished`).
     */
    record(
      { id, ...rest }: ProcessedEvent & Record<string, unknown>,
      options: { pending?: boolean } = {},
    ): Promise<boolean> {
      return insertOnce(() =>
        Model.create({ _id: id, ...rest, ...(options.pending ? { applied: false } : {}) }),
      );
    },

    /** The event recorded `pending` is applied. */
    async applied(id: string): Promise<void> {
      await Model.updateOne({ _id: id }, { $set: { applied: true } });
    },

    /** Recorded `pending` and never marked applied: its applier died (or is still at it). */
    async unfinished(id: string): Promise<boolean> {
      return (await Model.exists({ _id: id, applied: false })) !== null;
    },

    /** True once the event has been recorded. */
    async has(id: string): Promise<boolean> {
      return (await Model.exists({ _id: id })) !== null;
    },

    /** The event was not applied after all: a later delivery of it may apply it. */
    async forget(id: string): Promise<void> {
      await Model.deleteOne({ _id: id });
    },
  };
}
export type ProcessedEvents = ReturnType<typeof processedEvents>;
