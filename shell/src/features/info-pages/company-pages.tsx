import { InfoPage } from './components/info-page';
import { aboutPage } from './content/about';
import { affiliatesPage } from './content/affiliates';
import { careersPage } from './content/careers';
import { giftCardsPage } from './content/gift-cards';
import { investorsPage } from './content/investors';
import { pressPage } from './content/press';
import { sustainabilityPage } from './content/sustainability';

export const AboutPage = () => <InfoPage content={aboutPage} />;
export const CareersPage = () => <InfoPage content={careersPage} />;
export const SustainabilityPage = () => <InfoPage content={sustainabilityPage} />;
export const PressPage = () => <InfoPage content={pressPage} />;
export const InvestorsPage = () => <InfoPage content={investorsPage} />;
export const AffiliatesPage = () => <InfoPage content={affiliatesPage} />;
export const GiftCardsPage = () => <InfoPage content={giftCardsPage} />;
