import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';
import { pendingMailSchema } from '../mail/outbox';

const ticketMessageSchema = new Schema(
  {
    ticketId: { type: Schema.Types.ObjectId, required: true, ref: 'SupportTicket' },
    /** The writer's account id; absent for a guest's message. */
    userId: { type: String },
    message: { type: String, required: true },
    isStaff: { type: Boolean, required: true, default: false },
    /**
     * The customer's name as they gave it; staff messages are signed by the shop
     * (SUPPORT_AUTHOR_NAME, 'Brew Haven Support').
     */
    authorName: { type: String },
    /** The staff member's username (staff views only). */
    staffName: { type: String },
    /** JSON, as the spec has it: a list of attachment descriptors (name, url, ...). */
    attachments: { type: Schema.Types.Mixed, default: () => [] },
    /** A staff reply's mail, inserted with the reply itself, until the mailer relays it. */
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
  },
  {
    collection: 'ticket_messages',
    timestamps: { createdAt: true, updatedAt: false },
    strict: 'throw',
  },
);

ticketMessageSchema.index({ ticketId: 1, createdAt: 1 });
// Staff answers of a period (the dashboard's first replies of tickets answered before they were kept).
ticketMessageSchema.index({ isStaff: 1, createdAt: -1 });

export type TicketMessageDoc = InferSchemaType<typeof ticketMessageSchema>;

export const ticketMessageModel = modelOn('TicketMessage', ticketMessageSchema);
export type TicketMessageModel = ReturnType<typeof ticketMessageModel>;
