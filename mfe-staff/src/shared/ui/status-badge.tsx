import { Badge } from '@coffee/ui';

type Tone = 'accent' | 'success' | 'danger' | 'neutral';

/** Order, ticket and stock statuses share one look: green done, red problem, amber in flight. */
const TONES: Record<string, Tone> = {
  'In Stock': 'success',
  'Out of Stock': 'danger',
  'Low Stock': 'accent',
  // A product's variants (the admin's Variants table).
  'On sale': 'success',
  Retired: 'neutral',
  Completed: 'success',
  Delivered: 'success',
  Shipped: 'success',
  Resolved: 'success',
  Cancelled: 'danger',
  Pending: 'accent',
  Paid: 'accent',
  Closed: 'success',
  Visible: 'success',
  Hidden: 'danger',
  Disabled: 'danger',
  New: 'accent',
  Open: 'accent',
  Processing: 'neutral',
  'In Progress': 'neutral',
  Urgent: 'danger',
  High: 'danger',
  Medium: 'accent',
  Low: 'neutral',
  // Mail (the admin's email outbox).
  Sent: 'success',
  Waiting: 'accent',
  Sending: 'neutral',
  'Failed (parked)': 'danger',
  // Subscription plans (the employee portal's Subscriptions tab).
  'Not set up yet': 'accent',
  // Customers' returns (the employee portal's Returns tab).
  'Return requested': 'accent',
  'Return approved': 'neutral',
  'Return received': 'neutral',
  'Return refused': 'danger',
  Refunded: 'success',
  'Replacement sent': 'success',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge $tone={TONES[status] ?? 'neutral'}>{status}</Badge>;
}
