import mongoose, { type Connection } from 'mongoose';
import type { AuditRepository } from '../domain/audit';
import type { Role } from '@coffee/contracts';
import { auditModel } from './audit-model';

interface StoredAudit {
  _id: unknown;
  at: Date;
  actor: { userId: string; name: string; role: Role };
  action: string;
  target: { kind: string; id: string; label?: string | null };
  summary: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createAuditRepository(connection: Connection): AuditRepository {
  const Audit = auditModel(connection);
  return {
    async insert(entry) {
      await Audit.create({
        ...entry,
        target: {
          kind: entry.target.kind,
          id: entry.target.id,
          ...(entry.target.label ? { label: entry.target.label } : {}),
        },
      });
    },

    async page(q, page, pageSize) {
      // q matches the action, the target (its id or label) or the actor's name, any case.
      const filter = q
        ? {
            $or: ['action', 'target.id', 'target.label', 'actor.name', 'actor.userId'].map(
              (field) => ({
                [field]: mongoose.trusted({ $regex: escapeRegex(q), $options: 'i' }),
              }),
            ),
          }
        : {};
      const [docs, total] = await Promise.all([
        Audit.find(filter)
          .sort({ at: -1, _id: -1 })
          .skip((page - 1) * pageSize)
          .limit(pageSize)
          .lean<StoredAudit[]>(),
        Audit.countDocuments(filter),
      ]);
      return {
        items: docs.map((doc) => ({
          id: String(doc._id),
          at: doc.at.toISOString(),
          actor: { userId: doc.actor.userId, name: doc.actor.name, role: doc.actor.role },
          action: doc.action,
          target: {
            kind: doc.target.kind,
            id: doc.target.id,
            label: doc.target.label ?? null,
          },
          summary: doc.summary,
        })),
        total,
        page,
        pageSize,
      };
    },
  };
}
