import { COMPANY } from '../../../shared/company-details';
import { mailLink, type InfoPageContent } from '../info-page-content';
import { COMPANY_STORY } from './about';

export const investorsPage: InfoPageContent = {
  title: 'Investor Relations',
  lead: `${COMPANY.legalName} is a privately held company. Its shares are not listed or traded on any stock exchange, so there is no share price, ticker or public filing to show here.`,
  sections: [
    {
      id: 'ownership',
      title: 'Ownership',
      blocks: [
        {
          kind: 'text',
          text: `Brew Haven is owned by its two founders, a group of employees through our employee share plan and a small number of private investors who backed the roastery in ${COMPANY_STORY.roasteryOpened}. No outside investor controls the company.`,
        },
      ],
    },
    {
      id: 'financial-information',
      title: 'Financial Information',
      blocks: [
        {
          kind: 'text',
          text: 'As a private company we do not publish financial statements or forecasts. Our shareholders receive the annual accounts and a report on the year at our annual meeting.',
        },
      ],
    },
    {
      id: 'investment-enquiries',
      title: 'Investment Enquiries',
      blocks: [
        {
          kind: 'text',
          text: [
            'We are not raising money at the moment. If you would like to hear from us when that changes, or you are a shareholder with a question, email ',
            mailLink(COMPANY.investorsEmail),
            '.',
          ],
        },
        {
          kind: 'callout',
          text: [
            'Beware of offers to buy Brew Haven shares: we never sell shares through brokers, social media or unsolicited calls. If you are offered any, please tell us at ',
            mailLink(COMPANY.investorsEmail),
            '.',
          ],
        },
      ],
    },
  ],
};
