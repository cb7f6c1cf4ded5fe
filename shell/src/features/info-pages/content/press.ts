import { COMPANY } from '../../../shared/company-details';
import { link, mailLink, type InfoPageContent } from '../info-page-content';
import { COMPANY_STORY } from './about';

export const pressPage: InfoPageContent = {
  title: 'Press',
  lead: 'News from Brew Haven, and how to reach us for interviews, samples and images.',
  sections: [
    {
      id: 'press-contact',
      title: 'Press Contact',
      blocks: [
        {
          kind: 'text',
          text: [
            'For interviews, review samples, images and company facts, email ',
            mailLink(COMPANY.pressEmail, 'Press enquiry'),
            '. We answer press requests within one business day.',
          ],
        },
        {
          kind: 'facts',
          items: [
            { label: 'Founded', value: `${COMPANY_STORY.founded}, Brooklyn, NY` },
            { label: 'Team', value: `${COMPANY_STORY.teamSize} people` },
            {
              label: 'Producers',
              value: `${COMPANY_STORY.producers} in ${COMPANY_STORY.origins} countries`,
            },
          ],
        },
      ],
    },
    {
      id: 'announcements',
      title: 'Announcements',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Brew Haven switches to compostable coffee bags',
              date: '2026-10-06',
              text: 'Every bag of Brew Haven coffee now ships in a certified compostable bag, valve and label included, and every parcel in recycled cardboard with paper tape and paper padding.',
            },
            {
              title: 'Brew Haven publishes its 2025 Sourcing Report',
              date: '2026-03-17',
              text: `The report names all ${COMPANY_STORY.producers} producers Brew Haven bought from in 2025, with the price paid per pound and the volume bought, and the commitment to pay at least $1.00 per pound above the Fairtrade minimum.`,
            },
            {
              title: 'Seasonal tastings at the roastery for Direct+ members',
              date: '2025-09-09',
              text: [
                'Four times a year Direct+ members are invited to cup the new season’s coffees with our roasters in Brooklyn, with invitations sent by email a month ahead. ',
                link('/direct-plus', 'About Direct+'),
              ],
            },
            {
              title: 'Brew Haven launches Direct+ membership',
              date: '2024-04-16',
              text: 'Direct+ gives regular customers free shipping, member discounts on coffee, early access to new releases, equipment discounts and 60-day returns, for a monthly or yearly fee that can be cancelled anytime.',
            },
            {
              title: 'Brew Haven opens its Brooklyn roastery',
              date: `${COMPANY_STORY.roasteryOpened}-05-20`,
              text: `Brew Haven moves its roasting, packing and shipping under one roof at ${COMPANY.addressLines[0]}, Brooklyn, and starts shipping every order within 48 hours of roasting.`,
            },
          ],
        },
      ],
    },
    {
      id: 'boilerplate',
      title: 'About Brew Haven',
      blocks: [
        {
          kind: 'text',
          text: `Brew Haven is an online coffee roaster and shop founded in Brooklyn, New York, in ${COMPANY_STORY.founded}. It roasts in small batches at its Brooklyn roastery, ships every order within 48 hours of roasting and sells brewing equipment, accessories and gift sets alongside its coffee. Its Direct+ membership gives regular customers free shipping, member discounts and 60-day returns.`,
        },
        {
          kind: 'text',
          text: [
            'More about us: ',
            link('/about', 'About Brew Haven'),
            ' and ',
            link('/sustainability', 'Sustainability'),
            '.',
          ],
        },
      ],
    },
  ],
};
