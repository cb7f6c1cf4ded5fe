import { Accordion, type AccordionItem } from '@coffee/ui';

const FAQS: AccordionItem[] = [
  {
    id: 'benefits-faq-switch',
    title: 'When does a change of billing period take effect?',
    content:
      'At your next renewal. Until then you keep the period you have paid for: nothing is charged early or refunded.',
  },
  {
    id: 'benefits-faq-cancel',
    title: 'What happens when I cancel?',
    content:
      'Your membership stays active until the end of the period you paid for, and you are not charged again. You can resume it any time before it ends. A free trial ends at once when cancelled.',
  },
  {
    id: 'benefits-faq-renewal-failed',
    title: 'What if a renewal payment fails?',
    content:
      'You stay a member until your paid date. Update your card on this page so your membership can renew.',
  },
  {
    id: 'benefits-faq-number',
    title: 'What is my membership number for?',
    content:
      'It identifies your membership in our stores and when you contact customer service. It is issued with your first payment and never changes.',
  },
  {
    id: 'benefits-faq-returns',
    title: 'Do members get longer returns?',
    content: 'Yes: members can return items within 60 days (30 days for Standard accounts).',
  },
  {
    id: 'benefits-faq-refund',
    title: 'Can I get my money back?',
    content:
      'Yes. Every paid membership comes with a 30-day money-back guarantee: within 30 days of your first payment, choose “Get a full refund” on this page. We refund what you paid in full and your membership ends at once. The guarantee can be used once per account.',
  },
];

export function BenefitsFaq() {
  return <Accordion items={FAQS} />;
}
