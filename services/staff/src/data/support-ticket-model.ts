import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { ticketPriorities, ticketStatuses } from '../domain/tickets';

const supportTicketSchema = new Schema(
  {
    /** The account service's user id of the customer who opened the ticket. */
    userId: { type: String, required: true },
    subject: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    status: { type: String, required: true, enum: ticketStatuses, default: 'open' },
    priority: { type: String, required: true, enum: ticketPriorities, default: 'medium' },
    department: { type: String, trim: true },
    /** The staff member's user id. */
    assignedTo: { type: String },
    closedAt: { type: Date },
  },
  { collection: 'support_tickets', timestamps: true, strict: 'throw' },
);

supportTicketSchema.index({ status: 1, createdAt: -1 });
supportTicketSchema.index({ userId: 1, createdAt: -1 });

export type SupportTicketDoc = InferSchemaType<typeof supportTicketSchema>;

const define = (connection: Connection) => connection.model('SupportTicket', supportTicketSchema);
export type SupportTicketModel = ReturnType<typeof define>;

export function supportTicketModel(connection: Connection): SupportTicketModel {
  return (connection.models.SupportTicket as SupportTicketModel | undefined) ?? define(connection);
}
