import { roles } from '@coffee/contracts';
import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

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

export const auditModel = modelOn('AuditEntry', auditSchema);
export type AuditModel = ReturnType<typeof auditModel>;
