import { contactTopics, supportTiers, ticketSources } from '@coffee/contracts';
import { Schema, type InferSchemaType } from 'mongoose';
import { ticketPriorities, ticketStatuses } from '../domain/tickets';
import { modelOn } from '@coffee/service-defaults';
import { pendingMailSchema } from '../mail/outbox';

const supportTicketSchema = new Schema(
  {
    /** 1001 upward (shown TKT-1001); claimed first in `ticket_numbers`, whose _id is unique. */
    number: { type: Number },
    /** The account service's user id of the customer who opened the ticket; absent for a guest. */
    userId: { type: String },
    subject: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    status: { type: String, required: true, enum: ticketStatuses, default: 'open' },
    priority: { type: String, required: true, enum: ticketPriorities, default: 'medium' },
    department: { type: String, trim: true },
    /** The staff member's user id. */
    assignedTo: { type: String },
    closedAt: { type: Date },
    /** Where it came from: the contact form or the chat widget. */
    source: { type: String, enum: ticketSources },
    topic: { type: String, enum: contactTopics },
    orderNumber: { type: String },
    /** Who wrote in (the form's name and email): a guest reads the ticket with this email. */
    name: { type: String },
    email: { type: String, lowercase: true, trim: true },
    phone: { type: String },
    /**
     * sha256 (hex) of the access code handed out once at creation (the guest's lookup, the
     * chat's X-Ticket-Key); never the code itself.
     */
    accessKeyHash: { type: String },
    /** The customer waits for an answer by email: the contact form always; a chat when asked. */
    replyRequested: { type: Boolean },
    /** When the visitor ended the chat (chat tickets). */
    chatEndedAt: { type: Date },
    /**
     * 'direct-plus' when the signed-in customer was an active Direct+ member when the ticket was
     * opened (the account service's word), else 'standard'. Absent on older tickets: standard.
     */
    tier: { type: String, enum: supportTiers },
    /** FIRST_REPLY_TARGET_HOURS[tier] business hours after opening; absent on older tickets. */
    firstReplyDueAt: { type: Date },
    /** The first staff reply's time, set once. */
    firstRepliedAt: { type: Date },
    /** The "ticket received" mail, recorded with the ticket, until the mailer relays it. */
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
  },
  { collection: 'support_tickets', timestamps: true, strict: 'throw' },
);

supportTicketSchema.index({ status: 1, createdAt: -1 });
supportTicketSchema.index({ userId: 1, createdAt: -1 });
supportTicketSchema.index({ number: 1 });
// The staff queue's first group (open and in-progress Direct+ tickets) and the dashboard's window.
supportTicketSchema.index({ tier: 1, status: 1, createdAt: -1 });
supportTicketSchema.index({ firstRepliedAt: -1 });

export type SupportTicketDoc = InferSchemaType<typeof supportTicketSchema>;

export const supportTicketModel = modelOn('SupportTicket', supportTicketSchema);
export type SupportTicketModel = ReturnType<typeof supportTicketModel>;
