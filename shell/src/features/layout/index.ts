export { Header } from './header/header';
export { Footer } from './footer/footer';
export { SkipLink } from './skip-link';
export { CATEGORIES, categoryPath } from './categories';
export { StaffHeader } from './staff/staff-header';
