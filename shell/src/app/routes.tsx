import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  NOT_FOUND_TITLE,
  PAGE_ROUTES,
  type RemotePageRef,
  type ShellPageName,
} from '@coffee/topology';
import type { Guard } from './guards/access';

export type ShellPage = LazyExoticComponent<ComponentType>;

/**
 * One registry of every routed path: which part renders it and which guard applies.
 * A route is either a page of a remote's `./pages` module or a page of the shell itself.
 * The paths, titles and guards are `@coffee/topology`'s page list (PAGE_ROUTES); remote pages
 * are typed by the topology too, the list each remote's `exposePages` is also held to: a page
 * renamed or missing on either side fails the type check, not the browser.
 * Any other path shows the not-found page.
 */
export type AppRoute = {
  path: string;
  title: string;
  guard?: Guard;
  /** 'staff': the back office's frame (staff header, no shopper search, categories, footer or chat). */
  frame?: 'staff';
} & (
  | RemotePageRef
  | { component: ShellPage }
  /** Another address of a page (the spec links both). */
  | { redirect: string }
);

// Each shell page is its own chunk: none of them weighs on the first load of `/`.
function shellPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ShellPage {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const legal = () => import('../features/legal');
const infoPages = () => import('../features/info-pages');

/** The shell's own pages by the name the page list gives them: a missing one fails the type check. */
const SHELL_PAGES: Record<ShellPageName, ShellPage> = {
  PrivacyPolicyPage: shellPage(legal, (m) => m.PrivacyPolicyPage),
  TermsOfServicePage: shellPage(legal, (m) => m.TermsOfServicePage),
  AccessibilityPage: shellPage(legal, (m) => m.AccessibilityPage),
  CookiePreferencesPage: shellPage(
    () => import('../features/cookie-preferences'),
    (m) => m.CookiePreferencesPage,
  ),
  HelpCenterPage: shellPage(
    () => import('../features/help-center'),
    (m) => m.HelpCenterPage,
  ),
  ContactUsPage: shellPage(
    () => import('../features/contact-us'),
    (m) => m.ContactUsPage,
  ),
  TicketLookupPage: shellPage(
    () => import('../features/support-ticket'),
    (m) => m.TicketLookupPage,
  ),
  ShippingInfoPage: shellPage(
    () => import('../features/shipping-info'),
    (m) => m.ShippingInfoPage,
  ),
  // The returns page and the footer's company pages: one chunk, one page pattern.
  ReturnsPage: shellPage(infoPages, (m) => m.ReturnsPage),
  GiftCardsPage: shellPage(infoPages, (m) => m.GiftCardsPage),
  AboutPage: shellPage(infoPages, (m) => m.AboutPage),
  CareersPage: shellPage(infoPages, (m) => m.CareersPage),
  SustainabilityPage: shellPage(infoPages, (m) => m.SustainabilityPage),
  PressPage: shellPage(infoPages, (m) => m.PressPage),
  InvestorsPage: shellPage(infoPages, (m) => m.InvestorsPage),
  AffiliatesPage: shellPage(infoPages, (m) => m.AffiliatesPage),
};

/**
 * The topology's page list with the shell's components in place of its page names. The list is
 * shared with the gateway, which answers 404 (this table's catch-all) for any path not in it.
 */
export const ROUTES: AppRoute[] = PAGE_ROUTES.map((route): AppRoute => {
  if (!('shell' in route)) return route;
  const { shell, ...rest } = route;
  return { ...rest, component: SHELL_PAGES[shell] };
});

/** The catch-all. */
export const NOT_FOUND_ROUTE: { title: string; component: ShellPage } = {
  title: NOT_FOUND_TITLE,
  component: shellPage(
    () => import('../features/not-found'),
    (m) => m.NotFoundPage,
  ),
};
