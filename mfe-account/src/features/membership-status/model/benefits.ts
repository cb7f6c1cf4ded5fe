/** The four Direct+ benefit cards of the Membership tab, in the spec's own figures (section 9). */
export const DIRECT_PLUS_BENEFITS = [
  {
    title: 'Free Shipping',
    text: 'Free delivery on every order, arriving in 2-5 business days.',
  },
  {
    title: 'Member Discounts',
    text: '15% off bean subscriptions and up to 15% off select equipment.',
  },
  {
    title: 'Early Access',
    text: 'Shop new roasts and sales 24 hours before everyone else.',
  },
  {
    title: 'Extended Returns',
    text: '60 days to return an order instead of 30.',
  },
] as const;
