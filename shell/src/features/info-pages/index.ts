export {
  AboutPage,
  AffiliatesPage,
  CareersPage,
  GiftCardsPage,
  InvestorsPage,
  PressPage,
  SustainabilityPage,
} from './company-pages';
export { ReturnsPage } from './returns-page';
