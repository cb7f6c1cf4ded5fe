import { screen, within } from '@testing-library/react';
import type { MembershipStatus } from '@coffee/contracts';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { MembershipTab } from '..';
import { wrap } from '../../../test/render';

const EXPIRY = '2027-03-01T12:00:00.000Z';

/** GET /api/membership as the membership service answers it: a paid annual member by default. */
const membership = (overrides: Partial<MembershipStatus> = {}): MembershipStatus => ({
  plan: 'directPlus',
  isDirectPlus: true,
  directPlusExpiry: EXPIRY,
  membershipNumber: '4716203958174',
  state: 'active',
  billingPeriod: 'annual',
  renewsAs: 'annual',
  trialAvailable: false,
  renewalFailed: false,
  paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
  moneyBack: null,
  ...overrides,
});
const member = (directPlusExpiry: string | null = EXPIRY) =>
  makeUser({ isDirectPlus: true, directPlusExpiry });
const answering = (reply: () => Response) => [http.get('/api/membership', reply)];

describe('Membership tab', () => {
  it("when the user is a Standard customer, then 'Standard Membership' shows with 'Upgrade to Direct+' to /membership", async () => {
    renderApp(<MembershipTab />, { user: makeUser({ isDirectPlus: false }), wrap });
    expect(await screen.findByRole('heading', { name: 'Standard Membership' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Direct+' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(screen.queryByText('Direct+ Membership Active')).not.toBeInTheDocument();
  });

  it("when the user is a Direct+ member, then 'Direct+ Membership Active', 'Valid until {date}', four benefit cards and 'Manage Direct+' show", async () => {
    renderApp(<MembershipTab />, {
      user: member(),
      wrap,
      handlers: answering(() => HttpResponse.json(membership())),
    });
    expect(await screen.findByRole('heading', { name: 'Direct+ Membership Active' })).toBeVisible();
    expect(screen.getByText('Valid until March 1, 2027')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Your Direct+ benefits' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Free Shipping', 'Member Discounts', 'Early Access', 'Extended Returns']);
    expect(screen.getByRole('link', { name: 'Manage Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus-benefits',
    );
    expect(screen.queryByRole('link', { name: 'Upgrade to Direct+' })).not.toBeInTheDocument();
    expect(await screen.findByText('Renews annually on March 1, 2027.')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('when the member has cancelled, then the tab says it is not renewing and until when (issue 25)', async () => {
    renderApp(<MembershipTab />, {
      user: member(),
      wrap,
      handlers: answering(() =>
        HttpResponse.json(membership({ state: 'cancelling', renewsAs: null })),
      ),
    });
    expect(
      await screen.findByText(
        'Not renewing: your membership ends on March 1, 2027, with no further charge.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Not renewing')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.queryByText(/Renews/)).not.toBeInTheDocument();
    expect(screen.getByText('Valid until March 1, 2027')).toBeInTheDocument();
  });

  it('when the member is in the free trial, then its end is said', async () => {
    renderApp(<MembershipTab />, {
      user: member(),
      wrap,
      handlers: answering(() =>
        HttpResponse.json(membership({ state: 'trial', billingPeriod: null, renewsAs: null })),
      ),
    });
    expect(await screen.findByText('Your free trial ends on March 1, 2027.')).toBeInTheDocument();
  });

  it('when the membership service cannot answer, then the account’s own view still shows', async () => {
    renderApp(<MembershipTab />, {
      user: member(),
      wrap,
      handlers: answering(() => HttpResponse.json({ message: 'down' }, { status: 503 })),
    });
    expect(await screen.findByRole('heading', { name: 'Direct+ Membership Active' })).toBeVisible();
    expect(screen.getByText('Valid until March 1, 2027')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('when a member has no expiry on record, then no empty "Valid until" line shows', async () => {
    renderApp(<MembershipTab />, {
      user: member(null),
      wrap,
      handlers: answering(() =>
        HttpResponse.json(membership({ directPlusExpiry: null, billingPeriod: null })),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Direct+ Membership Active' })).toBeVisible();
    expect(screen.queryByText(/Valid until/)).not.toBeInTheDocument();
  });
});
