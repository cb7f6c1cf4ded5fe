import { screen, within } from '@testing-library/react';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, dashboard, withUi } from '../../../test/fixtures';

const replies = (dp: [number, number | null], standard: [number, number | null]) => ({
  since: '2026-11-01T14:00:00.000Z',
  days: 30,
  byTier: {
    'direct-plus': { tickets: dp[0], medianMinutes: dp[1] },
    standard: { tickets: standard[0], medianMinutes: standard[1] },
  },
});

function openDashboard(supportReplies: object | null | undefined) {
  return renderApp(<AdminPortalPage />, {
    user: admin,
    wrap: withUi,
    handlers: [
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json(
          supportReplies === undefined ? dashboard() : { ...dashboard(), supportReplies },
        ),
      ),
    ],
  });
}

describe('admin dashboard: first replies by tier', () => {
  it('when both tiers have answered tickets, then the median first reply of each shows with its count', async () => {
    openDashboard(replies([14, 130], [31, 545]));
    const support = await screen.findByRole('region', { name: 'Support' });
    expect(
      within(support).getByText(
        'Median first reply: Direct+ 2 h 10 min (14 tickets) · Standard 9 h 5 min (31 tickets)',
      ),
    ).toBeInTheDocument();
    expect(support).toHaveTextContent(
      'Tickets first answered in the last 30 days, timed in business hours (Monday to Friday, 9 AM to 8 PM shop time, holidays excluded), as the targets are: 4 h for Direct+, 24 h for Standard.',
    );
  });

  it('when no ticket has been answered, then it says "No replies yet"; one tier alone says which', async () => {
    const { unmount } = openDashboard(replies([0, null], [0, null]));
    expect(await screen.findByText('Median first reply: No replies yet')).toBeInTheDocument();
    unmount();
    openDashboard(replies([0, null], [1, 45]));
    expect(
      await screen.findByText(
        'Median first reply: Direct+ no replies yet · Standard 45 min (1 ticket)',
      ),
    ).toBeInTheDocument();
  });

  it('when an older staff service sends no reply figures, then the rest of the dashboard still shows', async () => {
    openDashboard(undefined);
    await screen.findByLabelText('Revenue');
    expect(screen.queryByRole('region', { name: 'Support' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Median first reply/)).not.toBeInTheDocument();
  });
});
