import { DIRECT_PLUS_PRICE_CENTS } from '@coffee/contracts';
import { formatPrice } from '@coffee/ui';

/**
 * Direct+ as the membership, registration and benefits pages state it (the spec keeps other
 * readings elsewhere: $5.99 on the home page, $99.00 on the payment page). Money in cents.
 * The monthly price is the one every reading but the home page's shares, and what is charged.
 */
export const DIRECT_PLUS_MONTHLY_CENTS = DIRECT_PLUS_PRICE_CENTS.monthly;
export const DIRECT_PLUS_ANNUAL_CENTS = 9999;
/** Twelve monthly payments minus one annual one: $19.89. */
export const DIRECT_PLUS_ANNUAL_SAVINGS_CENTS =
  12 * DIRECT_PLUS_MONTHLY_CENTS - DIRECT_PLUS_ANNUAL_CENTS;
/** The toggle's label; $19.89 of $119.88 is about 16% (spec). */
export const ANNUAL_SAVINGS_LABEL = 'Save 16%';

export const formatCents = (cents: number): string => formatPrice(cents / 100);

export const DIRECT_PLUS_BENEFITS = [
  { title: 'Free shipping on orders over $35', text: 'Every qualifying order ships free.' },
  { title: '10% off coffee', text: 'Member pricing across our coffee range.' },
  {
    title: 'Early access to new releases',
    text: 'Shop new and limited coffees in 24-hour early windows.',
  },
  {
    title: 'Invitations to tasting events',
    text: 'Cup new roasts with our team and fellow members.',
  },
  { title: 'Equipment discounts up to 15%', text: 'On select brewers, grinders and accessories.' },
  { title: 'A birthday sample', text: 'A little something from the roastery on your birthday.' },
] as const;
