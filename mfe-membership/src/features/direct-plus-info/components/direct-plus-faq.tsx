import { DIRECT_PLUS_TRIAL_DAYS } from '@coffee/contracts';
import { Accordion, type AccordionItem, Link } from '@coffee/ui';
import { DIRECT_PLUS_MONTHLY_CENTS, formatCents } from '../../../shared/direct-plus';

// The help FAQ's reading of the price: $99 per year (spec, section 1).
const FAQS: AccordionItem[] = [
  {
    id: 'direct-plus-faq-cost',
    title: 'How much does Direct+ cost?',
    content: `Direct+ is $99 per year, or ${formatCents(DIRECT_PLUS_MONTHLY_CENTS)} per month if you prefer to pay monthly. You choose the billing period when you join.`,
  },
  {
    id: 'direct-plus-faq-shipping',
    title: 'How does free shipping work?',
    content:
      'Orders over $35 ship free for members: the free shipping option is offered at checkout as soon as your membership is active.',
  },
  {
    id: 'direct-plus-faq-trial',
    title: 'Is there a free trial?',
    content: `Each account can take one ${DIRECT_PLUS_TRIAL_DAYS}-day free trial, started from the membership comparison on our home page. Once used, it cannot be taken again, even after cancelling.`,
  },
  {
    id: 'direct-plus-faq-cancel',
    title: 'Can I cancel anytime?',
    content:
      'Yes. Cancel from your benefits page: you keep Direct+ until the end of the period you paid for and are not charged again. New memberships come with a 30-day money-back guarantee.',
  },
  {
    id: 'direct-plus-faq-in-store',
    title: 'I joined Direct+ in one of your stores. How do I shop online?',
    content: (
      <>
        <Link to="/register-membership">Register your existing membership</Link> with your
        membership number and name to create your online account; your benefits come with it.
      </>
    ),
  },
];

export function DirectPlusFaq() {
  return <Accordion items={FAQS} />;
}
