import { returnWindowDays } from '@coffee/contracts';
import type { PlacedOrderRecord } from '../order';
import type { MemberDirectory } from '../ports';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnWindow {
  days: number;
  member: boolean;
  deliveredAt: Date | null;
  closesAt: Date | null;
  open: boolean;
}

/**
 * When the order was delivered: its move to 'completed' (the shop's "delivered and closed"),
 * null before. The latest such move counts (there is one; returns add entries of their own).
 */
export function deliveredAtOf(order: PlacedOrderRecord): Date | null {
  if (order.status !== 'completed') return null;
  const moves = order.timeline.filter((e) => e.status === 'completed' && !e.returnStatus);
  return moves.at(-1)?.at ?? order.updatedAt;
}

/**
 * Whether Direct+ was active at delivery: what the order recorded then, else (delivered before
 * it was recorded, or the account service could not say then) whether it is active now; a
 * member now was a member or is being given the benefit of the doubt (decisions/returns.md).
 */
export async function memberAtDelivery(
  order: PlacedOrderRecord,
  members: MemberDirectory,
  requestId?: string,
): Promise<boolean> {
  if (typeof order.memberAtDelivery === 'boolean') return order.memberAtDelivery;
  return (await members.findMember(order.userId, requestId))?.isDirectPlus === true;
}

export function returnWindowOf(order: PlacedOrderRecord, member: boolean, now: Date): ReturnWindow {
  const days = returnWindowDays(member);
  const deliveredAt = deliveredAtOf(order);
  const closesAt = deliveredAt ? new Date(deliveredAt.getTime() + days * DAY_MS) : null;
  return { days, member, deliveredAt, closesAt, open: closesAt !== null && now <= closesAt };
}
