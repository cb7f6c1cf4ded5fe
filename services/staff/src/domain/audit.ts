import type { AuditEntry, AuditPage, StaffActor } from '@coffee/contracts';

export interface AuditTarget {
  kind: string;
  id: string;
  label: string | null;
}

export interface AuditRepository {
  insert(entry: Omit<AuditEntry, 'id' | 'at'> & { at: Date }): Promise<void>;
  page(q: string | undefined, page: number, pageSize: number): Promise<AuditPage>;
}

/**
 * The audit log of staff actions. Every staff write passes through this service (the other
 * services' staff endpoints are internal), so appending here after each success records them all.
 */
export function createAuditLog(repository: AuditRepository, now: () => Date) {
  return {
    async append(actor: StaffActor, action: string, target: AuditTarget, summary: string) {
      await repository.insert({
        at: now(),
        actor: { userId: actor.userId, name: actor.name, role: actor.role },
        action,
        target,
        summary: summary.slice(0, 1000),
      });
    },
    page: (q: string | undefined, page: number, pageSize: number) =>
      repository.page(q, page, pageSize),
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
