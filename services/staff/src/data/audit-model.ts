import { roles } from '@coffee/contracts';
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/** The audit log: one document per successful staff write, never updated. */
const auditSchema = new Schema(
  {
    at: { type: Date, required: true },
    actor: {
      userId: { type: String, required: true },
      name: { type: String, required: true },
      role: { type: String, required: true, enum: roles },
    },
    action: { type: String, required: true },
    target: {
      kind: { type: String, required: true },
      id: { type: String, required: true },
      label: { type: String },
    },
    summary: { type: String, required: true },
  },
  { collection: 'audit_log', versionKey: false, strict: 'throw' },
);

auditSchema.index({ at: -1 });

export type AuditDoc = InferSchemaType<typeof auditSchema>;

const define = (connection: Connection) => connection.model('AuditEntry', auditSchema);
export type AuditModel = ReturnType<typeof define>;

export function auditModel(connection: Connection): AuditModel {
  return (connection.models.AuditEntry as AuditModel | undefined) ?? define(connection);
}
