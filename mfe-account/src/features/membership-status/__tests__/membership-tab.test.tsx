import { screen, within } from '@testing-library/react';
import { makeUser, renderApp } from '@coffee/platform/testing';
import { MembershipTab } from '..';
import { wrap } from '../../../test/render';

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
      user: makeUser({ isDirectPlus: true, directPlusExpiry: '2027-03-01T12:00:00.000Z' }),
      wrap,
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
  });

  it('when a member has no expiry on record, then no empty "Valid until" line shows', async () => {
    renderApp(<MembershipTab />, {
      user: makeUser({ isDirectPlus: true, directPlusExpiry: null }),
      wrap,
    });
    expect(await screen.findByRole('heading', { name: 'Direct+ Membership Active' })).toBeVisible();
    expect(screen.queryByText(/Valid until/)).not.toBeInTheDocument();
  });
});
