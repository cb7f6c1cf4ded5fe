import { Schema, type Connection } from 'mongoose';

interface TicketNumberDoc {
  _id: number;
  ticketId: string;
}

/**
 * One document per ticket number ever given out. Its `_id` is the number: a unique `_id` is the
 * one thing FerretDB enforces atomically under concurrency (a conditional update or an `$inc`
 * counter is not), so of many creates claiming the same next number exactly one wins and the
 * others retry with the next.
 */
const ticketNumberSchema = new Schema<TicketNumberDoc>(
  {
    _id: { type: Number, required: true },
    ticketId: { type: String, required: true },
  },
  { collection: 'ticket_numbers', versionKey: false, strict: 'throw' },
);

const define = (connection: Connection) =>
  connection.model<TicketNumberDoc>('TicketNumber', ticketNumberSchema);
export type TicketNumberModel = ReturnType<typeof define>;

export function ticketNumberModel(connection: Connection): TicketNumberModel {
  return (connection.models.TicketNumber as TicketNumberModel | undefined) ?? define(connection);
}
