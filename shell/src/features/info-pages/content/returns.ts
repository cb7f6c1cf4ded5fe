import { COMPANY } from '../../../shared/company-details';
import { link, type InfoPageContent } from '../info-page-content';

/** Days from delivery (spec section 9: returns 30 days, 60 for Direct+). */
export const RETURN_WINDOW_DAYS = { standard: 30, directPlus: 60 } as const;

export const returnsPage: InfoPageContent = {
  title: 'Returns & Refunds',
  lead: 'Changed your mind, or something is not right with your order? Here is what you can send back, how long you have and when your money comes back.',
  sections: [
    {
      id: 'what-you-can-return',
      title: 'What You Can Return',
      blocks: [
        {
          kind: 'list',
          items: [
            'Unopened coffee beans and ground coffee in their sealed bags, including gift sets that have not been opened.',
            'Coffee makers, grinders and accessories that are unused and in their original packaging, with every part, manual and accessory they came with.',
            'Opened coffee only if it is faulty: for example a bag that arrived split, coffee that is stale or not what the label says, or the wrong grind.',
          ],
        },
        {
          kind: 'text',
          text: [
            'We cannot take back gift cards, or opened coffee that is not faulty. A Direct+ membership is not returned like a product: its 30-day money-back guarantee is explained in our ',
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
              ' and choose the order. Its page shows the order number, the items and when it was placed.',
            ],
            [
              'Send us the order number and the items you want to return through our ',
              link('/contact-us', 'contact form'),
              ' with the topic “Returns & refunds”, or call us on ',
              link(COMPANY.phoneHref, COMPANY.phoneDisplay),
              ` (${COMPANY.supportHours}).`,
            ],
            'We email you return instructions and the return address within 1-2 business days.',
            'Pack the items securely, ideally in their original box, and send them within 14 days of our email.',
          ],
        },
        {
          kind: 'text',
          text: 'What counts is the day you contact us: a return started within your window is accepted even if the parcel reaches us later.',
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
            'Refunds go back to your original payment method within 5-7 business days of the return reaching us. Your bank may take a few more days to show it.',
            'We email you when the refund is on its way.',
            'For a change of mind you pay the postage to send the items back, and the original shipping charge is not refunded. When the mistake is ours, we refund the shipping too and the return costs you nothing.',
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
            'If something arrives damaged, defective or is not what you ordered, tell us within 7 days of delivery through our ',
            link('/contact-us', 'contact form'),
            ' and include a photo of the item and its packaging. We send a replacement or give you a full refund, including shipping, at no cost to you. There is no need to send damaged coffee back.',
          ],
        },
      ],
    },
  ],
};
