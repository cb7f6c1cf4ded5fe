import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import type { MembershipStatus } from '@coffee/contracts';
import { sessionApi } from '@coffee/platform';
import { HttpResponse, makeUser, renderApp, type RecordedRequest } from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { makeMembership } from '../../../test/membership';
import { membershipServer, type MembershipServerOptions } from '../../../test/membership-server';
import { DirectPlusBenefitsPage } from '..';

const user = makeUser({ username: 'member' });
const manage = () => screen.getByRole('region', { name: 'Manage your membership' });
const posts = (requests: readonly RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);
const trial = makeMembership({
  state: 'trial',
  membershipNumber: null,
  billingPeriod: null,
  renewsAs: null,
  paymentMethod: null,
});
const cancelling = makeMembership({ state: 'cancelling', renewsAs: null });

async function open(
  membership: MembershipStatus = makeMembership(),
  options: MembershipServerOptions = {},
) {
  const server = membershipServer(user, membership, options);
  const view = renderApp(<DirectPlusBenefitsPage />, {
    route: '/direct-plus-benefits',
    wrap,
    user,
    handlers: server.handlers,
    extraRoutes: <Route path="/membership" element={<h1>Membership page</h1>} />,
  });
  await screen.findByRole('heading', { level: 1, name: 'Your Direct+ Benefits' });
  return { ...view, server, clicks: userEvent.setup() };
}

const failWith = (status: number, message: string) => () =>
  HttpResponse.json({ message }, { status });

describe('DirectPlusBenefitsPage: switching the billing period', () => {
  it('when an annual member switches to monthly, then the switch is sent, the renewal reads Monthly on the same date, and it can be undone', async () => {
    const { requests, clicks } = await open();

    await clicks.click(within(manage()).getByRole('button', { name: 'Switch to monthly billing' }));

    expect(await screen.findByText('Billing period changed')).toBeInTheDocument();
    expect(
      screen.getByText('Your membership renews as Monthly on March 1, 2027.'),
    ).toBeInTheDocument();
    expect(posts(requests, '/api/membership/billing-period').map((r) => r.body)).toEqual([
      { billingPeriod: 'monthly' },
    ]);
    // The current period is unchanged until the renewal.
    expect(within(manage()).getByText('Annual, $99.00 a year')).toBeInTheDocument();
    expect(within(manage()).getByText('Renews as Monthly on March 1, 2027')).toBeInTheDocument();
    expect(within(manage()).getByText(/takes effect at renewal/)).toBeInTheDocument();

    await clicks.click(within(manage()).getByRole('button', { name: 'Keep annual billing' }));
    expect(
      await within(manage()).findByText('Renews as Annual on March 1, 2027'),
    ).toBeInTheDocument();
    expect(posts(requests, '/api/membership/billing-period').map((r) => r.body)).toEqual([
      { billingPeriod: 'monthly' },
      { billingPeriod: 'annual' },
    ]);
  });

  it('when the switch fails, then a toast says so with the server’s reason and the renewal is unchanged', async () => {
    const { clicks } = await open(makeMembership(), {
      fail: { 'billing-period': failWith(409, 'Your membership is already being updated') },
    });

    await clicks.click(within(manage()).getByRole('button', { name: 'Switch to monthly billing' }));

    expect(await screen.findByText('Billing change failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not change your billing period: Your membership is already being updated',
      ),
    ).toBeInTheDocument();
    expect(within(manage()).getByText('Renews as Annual on March 1, 2027')).toBeInTheDocument();
  });

  it('when a change is under way, then every manage button waits and a second click sends nothing', async () => {
    let release: () => void = () => undefined;
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests, clicks } = await open(makeMembership(), { until });

    await clicks.click(within(manage()).getByRole('button', { name: 'Switch to monthly billing' }));
    const saving = within(manage()).getByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(within(manage()).getByRole('button', { name: 'Cancel membership' })).toBeDisabled();
    await clicks.click(saving);

    await act(async () => release());
    expect(
      await within(manage()).findByRole('button', { name: 'Keep annual billing' }),
    ).toBeEnabled();
    expect(posts(requests, '/api/membership/billing-period')).toHaveLength(1);
  });
});

describe('DirectPlusBenefitsPage: cancelling and resuming', () => {
  it('when a member asks to cancel, then a dialog says what happens, and keeping the membership sends nothing', async () => {
    const { requests, clicks } = await open();

    await clicks.click(within(manage()).getByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Direct+?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your membership stays active until March 1, 2027, and you will not be charged again. You can resume it any time before then.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep my membership' })).toHaveFocus();

    await clicks.click(within(dialog).getByRole('button', { name: 'Keep my membership' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await clicks.click(within(manage()).getByRole('button', { name: 'Cancel membership' }));
    await clicks.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(requests, '/api/unsubscribe')).toHaveLength(0);
  });

  it('when a member confirms the cancellation, then the spec’s toast shows and the page says when it ends, with no further charge', async () => {
    const { requests, clicks } = await open();

    await clicks.click(within(manage()).getByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Direct+?' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your Direct+ membership has been cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(requests, '/api/unsubscribe')).toHaveLength(1);
    expect(screen.getByText('Your membership ends on March 1, 2027.')).toBeInTheDocument();
    expect(screen.getByText(/You will not be charged again\./)).toBeInTheDocument();
    expect(screen.getByText('Not renewing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume membership' })).toBeEnabled();
    // Still a member until then.
    expect(
      screen.getByText('Your Direct+ membership is active until March 1, 2027'),
    ).toBeInTheDocument();
  });

  it('when the cancellation fails, then the spec’s failure toast shows and the membership stays as it was', async () => {
    const { clicks } = await open(makeMembership(), {
      fail: { unsubscribe: failWith(503, 'The membership service is unavailable') },
    });

    await clicks.click(within(manage()).getByRole('button', { name: 'Cancel membership' }));
    await clicks.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel membership' }),
    );

    expect(await screen.findByText('Cancellation failed')).toBeInTheDocument();
    expect(screen.getByText('Could not cancel Direct+ membership')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(manage()).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
    expect(screen.queryByText(/Your membership ends on/)).toBeNull();
  });

  it('when a member in the free trial cancels it, then it ends at once: the header’s user is no longer a member and the page sends them to /membership', async () => {
    const { store, clicks } = await open(trial);

    await clicks.click(within(manage()).getByRole('button', { name: 'Cancel free trial' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your free trial?' });
    expect(dialog).toHaveAccessibleDescription(/ends now .* can be taken only once per account/);
    await clicks.click(within(dialog).getByRole('button', { name: 'Cancel free trial' }));

    expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeInTheDocument();
    expect(screen.getByText('Subscription cancelled')).toBeInTheDocument();
    const session = sessionApi.endpoints.getCurrentUser.select()(store.getState());
    expect(session.data?.isDirectPlus).toBe(false);
  });

  it('when a cancelled member resumes, then the renewal is back and a toast says when it renews', async () => {
    const { requests, clicks } = await open(cancelling);

    await clicks.click(screen.getByRole('button', { name: 'Resume membership' }));

    expect(await screen.findByText('Membership resumed')).toBeInTheDocument();
    expect(
      screen.getByText('Your Direct+ membership renews on March 1, 2027.'),
    ).toBeInTheDocument();
    expect(posts(requests, '/api/membership/resume')).toHaveLength(1);
    expect(screen.queryByText('Your membership ends on March 1, 2027.')).toBeNull();
    expect(within(manage()).getByText('Renews as Annual on March 1, 2027')).toBeInTheDocument();
    expect(within(manage()).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
  });

  it('when resuming fails, then a toast says so and the membership still ends on its date', async () => {
    const { clicks } = await open(cancelling, {
      fail: { resume: failWith(409, 'This membership has already ended') },
    });

    await clicks.click(screen.getByRole('button', { name: 'Resume membership' }));

    expect(await screen.findByText('Resume failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not resume your Direct+ membership: This membership has already ended',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resume membership' })).toBeEnabled(),
    );
    expect(screen.getByText('Your membership ends on March 1, 2027.')).toBeInTheDocument();
  });
});

describe('DirectPlusBenefitsPage: the 30-day money-back guarantee', () => {
  const moneyBack = { until: '2026-12-29T12:00:00.000Z', amountCents: 9900 };
  const inWindow = makeMembership({ moneyBack });

  it('when a member within the window asks for a refund, then a dialog says what happens, one refund is sent, a toast says how much, and the page sends them to /membership', async () => {
    const { requests, store, clicks } = await open(inWindow);

    expect(
      within(manage()).getByText(
        '30-day money-back guarantee: until December 29, 2026 you can end Direct+ now and get $99.00 back in full.',
      ),
    ).toBeInTheDocument();
    await clicks.click(within(manage()).getByRole('button', { name: 'Get a full refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End Direct+ and get $99.00 back?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your membership ends now and your Direct+ benefits stop at once. We refund $99.00 in full to your Visa ending in 4242 (expires 04/2028); banks usually show a refund within 5 to 10 business days. The 30-day money-back guarantee runs until December 29, 2026 and can be used once per account.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep my membership' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'End and refund $99.00' });
    await clicks.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeInTheDocument();
    expect(screen.getByText('Membership refunded')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We refunded $99.00 in full to your card. Your Direct+ membership has ended.',
      ),
    ).toBeInTheDocument();
    expect(posts(requests, '/api/membership/refund')).toHaveLength(1);
    const session = sessionApi.endpoints.getCurrentUser.select()(store.getState());
    expect(session.data?.isDirectPlus).toBe(false);
  });

  it('when the member keeps the membership, then nothing is sent; cancelling instead names the refund as the other way', async () => {
    const { requests, clicks } = await open(inWindow);

    await clicks.click(within(manage()).getByRole('button', { name: 'Get a full refund' }));
    await clicks.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep my membership' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await clicks.click(within(manage()).getByRole('button', { name: 'Cancel membership' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Cancel Direct+?' }),
    ).toHaveAccessibleDescription(
      /To end it now with a full refund of \$99\.00 instead, choose “Get a full refund” \(30-day money-back guarantee, until December 29, 2026\)\.$/,
    );
    expect(posts(requests, '/api/membership/refund')).toHaveLength(0);
  });

  it('when the refund is refused (the window closed meanwhile), then a toast gives the reason and the membership stays', async () => {
    const { clicks } = await open(inWindow, {
      fail: {
        refund: failWith(
          409,
          'The 30-day money-back guarantee for this membership ended on December 29, 2026',
        ),
      },
    });

    await clicks.click(within(manage()).getByRole('button', { name: 'Get a full refund' }));
    await clicks.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'End and refund $99.00',
      }),
    );

    expect(await screen.findByText('Refund failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not refund your Direct+ membership: The 30-day money-back guarantee for this membership ended on December 29, 2026',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(manage()).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
  });

  it('when a member cancelled at the end of the period within the window, then the refund is still offered', async () => {
    await open(makeMembership({ state: 'cancelling', renewsAs: null, moneyBack }));
    expect(within(manage()).getByRole('button', { name: 'Get a full refund' })).toBeEnabled();
  });

  it('when the window is over (no guarantee to claim), then no refund is offered', async () => {
    await open();
    expect(within(manage()).queryByRole('button', { name: 'Get a full refund' })).toBeNull();
    expect(within(manage()).queryByText(/money-back/)).toBeNull();
  });
});
