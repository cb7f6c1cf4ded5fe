import { COMPANY } from '../../../shared/company-details';
import { link, mailLink, type InfoPageContent } from '../info-page-content';

/** Facts the about, careers and press pages share. */
export const COMPANY_STORY = {
  founded: 2016,
  roasteryOpened: 2019,
  teamSize: 26,
  producers: 14,
  origins: 9,
} as const;

export const aboutPage: InfoPageContent = {
  title: 'About Brew Haven',
  lead: `${COMPANY.legalName} is a small online coffee roaster and shop in Brooklyn, New York. We roast in small batches, ship soon after roasting and sell the equipment we use ourselves to brew it.`,
  sections: [
    {
      id: 'our-story',
      title: 'Our Story',
      blocks: [
        {
          kind: 'text',
          text: `Brew Haven started in ${COMPANY_STORY.founded} as a weekend coffee stall run by two home roasters who could not find fresh beans online: most bags they ordered had been roasted months before they arrived. They began roasting to order and shipping the same week, and the customers from the stall followed them online.`,
        },
        {
          kind: 'text',
          text: `In ${COMPANY_STORY.roasteryOpened} we moved into our roastery at ${COMPANY.addressLines[0]}, ${COMPANY.addressLines[1]}, where we still roast, pack and ship every order. Today we are a team of ${COMPANY_STORY.teamSize}: roasters, packers, customer care and the people who build this shop.`,
        },
      ],
    },
    {
      id: 'in-numbers',
      title: 'Brew Haven in Numbers',
      blocks: [
        {
          kind: 'facts',
          items: [
            { label: 'Founded', value: String(COMPANY_STORY.founded) },
            { label: 'Roastery', value: 'Brooklyn, NY' },
            { label: 'Coffee producers we buy from', value: String(COMPANY_STORY.producers) },
            { label: 'Origin countries', value: String(COMPANY_STORY.origins) },
          ],
        },
      ],
    },
    {
      id: 'what-we-sell',
      title: 'What We Sell',
      blocks: [
        {
          kind: 'list',
          items: [
            'Whole beans, ground coffee and espresso roasts, from bright single origins to our house blends, roasted in small batches and shipped within 48 hours of roasting.',
            'Cold brew, for the months when hot coffee is the last thing you want.',
            'Coffee makers, grinders and accessories we have tested on our own bench, and gift sets for the coffee drinkers in your life.',
            [
              'Direct+, our membership for regular coffee drinkers: free shipping, member discounts, early access to new releases, tasting events and 60-day returns. ',
              link('/direct-plus', 'Learn about Direct+'),
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'how-we-work',
      title: 'How We Work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Freshness first: we roast what has been ordered, not for a warehouse shelf.',
            [
              'We buy green coffee directly from the same producers year after year and publish what we pay. Read more on our ',
              link('/sustainability', 'Sustainability'),
              ' page.',
            ],
            [
              'Real people answer your questions, ',
              COMPANY.supportHours,
              '. ',
              link('/contact-us', 'Contact us'),
              ' any time.',
            ],
          ],
        },
      ],
    },
    {
      id: 'get-in-touch',
      title: 'Get in Touch',
      blocks: [
        {
          kind: 'text',
          text: [
            `${COMPANY.legalName}, ${COMPANY.addressLines.join(', ')}. Email `,
            mailLink(COMPANY.supportEmail),
            ' or call ',
            link(COMPANY.phoneHref, COMPANY.phoneDisplay),
            '. The roastery is a working production floor and not open to visitors.',
          ],
        },
      ],
    },
  ],
};
