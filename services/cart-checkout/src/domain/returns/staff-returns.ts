import {
  can,
  formatCents,
  RETURN_NOT_FOUND_MESSAGE,
  RETURN_REFUND_TOO_HIGH_MESSAGE,
  RETURN_REFUND_ZERO_MESSAGE,
  RETURN_RESELLABLE_TOO_HIGH_MESSAGE,
  RETURN_STEP_REFUSED_MESSAGE,
  type Permission,
  type ReturnStatus,
  type ReturnStep,
  type StaffActor,
  type StaffReturn,
  type StaffReturnFilter,
} from '@coffee/contracts';
import { AppError, FORBIDDEN_MESSAGE } from '@coffee/service-defaults';
import { customerNameOf, type PaymentRecord } from '../order';
import type { PlacedOrder } from '../ports';
import type { ReturnDeps } from './deps';
import type { ReturnMailer } from './ports';
import {
  suggestedRefundOf,
  toStaffReturnView,
  type ReturnEventRecord,
  type ReturnRecord,
} from './return-record';
import { returnLinesText } from './return-lines';

/** Taking goods back is fulfilment; giving money or a fresh bag away is a paid cancel's right. */
const STEP_PERMISSIONS: Readonly<Record<ReturnStep['step'], Permission>> = {
  approve: 'orders:fulfil',
  refuse: 'orders:fulfil',
  receive: 'orders:fulfil',
  refund: 'orders:cancel-paid',
  replace: 'orders:cancel-paid',
};

const notFound = () => new AppError(404, RETURN_NOT_FOUND_MESSAGE, 'NOT_FOUND');
const refusedStep = () => new AppError(409, RETURN_STEP_REFUSED_MESSAGE, 'RETURN_STEP_REFUSED');
const invalid = (message: string, path: string) =>
  new AppError(400, message, 'VALIDATION_FAILED', [{ path, message }]);

/** What the order's payment has left to give back. */
const refundableOf = (payment: PaymentRecord): number =>
  (payment.status === 'paid' || payment.status === 'refunded') && payment.ref
    ? Math.max(0, (payment.paidCents ?? 0) - (payment.refundedCents ?? 0))
    : 0;

/** The back office's side: the queue, and each step of a return. */
export function createStaffReturns(deps: ReturnDeps) {
  const { orders, returns, clock } = deps;

  async function view(record: ReturnRecord): Promise<StaffReturn> {
    const found = await orders.findById(record.orderId);
    return toStaffReturnView(record, {
      customerName: found ? customerNameOf(found.order) : '',
      contactEmail: found?.order.contactEmail ?? null,
      refundableCents: found ? refundableOf(found.order.payment) : 0,
    });
  }

  /** The step on the return, on the order's timeline, and its mail: the customer sees each. */
  async function record(
    found: PlacedOrder,
    current: ReturnRecord,
    change: Parameters<typeof returns.update>[1] & {
      status: ReturnStatus;
      event: ReturnEventRecord;
    },
    mail: Exclude<keyof ReturnMailer, 'refunded'> | null,
  ): Promise<ReturnRecord> {
    const updated = await returns.update(current.id, change);
    if (!updated) throw notFound();
    const message = mail ? deps.mails?.[mail](found, updated) : null;
    await orders.apply(found.order.id, {
      entry: {
        status: found.order.status,
        at: change.event.at,
        by: 'staff',
        actorId: change.event.actorId,
        actorName: change.event.actorName,
        note: change.event.note,
        returnStatus: change.status,
      },
      ...(message ? { mails: [message] } : {}),
    });
    return updated;
  }

  /**
   * The order's payment and timeline after a return's refund: refunded = the larger of what it
   * says and what its refunded returns add up to (the provider's event may have said it first),
   * the timeline entry once. Idempotent: a retry after a crash between the two writes repairs it.
   */
  async function settleRefund(found: PlacedOrder, refunded: ReturnRecord): Promise<void> {
    const done = refunded.refund;
    if (!done?.at) return;
    const at = done.at;
    const all = await returns.listByOrder(found.order.id);
    const byReturns = all.reduce(
      (sum, r) => sum + (r.status === 'refunded' && r.refund ? r.refund.cents : 0),
      0,
    );
    const { payment } = found.order;
    const refundedCents = Math.max(payment.refundedCents ?? 0, byReturns);
    const noted = found.order.timeline.some(
      (e) => e.returnStatus === 'refunded' && e.at.getTime() === at.getTime(),
    );
    if (noted && refundedCents === payment.refundedCents) return;
    const paid = payment.paidCents ?? found.order.totalCents;
    const last = refunded.events.at(-1);
    const message = noted ? null : deps.mails?.refunded(found, refunded);
    await orders.apply(found.order.id, {
      payment: {
        ...payment,
        // Refunded in full once every cent paid has gone back; else still paid, less refunds.
        status: refundedCents >= paid ? 'refunded' : payment.status,
        refundedCents,
        refundedAt: at,
        refundRef: done.ref,
      },
      ...(noted
        ? {}
        : {
            entry: {
              status: found.order.status,
              at,
              by: 'staff' as const,
              actorId: last?.actorId ?? null,
              actorName: last?.actorName ?? null,
              note: last?.note ?? null,
              returnStatus: 'refunded' as const,
            },
          }),
      ...(message ? { mails: [message] } : {}),
    });
  }

  async function refund(
    found: PlacedOrder,
    current: ReturnRecord,
    step: Extract<ReturnStep, { step: 'refund' }>,
    event: (status: ReturnStatus, note: string | null) => ReturnEventRecord,
  ): Promise<ReturnRecord> {
    const { payment } = found.order;
    // A refund started before (a retry after a crash) is asked again for the same amount.
    let pending = current.refund;
    if (!pending) {
      const cents = step.amount ?? suggestedRefundOf(current);
      if (cents <= 0) throw invalid(RETURN_REFUND_ZERO_MESSAGE, 'amount');
      if (cents > refundableOf(payment) || !payment.ref)
        throw invalid(RETURN_REFUND_TOO_HIGH_MESSAGE, 'amount');
      pending = { cents, startedAt: clock.now(), ref: null, at: null };
      await returns.update(current.id, { refund: pending });
    }
    if (!payment.ref) throw invalid(RETURN_REFUND_TOO_HIGH_MESSAGE, 'amount');
    // Idempotent per return at the provider: asked twice, it refunds once.
    const { refundRef } = await deps.provider.refund({
      orderId: found.order.id,
      paymentRef: payment.ref,
      amountCents: pending.cents,
      key: `return-${current.id}`,
    });
    const amount = `$${formatCents(pending.cents)}`;
    const updated = await returns.update(current.id, {
      status: 'refunded',
      refund: { ...pending, ref: refundRef, at: clock.now() },
      event: event(
        'refunded',
        step.note ? `${amount} refunded: ${step.note}` : `${amount} refunded`,
      ),
    });
    if (!updated) throw notFound();
    await settleRefund(found, updated);
    return updated;
  }

  async function take(
    found: PlacedOrder,
    current: ReturnRecord,
    step: ReturnStep,
    actor: StaffActor,
  ): Promise<ReturnRecord> {
    const event = (status: ReturnStatus, note: string | null): ReturnEventRecord => ({
      status,
      at: clock.now(),
      by: 'staff',
      actorId: actor.userId,
      actorName: actor.name,
      note,
    });
    const { status, needsReceipt } = current;
    switch (step.step) {
      case 'approve': {
        if (status !== 'requested') throw refusedStep();
        const note =
          step.note ??
          (needsReceipt
            ? 'Please send the items back to us'
            : 'No need to send the coffee back (taste guarantee)');
        return record(
          found,
          current,
          { status: 'approved', event: event('approved', note) },
          'approved',
        );
      }
      case 'refuse':
        if (status !== 'requested') throw refusedStep();
        return record(
          found,
          current,
          { status: 'refused', refusedReason: step.reason, event: event('refused', step.reason) },
          'refused',
        );
      case 'receive': {
        if (status !== 'approved' || !needsReceipt) throw refusedStep();
        const resellable = new Map<string, number>();
        for (const [i, line] of step.lines.entries()) {
          const returned = current.lines.find((l) => l.itemId === line.itemId);
          // Coffee never goes back on the shelf (food: it was in the customer's hands).
          if (!returned || returned.tasteGuarantee || line.resellable > returned.quantity)
            throw invalid(RETURN_RESELLABLE_TOO_HIGH_MESSAGE, `lines.${i}.resellable`);
          resellable.set(line.itemId, line.resellable);
        }
        const back = current.lines
          .filter((line) => (resellable.get(line.itemId) ?? 0) > 0)
          .map((line) => ({
            productId: line.productId,
            variantId: line.variantId,
            quantity: resellable.get(line.itemId) ?? 0,
          }));
        // The catalog first (once per return, however often asked): refused, nothing changes.
        if (back.length > 0)
          await deps.stock.restock(
            current.id,
            back,
            actor,
            `Return of order ${current.orderNumber}`,
          );
        const units = back.reduce((sum, line) => sum + line.quantity, 0);
        const note = step.note ?? (units > 0 ? `${units} back in stock` : 'Nothing resellable');
        return record(
          found,
          current,
          { status: 'received', resellable, event: event('received', note) },
          null,
        );
      }
      case 'refund':
        // Asked again once refunded (a retry): only the order is brought up to date.
        if (status === 'refunded') {
          await settleRefund(found, current);
          return current;
        }
        if (!(status === 'received' || (status === 'approved' && !needsReceipt)))
          throw refusedStep();
        return refund(found, current, step, event);
      case 'replace': {
        // Asked again once replaced (a double click, a stale page): its one order stands.
        if (status === 'replaced') return current;
        if (status !== 'approved' || needsReceipt) throw refusedStep();
        // The order first (once per return, however often asked); short of stock, a 409 and
        // the return stays approved.
        const replacement = await deps.replacements.place(found, current);
        const sent = `Replacement order ${replacement.orderNumber}: a fresh ${returnLinesText(current.lines)} is on its way`;
        return record(
          found,
          current,
          {
            status: 'replaced',
            replacementOrder: replacement,
            event: event('replaced', step.note ? `${sent}. ${step.note}` : sent),
          },
          'replaced',
        );
      }
    }
  }

  return {
    async list(filter: StaffReturnFilter): Promise<{ items: StaffReturn[] }> {
      const found = await returns.list(filter, 100);
      return { items: await Promise.all(found.map(view)) };
    },

    async get(returnId: string): Promise<StaffReturn> {
      const found = await returns.findById(returnId);
      if (!found) throw notFound();
      return view(found);
    },

    /** One step, under the order's lock, re-reading the return and the order there. */
    async step(returnId: string, step: ReturnStep, actor: StaffActor): Promise<StaffReturn> {
      if (!can(actor.role, STEP_PERMISSIONS[step.step]))
        throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
      const known = await returns.findById(returnId);
      if (!known) throw notFound();
      const done = await deps.underOrderLock(known.orderId, async () => {
        const [current, found] = await Promise.all([
          returns.findById(returnId),
          orders.findById(known.orderId),
        ]);
        if (!current || !found) throw notFound();
        return take(found, current, step, actor);
      });
      return view(done);
    },
  };
}
export type StaffReturns = ReturnType<typeof createStaffReturns>;
