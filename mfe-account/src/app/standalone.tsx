import type { StandaloneOptions } from '@coffee/platform/standalone';
import pages from './pages';

const { SignInPage } = pages.pages;

/** This remote on its own (`npm run dev -w mfe-account`): its page at the path the shell gives it. */
export const standalone: StandaloneOptions = {
  remote: 'account',
  routes: [{ path: '/auth', element: <SignInPage />, label: 'Sign in' }],
};
