import { CATEGORIES, categoryPath } from '../categories';

export interface FooterLink {
  label: string;
  to: string;
}

/** Every page the spec lists for the footer; each one is routed (see app/routes.tsx). */
export const FOOTER_SECTIONS: { title: string; links: FooterLink[] }[] = [
  { title: 'Shop', links: CATEGORIES.map((c) => ({ label: c.label, to: categoryPath(c.slug) })) },
  {
    title: 'Customer Service',
    links: [
      { label: 'Help Center', to: '/help-center' },
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Shipping Info', to: '/shipping-info' },
      { label: 'Track Order', to: '/track-order' },
      { label: 'Returns', to: '/returns' },
      { label: 'Gift Cards', to: '/gift-cards' },
    ],
  },
  {
    title: 'Your Account',
    links: [
      { label: 'My Account', to: '/account' },
      { label: 'Orders', to: '/orders' },
      { label: 'Create Account', to: '/register-account' },
      { label: 'Membership', to: '/membership-page' },
      { label: 'Direct+ Benefits', to: '/direct-plus-benefits' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Sustainability', to: '/sustainability' },
      { label: 'Press', to: '/press' },
      { label: 'Investors', to: '/investors' },
      { label: 'Affiliates', to: '/affiliates' },
      { label: 'Store Locator', to: '/store-locator' },
    ],
  },
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Cookie Preferences', to: '/cookie-preferences' },
];

/** Placeholders in the spec: the shop has no social or app-store presence to link to yet. */
export const SOCIAL_PLACEHOLDERS = ['Facebook', 'Instagram', 'X', 'YouTube'] as const;
export const APP_STORE_PLACEHOLDERS = [
  'Download on the App Store',
  'Get it on Google Play',
] as const;
