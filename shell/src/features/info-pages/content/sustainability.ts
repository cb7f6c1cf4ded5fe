import { COMPANY } from '../../../shared/company-details';
import { mailLink, type InfoPageContent } from '../info-page-content';
import { COMPANY_STORY } from './about';

export const sustainabilityPage: InfoPageContent = {
  title: 'Sustainability',
  lead: 'Good coffee depends on the farms that grow it and on a climate that lets them. Here is what we do about that, with figures we can stand behind.',
  sections: [
    {
      id: 'sourcing',
      title: 'How We Buy Coffee',
      blocks: [
        {
          kind: 'text',
          text: `We buy green coffee from ${COMPANY_STORY.producers} producers and cooperatives in ${COMPANY_STORY.origins} countries, most of them for five years or more. Long relationships let farms plan and invest, and let us agree the price before the harvest instead of at whatever the market pays that day.`,
        },
        {
          kind: 'list',
          items: [
            'We pay at least $1.00 per pound above the Fairtrade minimum price for every coffee we buy, and more for the best lots.',
            'Every year we publish a Sourcing Report with each producer, the price we paid per pound and how much we bought.',
            'We visit our main producers at least every other year and buy from them even in years when a harvest is smaller.',
          ],
        },
      ],
    },
    {
      id: 'packaging',
      title: 'Packaging',
      blocks: [
        {
          kind: 'list',
          items: [
            'Our coffee bags are certified compostable, including the valve and the label. They break down in an industrial composting facility; please do not put them in recycling.',
            'Shipping boxes are 100% recycled cardboard, sealed with paper tape and padded with paper, never plastic.',
            'Equipment ships in its maker’s box with as little extra packaging as safely possible.',
          ],
        },
      ],
    },
    {
      id: 'roastery',
      title: 'At the Roastery',
      blocks: [
        {
          kind: 'list',
          items: [
            'Our roastery in Brooklyn runs on electricity from a renewable energy supplier.',
            'The chaff left from roasting and our spent coffee grounds go to community gardens in Brooklyn as compost.',
            'Burlap sacks from green coffee are given away to local gardeners and makers rather than thrown out.',
          ],
        },
      ],
    },
    {
      id: 'what-you-can-do',
      title: 'What You Can Do',
      blocks: [
        {
          kind: 'list',
          items: [
            'Buy whole beans in the larger bags, or choose a subscription: fewer, fuller parcels.',
            'Compost our bags where your town collects food waste for industrial composting.',
            'Keep your equipment going: our customer care team can help you find spare parts from the maker and keep a brewer or grinder working for years.',
          ],
        },
        {
          kind: 'text',
          text: [
            'Questions about our sourcing or this page? Email ',
            mailLink(COMPANY.supportEmail, 'Sustainability'),
            '.',
          ],
        },
      ],
    },
  ],
};
