import {
  MEMBER_RETURN_WINDOW_DAYS,
  RETURN_ADDRESS_LINES,
  RETURN_SEND_BACK_DAYS,
  RETURN_WINDOW_DAYS as STANDARD_RETURN_WINDOW_DAYS,
} from '@coffee/contracts';
import { COMPANY } from '../../../shared/company-details';
import { link, type InfoPageContent } from '../info-page-content';

/** Days from delivery (contracts returns.ts, which the service enforces: 30, 60 for Direct+). */
export const RETURN_WINDOW_DAYS = {
  standard: STANDARD_RETURN_WINDOW_DAYS,
  directPlus: MEMBER_RETURN_WINDOW_DAYS,
} as const;

export const returnsPage: InfoPageContent = {
  title: 'Returns & Refunds',
  lead: 'Changed your mind, or something is not right with your order? Request a return from the order page: here is what you can send back, how long you have and when your money comes back.',
  sections: [
    {
      id: 'what-you-can-return',
      title: 'What You Can Return',
      blocks: [
        {
          kind: 'list',
          items: [
            'Coffee, under our taste guarantee: beans, ground coffee and espresso, opened or not. If you do not love it, we refund it or send you a fresh bag, and you keep what you have: coffee is never sent back.',
            'Coffee makers, grinders and accessories that are unused and in their original packaging, with every part, manual and accessory they came with, or that are faulty.',
            'Gift sets that have not been opened.',
          ],
        },
        {
          kind: 'text',
          text: [
            'We cannot take back gift cards. Subscription plans are not returned: pause or cancel the subscription instead. A Direct+ membership has its own 30-day money-back guarantee, explained in our ',
            link('/terms-of-service', 'Terms of Service'),
            '.',
          ],
        },
      ],
    },
    {
      id: 'start-a-return',
      title: 'How to Start a Return',
      blocks: [
        {
          kind: 'steps',
          items: [
            [
              'Open ',
              link('/orders', 'Your Orders'),
              ' and choose the delivered order. Its page shows a “Request a return” button while your return window is open.',
            ],
            'Choose the items, how many of each and why. For coffee, choose a refund or a fresh bag.',
            'We email you our answer within 1-2 business days. Every step also shows on the order’s timeline.',
            `Once we approve it, send coffee makers and accessories back within ${RETURN_SEND_BACK_DAYS} days to ${RETURN_ADDRESS_LINES.join(', ')}, with the order number on the parcel. Coffee stays with you.`,
            'We refund you when the parcel reaches us, or straight after approval for coffee.',
          ],
        },
        {
          kind: 'text',
          text: [
            `Your window counts from the day the order was delivered: ${STANDARD_RETURN_WINDOW_DAYS} days, or ${MEMBER_RETURN_WINDOW_DAYS} days if your Direct+ membership was active that day. What counts is the day you request the return: a parcel that reaches us later is still accepted. Trouble with the order page? Use our `,
            link('/contact-us', 'contact form'),
            ' with the topic “Returns & refunds”, or call us on ',
            link(COMPANY.phoneHref, COMPANY.phoneDisplay),
            ` (${COMPANY.supportHours}).`,
          ],
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      blocks: [
        {
          kind: 'list',
          items: [
            'Refunds go back to your original payment method: the price you paid for the items and their tax. Your bank may take 5-10 business days to show it.',
            'An item that comes back used, damaged by use or incomplete may be refunded in part; we tell you why.',
            'For a change of mind you pay the postage to send the items back, and the original shipping charge is not refunded. When the mistake is ours, we refund the shipping too.',
            'We email you when your return is approved or refused, and when the refund is on its way.',
          ],
        },
      ],
    },
    {
      id: 'damaged-items',
      title: 'Damaged, Defective or Wrong Items',
      blocks: [
        {
          kind: 'text',
          text: [
            'If something arrives damaged, defective or is not what you ordered, request a return from the order page with that reason, and send a photo of the item and its packaging through our ',
            link('/contact-us', 'contact form'),
            '. We send a replacement or give you a full refund, including shipping, at no cost to you. There is no need to send damaged coffee back.',
          ],
        },
      ],
    },
  ],
};
