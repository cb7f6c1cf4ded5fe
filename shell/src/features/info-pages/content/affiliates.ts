import { COMPANY } from '../../../shared/company-details';
import { link, mailLink, type InfoPageContent } from '../info-page-content';
import { RETURN_WINDOW_DAYS } from './returns';

/** The program's terms, stated once. */
export const AFFILIATE_TERMS = {
  commissionPercent: 8,
  cookieDays: 30,
  minimumPayout: '$50',
} as const;

export const affiliatesPage: InfoPageContent = {
  title: 'Affiliate Program',
  lead: 'Write, film or teach about coffee? Recommend the coffee and equipment you like from Brew Haven and earn a commission on every order your readers place.',
  sections: [
    {
      id: 'how-it-works',
      title: 'How It Works',
      blocks: [
        {
          kind: 'facts',
          items: [
            { label: 'Commission', value: `${AFFILIATE_TERMS.commissionPercent}% of each order` },
            { label: 'Cookie window', value: `${AFFILIATE_TERMS.cookieDays} days` },
            { label: 'Payout', value: `Monthly, from ${AFFILIATE_TERMS.minimumPayout}` },
          ],
        },
        {
          kind: 'list',
          items: [
            `You get a personal link. When someone follows it and places an order within ${AFFILIATE_TERMS.cookieDays} days, the order is yours; if they followed more than one affiliate's link, the last link they followed counts.`,
            `You earn ${AFFILIATE_TERMS.commissionPercent}% of the order's product total, not counting shipping, tax or Direct+ membership fees.`,
            `A commission is confirmed once the order's return window has closed (up to ${RETURN_WINDOW_DAYS.directPlus} days for Direct+ members); items that are returned earn nothing.`,
            `We pay confirmed commissions by bank transfer each month once your balance reaches ${AFFILIATE_TERMS.minimumPayout}, and send you a statement of every order.`,
          ],
        },
      ],
    },
    {
      id: 'who-can-join',
      title: 'Who Can Join',
      blocks: [
        {
          kind: 'list',
          items: [
            'Blogs, newsletters, video channels, podcasts and coffee educators with their own audience, who are 18 or over and can be paid in the United States.',
            'You tell your audience that you earn a commission, as US advertising rules require.',
            'Not accepted: coupon and cashback sites, paid search ads on the Brew Haven name, and sending email to people who did not ask for it.',
          ],
        },
      ],
    },
    {
      id: 'how-to-apply',
      title: 'How to Apply',
      blocks: [
        {
          kind: 'steps',
          items: [
            [
              'Email ',
              mailLink(COMPANY.affiliatesEmail, 'Affiliate application'),
              ' with a link to your site or channel, roughly how many people you reach and how you would feature our coffee.',
            ],
            'We reply within 5 business days.',
            'Once accepted you get your link, our product images and a contact on our team for samples and questions.',
          ],
        },
        {
          kind: 'text',
          text: [
            'Affiliates follow our ',
            link('/terms-of-service', 'Terms of Service'),
            ' like every customer; we can end an affiliation that breaks these rules, and we pay what was earned fairly until then.',
          ],
        },
      ],
    },
  ],
};
