import type { OrderStatus } from '@coffee/contracts';
import { Badge } from '@coffee/ui';
import { STATUS_LABELS } from '../model/order-model';

const TONES = {
  pending: 'accent',
  paid: 'success',
  processing: 'accent',
  shipped: 'success',
  completed: 'success',
  cancelled: 'danger',
} as const satisfies Record<OrderStatus, 'accent' | 'success' | 'danger' | 'neutral'>;

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
