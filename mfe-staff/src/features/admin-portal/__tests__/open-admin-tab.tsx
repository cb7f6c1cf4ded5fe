import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type RequestHandler } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, dashboardHandler, sessionReady, withUi } from '../../../test/fixtures';

/**
 * The admin portal as an admin, on one tab: the dashboard (the first tab) answers, the session
 * is read first as the shell's guard does, then the tab is chosen.
 */
export async function openAdminTab(tab: string, handlers: RequestHandler[]) {
  const view = renderApp(<AdminPortalPage />, {
    user: admin,
    wrap: withUi,
    handlers: [dashboardHandler, ...handlers],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: tab }));
  return view;
}
