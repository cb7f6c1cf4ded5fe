import { COMPANY } from '../../../shared/company-details';
import { link, mailLink, type InfoPageContent } from '../info-page-content';

export const GIFT_CARD_AMOUNTS = ['$25', '$50', '$75', '$100', '$150'] as const;

export const giftCardsPage: InfoPageContent = {
  title: 'Gift Cards',
  lead: 'A Brew Haven gift card lets someone choose their own coffee, brewer or gift set. It arrives by email, so it is never too late to send one.',
  sections: [
    {
      id: 'amounts',
      title: 'Amounts and Delivery',
      blocks: [
        {
          kind: 'facts',
          items: [
            { label: 'Amounts', value: GIFT_CARD_AMOUNTS.join(', ') },
            { label: 'Delivery', value: 'By email' },
            { label: 'Expiry', value: 'Never' },
          ],
        },
        {
          kind: 'text',
          text: 'Each card is an email with a personal code and your message, sent to the person you choose on the day you choose.',
        },
      ],
    },
    {
      id: 'how-to-get-one',
      title: 'How to Get a Gift Card',
      blocks: [
        {
          kind: 'callout',
          text: 'Our online checkout does not sell gift cards, so our customer care team issues them for you.',
        },
        {
          kind: 'steps',
          items: [
            [
              'Send us the amount, the recipient’s name and email, your message and the delivery date through our ',
              link('/contact-us', 'contact form'),
              ' (topic “Other”) or by email to ',
              mailLink(COMPANY.supportEmail, 'Gift card order'),
              '.',
            ],
            'We reply within 1-2 business days with a secure card payment link for the amount.',
            'Once it is paid, the gift card is emailed on the date you asked for, and you get a copy.',
          ],
        },
      ],
    },
    {
      id: 'using-a-gift-card',
      title: 'Using a Gift Card',
      blocks: [
        {
          kind: 'text',
          text: [
            'Our checkout does not take gift card codes. Place your order as usual, then send us the order number and your gift card code through the ',
            link('/contact-us', 'contact form'),
            ' within 14 days; we refund the order up to the card’s balance to the payment method you used.',
          ],
        },
        {
          kind: 'list',
          items: [
            'A gift card can be used on coffee, equipment, accessories and gift sets, but not on Direct+ membership fees or other gift cards.',
            'The balance can be spread over as many orders as you like. Ask our customer care team for the remaining balance at any time.',
          ],
        },
      ],
    },
    {
      id: 'rules',
      title: 'Expiry and Balance Rules',
      blocks: [
        {
          kind: 'list',
          items: [
            'Brew Haven gift cards never expire and have no fees of any kind.',
            'They cannot be exchanged for cash, except where the law requires it.',
            'Gift cards cannot be returned or refunded once sent.',
            [
              'If a card is lost, contact us with the buyer’s name and email: we cancel the code and send a new one for the remaining balance. See our ',
              link('/terms-of-service', 'Terms of Service'),
              '.',
            ],
          ],
        },
      ],
    },
  ],
};
