/*
 * Static sample rows: the spec's employee portal shows sample orders, customers and tickets
 * until order management and the support desk are connected; the screens label them as samples.
 */
import type { SampleOrder } from '../../../shared/orders';

export type Membership = 'Direct+' | 'Standard';
export type TicketStatus = 'Open' | 'In Progress' | 'Resolved';

export const SAMPLE_ORDERS: SampleOrder[] = [
  {
    id: 'ORD-10431',
    customer: 'Maya Thompson',
    date: '2025-04-28',
    items: 2,
    total: '36.98',
    status: 'New',
  },
  {
    id: 'ORD-10430',
    customer: 'Omar Haddad',
    date: '2025-04-28',
    items: 1,
    total: '129.00',
    status: 'Processing',
  },
  {
    id: 'ORD-10429',
    customer: 'Grace Kim',
    date: '2025-04-27',
    items: 3,
    total: '58.47',
    status: 'Shipped',
  },
  {
    id: 'ORD-10428',
    customer: 'Daniel Okafor',
    date: '2025-04-27',
    items: 1,
    total: '18.99',
    status: 'Completed',
  },
  {
    id: 'ORD-10427',
    customer: 'Priya Raman',
    date: '2025-04-26',
    items: 4,
    total: '84.96',
    status: 'Processing',
  },
];

export interface SampleCustomer {
  id: string;
  name: string;
  email: string;
  membership: Membership;
  orders: number;
  since: string;
}

export const SAMPLE_CUSTOMERS: SampleCustomer[] = [
  {
    id: 'c1',
    name: 'Maya Thompson',
    email: 'maya.thompson@example.com',
    membership: 'Direct+',
    orders: 14,
    since: '2024-11-02',
  },
  {
    id: 'c2',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    membership: 'Standard',
    orders: 3,
    since: '2025-01-18',
  },
  {
    id: 'c3',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    membership: 'Direct+',
    orders: 22,
    since: '2024-08-30',
  },
  {
    id: 'c4',
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    membership: 'Standard',
    orders: 1,
    since: '2025-04-02',
  },
  {
    id: 'c5',
    name: 'Grace Kim',
    email: 'grace.kim@example.com',
    membership: 'Direct+',
    orders: 9,
    since: '2024-12-14',
  },
  {
    id: 'c6',
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    membership: 'Standard',
    orders: 5,
    since: '2024-10-21',
  },
];

export interface SampleTicket {
  id: string;
  subject: string;
  customer: string;
  priority: 'High' | 'Medium' | 'Low';
  status: TicketStatus;
  updated: string;
}

export const SAMPLE_TICKETS: SampleTicket[] = [
  {
    id: '#TKT-1001',
    subject: 'Order arrived with a damaged bag',
    customer: 'Maya Thompson',
    priority: 'High',
    status: 'Open',
    updated: '2025-04-28',
  },
  {
    id: '#TKT-1002',
    subject: 'Change my Direct+ billing date',
    customer: 'Priya Raman',
    priority: 'Medium',
    status: 'In Progress',
    updated: '2025-04-27',
  },
  {
    id: '#TKT-1003',
    subject: 'Grind size for a moka pot',
    customer: 'Daniel Okafor',
    priority: 'Low',
    status: 'Resolved',
    updated: '2025-04-26',
  },
  {
    id: '#TKT-1004',
    subject: 'Tracking number not updating',
    customer: 'Omar Haddad',
    priority: 'Medium',
    status: 'Open',
    updated: '2025-04-26',
  },
  {
    id: '#TKT-1005',
    subject: 'Refund for a returned grinder',
    customer: 'Grace Kim',
    priority: 'High',
    status: 'In Progress',
    updated: '2025-04-25',
  },
];
