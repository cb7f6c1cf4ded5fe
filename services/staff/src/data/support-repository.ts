import { FIRST_TICKET_NUMBER, type TicketStatus } from '@coffee/contracts';
import { isDuplicateKeyError } from '@coffee/service-defaults';
import mongoose, { Types, type Connection } from 'mongoose';
import type {
  FirstReplyRecord,
  SupportRepository,
  TicketMessageRecord,
  TicketRecord,
} from '../domain/support-types';
import { supportTicketModel } from './support-ticket-model';
import { ticketMessageModel } from './ticket-message-model';
import { ticketNumberModel } from './ticket-number-model';
import { pendingMail } from '../mail/outbox';

/** How many times a create tries the next number before giving up (each loss means another won). */
const MAX_NUMBER_ROUNDS = 200;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The queue's first group: Direct+ tickets still waiting on the team. */
const WAITING: readonly TicketStatus[] = ['open', 'in-progress'];
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Lean = Record<string, any>;

function toTicket(doc: Lean): TicketRecord {
  return {
    id: String(doc._id),
    number: doc.number as number,
    userId: doc.userId ?? null,
    subject: doc.subject,
    description: doc.description,
    status: doc.status,
    priority: doc.priority,
    department: doc.department ?? null,
    assignedTo: doc.assignedTo ?? null,
    source: doc.source ?? 'contact',
    topic: doc.topic ?? null,
    orderNumber: doc.orderNumber ?? null,
    name: doc.name ?? '',
    email: doc.email ?? '',
    accessKeyHash: doc.accessKeyHash ?? null,
    // Tickets from before the field: a contact ticket was always awaited, a chat not yet.
    replyRequested: doc.replyRequested ?? (doc.source ?? 'contact') === 'contact',
    chatEndedAt: doc.chatEndedAt ?? null,
    // Tickets from before tiers and due times: standard, due computed when read.
    tier: doc.tier ?? 'standard',
    firstReplyDueAt: doc.firstReplyDueAt ?? null,
    firstRepliedAt: doc.firstRepliedAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    closedAt: doc.closedAt ?? null,
  };
}

function toMessage(doc: Lean): TicketMessageRecord {
  return {
    id: String(doc._id),
    ticketId: String(doc.ticketId),
    userId: doc.userId ?? null,
    message: doc.message,
    isStaff: doc.isStaff,
    authorName: doc.authorName ?? '',
    staffName: doc.staffName ?? null,
    createdAt: doc.createdAt,
  };
}

/** Drops null fields: the models leave an absent optional field out rather than store null. */
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

export function createSupportRepository(connection: Connection): SupportRepository {
  const Ticket = supportTicketModel(connection);
  const Message = ticketMessageModel(connection);
  const TicketNumber = ticketNumberModel(connection);

  /**
   * Claims the next number: the highest claimed + 1, inserted as a unique _id. A create that
   * loses the race to another (duplicate key) reads the highest again and tries the next, so
   * 20 creates at once get 20 consecutive numbers and none twice.
   */
  async function claimNumber(ticketId: string): Promise<number> {
    for (let round = 0; round < MAX_NUMBER_ROUNDS; round += 1) {
      const last = await TicketNumber.findOne().sort({ _id: -1 }).lean();
      const next = last ? last._id + 1 : FIRST_TICKET_NUMBER;
      try {
        await TicketNumber.create({ _id: next, ticketId });
        return next;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    throw new Error('could not claim a ticket number');
  }

  const withNumber = { number: mongoose.trusted({ $exists: true }) };

  return {
    async create(ticket, first, mail) {
      const id = new Types.ObjectId();
      const number = await claimNumber(id.toString());
      try {
        // The "received" mail is part of the ticket's own insert: both are stored, or neither.
        const received = mail?.({ id: id.toString(), number });
        const doc = await Ticket.create({
          _id: id,
          number,
          ...defined(ticket),
          ...(received ? { outbox: [pendingMail(received)] } : {}),
        });
        await Message.create({ ticketId: id, ...defined(first) });
        return toTicket(doc.toObject());
      } catch (err) {
        // Nothing was created under the number: give it back so the numbers stay gap-free.
        // Safe without a condition: only this create ever held this _id.
        await Ticket.deleteOne({ _id: id }).catch(() => undefined);
        await TicketNumber.deleteOne({ _id: number }).catch(() => undefined);
        throw err;
      }
    },

    async findByNumber(number) {
      const doc = await Ticket.findOne({ number }).lean();
      return doc ? toTicket(doc) : null;
    },

    async listByUser(userId) {
      const docs = await Ticket.find({ userId, ...withNumber })
        .sort({ createdAt: -1, _id: -1 })
        .lean();
      return docs.map(toTicket);
    },

    async page({ statuses, source, tier, q, page, pageSize }) {
      const filter: Lean = { ...withNumber };
      if (statuses) filter.status = mongoose.trusted({ $in: statuses });
      // Tickets stored before `source` existed came from the contact form.
      if (source === 'chat') filter.source = 'chat';
      if (source === 'contact') filter.source = mongoose.trusted({ $ne: 'chat' });
      // Tickets stored before tiers are standard.
      if (tier === 'direct-plus') filter.tier = 'direct-plus';
      if (tier === 'standard') filter.tier = mongoose.trusted({ $ne: 'direct-plus' });
      if (q) {
        const words = mongoose.trusted({ $regex: escapeRegex(q), $options: 'i' });
        const or: Lean[] = [{ subject: words }, { name: words }, { email: words }];
        const digits = /^#?(?:TKT-)?(\d{1,9})$/i.exec(q)?.[1];
        if (digits) or.push({ number: Number(digits) });
        filter.$or = or;
      }
      // Two groups read one after the other, so a page is cut from the whole order: Direct+
      // tickets waiting on the team, then every other ticket (FerretDB sorts by fields only, so
      // no computed sort key).
      const waiting = WAITING.filter((status) => !statuses || statuses.includes(status));
      const priority =
        tier !== 'standard' && waiting.length > 0
          ? mongoose.trusted({
              $and: [filter, { tier: 'direct-plus', status: mongoose.trusted({ $in: waiting }) }],
            })
          : null;
      const rest = priority
        ? mongoose.trusted({
            $and: [
              filter,
              {
                $or: [
                  { tier: mongoose.trusted({ $ne: 'direct-plus' }) },
                  { status: mongoose.trusted({ $nin: waiting }) },
                ],
              },
            ],
          })
        : mongoose.trusted(filter);
      const skip = (page - 1) * pageSize;
      const [total, first] = await Promise.all([
        Ticket.countDocuments(mongoose.trusted(filter)),
        priority ? Ticket.countDocuments(priority) : Promise.resolve(0),
      ]);
      const docs: Lean[] = [];
      if (priority && skip < first) {
        docs.push(
          ...(await Ticket.find(priority).sort(NEWEST_FIRST).skip(skip).limit(pageSize).lean()),
        );
      }
      if (docs.length < pageSize && skip + docs.length < total) {
        docs.push(
          ...(await Ticket.find(rest)
            .sort(NEWEST_FIRST)
            .skip(Math.max(0, skip - first))
            .limit(pageSize - docs.length)
            .lean()),
        );
      }
      return { items: docs.map(toTicket), total };
    },

    async messagesOf(ticketIds) {
      if (ticketIds.length === 0) return [];
      const ids = ticketIds.map((id) => new Types.ObjectId(id));
      const docs = await Message.find({ ticketId: mongoose.trusted({ $in: ids }) })
        .sort({ createdAt: 1, _id: 1 })
        .lean();
      return docs.map(toMessage);
    },

    async addMessage(ticketId, message, mail) {
      const id = new Types.ObjectId();
      const reply = mail?.({ id: id.toString() });
      const doc = await Message.create({
        _id: id,
        ticketId: new Types.ObjectId(ticketId),
        ...defined(message),
        ...(reply ? { outbox: [pendingMail(reply)] } : {}),
      });
      return toMessage(doc.toObject());
    },

    async setStatus(ticketId, status, closedAt) {
      const update = closedAt
        ? { $set: { status, closedAt } }
        : { $set: { status }, $unset: { closedAt: 1 } };
      // '+outbox' drops the projection select:false adds: FerretDB's findAndModify takes none.
      const doc = await Ticket.findByIdAndUpdate(ticketId, update, {
        returnDocument: 'after',
      })
        .select('+outbox')
        .lean();
      if (!doc) throw new Error(`ticket ${ticketId} vanished`);
      return toTicket(doc);
    },

    async touch(ticketId) {
      await Ticket.updateOne({ _id: ticketId }, { $set: { updatedAt: new Date() } });
    },

    async recordFirstReply(ticketId, at) {
      // Only a ticket without one: a second reply, or a second instance racing, changes nothing.
      await Ticket.updateOne(
        {
          _id: new Types.ObjectId(ticketId),
          firstRepliedAt: mongoose.trusted({ $exists: false }),
        },
        { $set: { firstRepliedAt: at } },
      );
    },

    async firstReplies(since) {
      const inWindow = mongoose.trusted({ $gte: since });
      const kept = await Ticket.find({ firstRepliedAt: inWindow })
        .select({ tier: 1, createdAt: 1, firstRepliedAt: 1 })
        .lean<Lean[]>();
      const rows: FirstReplyRecord[] = kept.map((doc) => ({
        tier: doc.tier ?? 'standard',
        createdAt: doc.createdAt,
        firstRepliedAt: doc.firstRepliedAt,
      }));

      // Tickets answered before firstRepliedAt was kept: their first staff message says when.
      const answered = await Message.find({ isStaff: true, createdAt: inWindow })
        .select({ ticketId: 1 })
        .lean<Lean[]>();
      const ids = [...new Set(answered.map((m) => String(m.ticketId)))].map(
        (id) => new Types.ObjectId(id),
      );
      if (ids.length === 0) return rows;
      const older = await Ticket.find({
        _id: mongoose.trusted({ $in: ids }),
        firstRepliedAt: mongoose.trusted({ $exists: false }),
      })
        .select({ tier: 1, createdAt: 1 })
        .lean<Lean[]>();
      if (older.length === 0) return rows;
      const staffMessages = await Message.find({
        ticketId: mongoose.trusted({ $in: older.map((t) => t._id) }),
        isStaff: true,
      })
        .sort({ createdAt: 1, _id: 1 })
        .select({ ticketId: 1, createdAt: 1 })
        .lean<Lean[]>();
      const firstAnswer = new Map<string, Date>();
      for (const m of staffMessages) {
        if (!firstAnswer.has(String(m.ticketId))) firstAnswer.set(String(m.ticketId), m.createdAt);
      }
      for (const doc of older) {
        const at = firstAnswer.get(String(doc._id));
        if (at && at.getTime() >= since.getTime()) {
          rows.push({ tier: doc.tier ?? 'standard', createdAt: doc.createdAt, firstRepliedAt: at });
        }
      }
      return rows;
    },

    async endChat(ticketId, { at, replyRequested, close }, mail) {
      const set: Lean = { chatEndedAt: at, replyRequested };
      if (close) Object.assign(set, { status: 'closed', closedAt: at });
      // Only a chat not ended yet: a second End chat answers the ticket as the first left it.
      const doc = await Ticket.findOneAndUpdate(
        { _id: new Types.ObjectId(ticketId), chatEndedAt: mongoose.trusted({ $exists: false }) },
        { $set: set, ...(mail ? { $push: { outbox: pendingMail(mail) } } : {}) },
        { returnDocument: 'after' },
      )
        .select('+outbox')
        .lean();
      return doc ? toTicket(doc) : null;
    },
  };
}
