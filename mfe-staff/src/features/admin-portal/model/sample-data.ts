/*
 * Static sample figures. The spec's admin portal is "mostly static placeholder data" until the
 * reporting and order-management work lands; the screens label them as samples.
 */
import type { SampleOrder } from '../../../shared/orders';

export const SAMPLE_STATS = [
  { label: 'Total Revenue', value: '$24,780.50' },
  { label: 'Orders', value: '312' },
  { label: 'Customers', value: '1,248' },
  { label: 'Direct+ Members', value: '186' },
];

export const SAMPLE_ORDERS: SampleOrder[] = [
  {
    id: 'ORD-10428',
    customer: 'Maya Thompson',
    date: '2025-04-27',
    items: 3,
    total: '54.97',
    status: 'Pending',
  },
  {
    id: 'ORD-10427',
    customer: 'Daniel Okafor',
    date: '2025-04-27',
    items: 1,
    total: '189.00',
    status: 'Completed',
  },
  {
    id: 'ORD-10426',
    customer: 'Priya Raman',
    date: '2025-04-26',
    items: 2,
    total: '37.98',
    status: 'Completed',
  },
  {
    id: 'ORD-10425',
    customer: 'Lucas Moreau',
    date: '2025-04-26',
    items: 4,
    total: '72.46',
    status: 'Cancelled',
  },
  {
    id: 'ORD-10424',
    customer: 'Hannah Becker',
    date: '2025-04-25',
    items: 2,
    total: '45.48',
    status: 'Pending',
  },
  {
    id: 'ORD-10423',
    customer: 'Sofia Alvarez',
    date: '2025-04-25',
    items: 1,
    total: '18.99',
    status: 'Completed',
  },
];

export interface SampleUser {
  id: string;
  name: string;
  email: string;
  role: 'Customer' | 'Employee' | 'Manager' | 'Admin';
  membership: 'Direct+' | 'Standard';
  joined: string;
}

export const SAMPLE_USERS: SampleUser[] = [
  {
    id: 'u1',
    name: 'Maya Thompson',
    email: 'maya.thompson@example.com',
    role: 'Customer',
    membership: 'Direct+',
    joined: '2024-11-02',
  },
  {
    id: 'u2',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    role: 'Customer',
    membership: 'Standard',
    joined: '2025-01-18',
  },
  {
    id: 'u3',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    role: 'Customer',
    membership: 'Direct+',
    joined: '2024-08-30',
  },
  {
    id: 'u4',
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    role: 'Employee',
    membership: 'Standard',
    joined: '2024-03-11',
  },
  {
    id: 'u5',
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    role: 'Manager',
    membership: 'Standard',
    joined: '2023-09-05',
  },
  {
    id: 'u6',
    name: 'Sam Carter',
    email: 'sam.carter@example.com',
    role: 'Admin',
    membership: 'Standard',
    joined: '2023-06-20',
  },
];
