import { Accordion, type AccordionItem } from '@coffee/ui';
import {
  DIRECT_PLUS_ANNUAL_CENTS,
  DIRECT_PLUS_ANNUAL_SAVINGS_CENTS,
  DIRECT_PLUS_MONTHLY_CENTS,
  formatCents,
} from '../../../shared/direct-plus';

const FAQS: AccordionItem[] = [
  {
    id: 'faq-what-is-direct-plus',
    title: 'What is Direct+?',
    content: `Direct+ is our premium membership: free shipping on orders over $35, 10% off coffee, early access to new releases, invitations to tasting events, equipment discounts and a birthday sample.`,
  },
  {
    id: 'faq-cost',
    title: 'How much does Direct+ cost?',
    content: `${formatCents(DIRECT_PLUS_MONTHLY_CENTS)} per month, or ${formatCents(DIRECT_PLUS_ANNUAL_CENTS)} per year. Paying annually saves you ${formatCents(DIRECT_PLUS_ANNUAL_SAVINGS_CENTS)} compared with twelve monthly payments.`,
  },
  {
    id: 'faq-standard',
    title: 'Is the Standard account really free?',
    content:
      'Yes. A Standard account costs nothing: you can shop every product at standard shipping rates and catch our weekly deals, and upgrade to Direct+ whenever you like.',
  },
  {
    id: 'faq-cancel',
    title: 'Can I cancel Direct+ at any time?',
    content:
      'Yes, you can cancel anytime, and new memberships come with a 30-day money-back guarantee.',
  },
  {
    id: 'faq-early-access',
    title: 'How does early access work?',
    content:
      'Members can shop new and limited releases during a 24-hour early window before they open to everyone.',
  },
];

export function MembershipFaq() {
  return <Accordion items={FAQS} />;
}
