import {
  ORDER_TRANSITIONS,
  transitionPermission,
  type OrderStatus,
  type Permission,
} from '@coffee/contracts';

export type OrderMove = 'processing' | 'shipped' | 'completed' | 'cancelled';

/** The words on each move's button. */
export const MOVE_LABELS: Record<OrderMove, string> = {
  processing: 'Start processing',
  shipped: 'Ship',
  completed: 'Complete',
  cancelled: 'Cancel',
};

/**
 * The moves a person with these rights may make from `status` (the contracts' lifecycle and
 * role policy): forward first, Cancel last. `pending -> paid` is never a person's move.
 */
export function nextMoves(status: OrderStatus, can: (p: Permission) => boolean): OrderMove[] {
  return ORDER_TRANSITIONS[status].filter((to): to is OrderMove => {
    const permission = transitionPermission(status, to);
    return permission !== null && can(permission);
  });
}
