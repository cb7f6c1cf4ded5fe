export { Header } from './header/header';
export { CartButtonPlaceholder } from './header/cart-button-placeholder';
export { Footer } from './footer/footer';
export { SkipLink } from './skip-link';
export { DemoBanner, DEMO_BANNER_TEXT } from './demo-banner';
export { CATEGORIES, categoryPath } from './categories';
export { StaffHeader } from './staff/staff-header';
