import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { DirectPlusPage } from '..';

const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;
const member = makeUser({ isDirectPlus: true, directPlusExpiry: '2027-03-01T12:00:00.000Z' });
const section = (name: string) => screen.getByRole('region', { name });
const hrefs = (name: string) =>
  screen.queryAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('DirectPlusPage (/direct-plus)', () => {
  it('when the page opens, then the hero and the six membership-page benefits show', async () => {
    renderApp(<DirectPlusPage />, { route: '/direct-plus', wrap });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Direct+ Membership' }),
    ).toBeInTheDocument();
    const benefits = within(section('Member benefits'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(benefits).toEqual([
      'Free shipping on orders over $35',
      '10% off coffee',
      'Early access to new releases',
      'Invitations to tasting events',
      'Equipment discounts up to 15%',
      'A birthday sample',
    ]);
    expect(within(section('Member benefits')).getByText(/24-hour early windows/)).toBeVisible();
    expect(await screen.findAllByRole('link', { name: 'Join Direct+' })).toHaveLength(2);
  });

  it('when the page opens, then the membership pages’ prices show, with the annual saving and what the payment page charges', async () => {
    renderApp(<DirectPlusPage />, { route: '/direct-plus', wrap });
    const pricing = section('Pricing');

    const monthly = within(pricing).getByRole('article', { name: 'Monthly' });
    expect(within(monthly).getByText('$9.99')).toBeInTheDocument();
    expect(within(monthly).getByText('per month')).toBeInTheDocument();
    const annual = within(pricing).getByRole('article', { name: 'Annual' });
    expect(within(annual).getByText('$99.99')).toBeInTheDocument();
    expect(within(annual).getByText('per year')).toBeInTheDocument();
    expect(within(annual).getByText('Save $19.89 a year')).toBeInTheDocument();
    expect(within(annual).getByText('Save 16%')).toBeInTheDocument();
    expect(
      within(pricing).getByText(/charged at \$99\.00 a year on the payment page/),
    ).toBeVisible();
    await screen.findAllByRole('link', { name: 'Join Direct+' });
  });

  it('when the cost question of the FAQ is opened, then it answers with the help FAQ’s $99 per year', async () => {
    renderApp(<DirectPlusPage />, { route: '/direct-plus', wrap });
    const faq = section('Frequently Asked Questions');
    const question = within(faq).getByText('How much does Direct+ cost?');

    await userEvent.setup().click(question);
    const item = question.closest('details') as HTMLElement;
    expect(item).toHaveAttribute('open');
    expect(within(item).getByText(/Direct\+ is \$99 per year, or \$9\.99 per month/)).toBeVisible();
    expect(
      within(faq).getByRole('link', { name: 'Register your existing membership' }),
    ).toHaveAttribute('href', '/register-membership');
  });

  it.each([
    ['a signed-out visitor', null],
    ['a signed-in Standard customer', makeUser()],
  ])('when %s clicks Join Direct+, then the plan choice opens', async (_who, user) => {
    renderApp(<DirectPlusPage />, {
      route: '/direct-plus',
      wrap,
      user,
      extraRoutes: <Route path="/membership" element={<h1>Membership page</h1>} />,
    });
    const [join] = await screen.findAllByRole('link', { name: 'Join Direct+' });
    expect(hrefs('Join Direct+')).toEqual(['/membership', '/membership']);
    expect(screen.queryByRole('link', { name: 'Manage membership' })).not.toBeInTheDocument();

    await userEvent.setup().click(join as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeInTheDocument();
  });

  it('when a member opens the page, then they are offered to manage their membership, not to join', async () => {
    renderApp(<DirectPlusPage />, { route: '/direct-plus', wrap, user: member });

    expect(await screen.findAllByRole('link', { name: 'Manage membership' })).toHaveLength(2);
    expect(hrefs('Manage membership')).toEqual(['/direct-plus-benefits', '/direct-plus-benefits']);
    expect(hrefs('Join Direct+')).toEqual([]);
    expect(screen.getAllByText('You are a Direct+ member until March 1, 2027.')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Make the most of your membership' }),
    ).toBeInTheDocument();
  });

  it('when the session is still loading, then neither joining nor managing is offered yet', async () => {
    renderApp(<DirectPlusPage />, { route: '/direct-plus', wrap, user: member });

    // First render, before GET /api/user answers.
    expect(hrefs('Join Direct+')).toEqual([]);
    expect(hrefs('Manage membership')).toEqual([]);
    expect(await screen.findAllByRole('link', { name: 'Manage membership' })).toHaveLength(2);
  });
});
