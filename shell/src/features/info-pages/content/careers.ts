import { COMPANY } from '../../../shared/company-details';
import { mailLink, type InfoCard, type InfoPageContent } from '../info-page-content';
import { COMPANY_STORY } from './about';

const apply = (role: string) => [
  'To apply, email ',
  mailLink(COMPANY.careersEmail, `Application: ${role}`),
  ` with “${role}” in the subject.`,
];

const role = (card: Omit<InfoCard, 'note'>): InfoCard => ({ ...card, note: apply(card.title) });

export const careersPage: InfoPageContent = {
  title: 'Careers at Brew Haven',
  lead: `We are a team of ${COMPANY_STORY.teamSize} who roast, pack and ship coffee from Brooklyn and look after the people who drink it. If that sounds like your kind of work, have a look at what is open.`,
  sections: [
    {
      id: 'open-roles',
      title: 'Open Roles',
      blocks: [
        {
          kind: 'cards',
          items: [
            role({
              title: 'Production Roaster',
              meta: 'Roastery · Brooklyn, NY · Full time',
              text: 'Roast our daily production on a 15 kg drum roaster, keep every batch on its profile and help our head roaster develop new ones.',
              points: [
                'At least a year of production roasting, or a strong background in specialty coffee and the will to learn',
                'Cupping every day, keeping roast logs and flagging anything off-profile',
                'Able to lift 30 kg green coffee sacks safely',
              ],
            }),
            role({
              title: 'Customer Care Specialist',
              meta: 'Remote (US, Eastern Time hours) · Full time',
              text: `Answer our customers by email, phone and chat: orders, returns, Direct+ and brewing questions. Shifts cover our support hours, ${COMPANY.supportHours}.`,
              points: [
                'Clear, friendly writing and a genuine interest in coffee',
                'Experience in customer service, ideally for an online shop',
                'One weekend shift in two, with weekdays off in return',
              ],
            }),
            role({
              title: 'Fulfilment Associate',
              meta: 'Roastery · Brooklyn, NY · Part time, 25 hours a week',
              text: 'Pick, pack and ship orders so that they leave us within 1-2 business days, and check returns as they come back.',
              points: [
                'Care with small details: the right grind, the right address',
                'Weekday mornings, Monday to Friday',
              ],
            }),
            role({
              title: 'Frontend Engineer (React and TypeScript)',
              meta: 'Remote (US) · Full time',
              text: 'Build and look after this shop with our small product team: the catalog, checkout, Direct+ and the pages you are reading now.',
              points: [
                'Production experience with React and TypeScript',
                'You care about accessibility and fast pages on a phone',
                'You test your work and like to ship small changes often',
              ],
            }),
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
              mailLink(COMPANY.careersEmail),
              ' with the role in the subject, your CV or a link to your work, and a few lines on why the role fits you.',
            ],
            'We reply to every application within 10 business days.',
            'Interviews are a call with the hiring manager, then a practical session (a cupping, a support conversation or a pairing session) with the team you would join.',
          ],
        },
        {
          kind: 'text',
          text: 'Brew Haven is an equal opportunity employer. We welcome applications from everyone and make reasonable adjustments at any stage: tell us what you need in your email.',
        },
      ],
    },
    {
      id: 'what-we-offer',
      title: 'What We Offer',
      blocks: [
        {
          kind: 'list',
          items: [
            'Health, dental and vision insurance, and a 401(k) with a company match',
            '20 days of paid time off plus US public holidays',
            'A pound of coffee every week and a staff discount on equipment',
            'A yearly training budget, including coffee courses for every role',
          ],
        },
      ],
    },
  ],
};
