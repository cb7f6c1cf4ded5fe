import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import {
  AboutPage,
  AffiliatesPage,
  CareersPage,
  GiftCardsPage,
  InvestorsPage,
  PressPage,
  ReturnsPage,
  SustainabilityPage,
} from '..';

function renderPage(Page: ComponentType, route: string) {
  return renderApp(<Page />, { route, wrap: (c) => <UiProvider>{c}</UiProvider> });
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Company and policy pages', () => {
  it.each([
    ['/about', AboutPage, 'About Brew Haven', 'Our Story'],
    ['/careers', CareersPage, 'Careers at Brew Haven', 'Open Roles'],
    ['/sustainability', SustainabilityPage, 'Sustainability', 'How We Buy Coffee'],
    ['/press', PressPage, 'Press', 'Press Contact'],
    ['/investors', InvestorsPage, 'Investor Relations', 'Ownership'],
    ['/affiliates', AffiliatesPage, 'Affiliate Program', 'How It Works'],
    ['/gift-cards', GiftCardsPage, 'Gift Cards', 'Amounts and Delivery'],
    ['/returns', ReturnsPage, 'Returns & Refunds', 'What You Can Return'],
  ])(
    'when %s opens, then its title, lead and sections show, with no placeholder text',
    (route, Page, title, firstSection) => {
      const { container } = renderPage(Page, route);
      expect(document.title).toBe(`${title} | Brew Haven`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const sections = screen.getAllByRole('region');
      expect(sections.length).toBeGreaterThanOrEqual(3);
      expect(within(sections[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
        firstSection,
      );
      // Every section has something under its heading.
      for (const section of sections)
        expect(section.textContent!.length).toBeGreaterThan(
          within(section).getAllByRole('heading')[0]!.textContent!.length + 40,
        );
      expect(container).not.toHaveTextContent(/lorem|ipsum|coming soon|TODO|TBD/i);
    },
  );

  it('when the about page is read, then the company facts come from the company details', () => {
    renderPage(AboutPage, '/about');
    expect(region('Our Story')).toHaveTextContent(
      '148 Roasters Row, Suite 200, Brooklyn, NY 11201',
    );
    const contact = region('Get in Touch');
    expect(contact).toHaveTextContent('Brew Haven, Inc.');
    expect(within(contact).getByRole('link', { name: 'support@brewhaven.com' })).toHaveAttribute(
      'href',
      'mailto:support@brewhaven.com',
    );
    const numbers = region('Brew Haven in Numbers');
    expect(within(numbers).getByText('Founded').nextSibling).toHaveTextContent('2016');
    expect(
      within(region('What We Sell')).getByRole('link', { name: 'Learn about Direct+' }),
    ).toHaveAttribute('href', '/direct-plus');
  });

  it('when the careers page is read, then each open role says what the job is and how to apply by email', () => {
    renderPage(CareersPage, '/careers');
    const roles = within(region('Open Roles')).getAllByRole('article');
    expect(roles.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Production Roaster',
      'Customer Care Specialist',
      'Fulfilment Associate',
      'Frontend Engineer (React and TypeScript)',
    ]);
    for (const role of roles) {
      expect(within(role).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
      const apply = within(role).getByRole('link', { name: 'careers@brewhaven.com' });
      expect(apply.getAttribute('href')).toBe(
        `mailto:careers@brewhaven.com?subject=${encodeURIComponent(`Application: ${within(role).getByRole('heading').textContent}`)}`,
      );
    }
    expect(roles[1]).toHaveTextContent('Mon-Fri 9am-8pm ET, weekends 10am-6pm ET');
    expect(region('How to Apply')).toHaveTextContent('within 10 business days');
  });

  it('when the press page is read, then it gives a press contact and dated announcements, newest first', () => {
    renderPage(PressPage, '/press');
    expect(
      within(region('Press Contact')).getByRole('link', { name: 'press@brewhaven.com' }),
    ).toHaveAttribute('href', 'mailto:press@brewhaven.com?subject=Press%20enquiry');
    const dates = within(region('Announcements'))
      .getAllByRole('article')
      .map((a) => a.querySelector('time')!.getAttribute('dateTime')!);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(screen.getByText('October 6, 2026')).toHaveAttribute('dateTime', '2026-10-06');
  });

  it('when the investors page is read, then it says the company is private, with no share price, and gives a contact', () => {
    renderPage(InvestorsPage, '/investors');
    expect(screen.getByText(/is a privately held company/)).toHaveTextContent(
      'Brew Haven, Inc. is a privately held company. Its shares are not listed or traded on any stock exchange',
    );
    expect(document.body).not.toHaveTextContent(/\$\d/);
    expect(screen.getAllByRole('link', { name: 'investors@brewhaven.com' })[0]).toHaveAttribute(
      'href',
      'mailto:investors@brewhaven.com',
    );
  });

  it('when the affiliates page is read, then the commission, cookie window, who may join and how to apply are stated', () => {
    renderPage(AffiliatesPage, '/affiliates');
    const how = region('How It Works');
    expect(within(how).getByText('Commission').nextSibling).toHaveTextContent('8% of each order');
    expect(within(how).getByText('Cookie window').nextSibling).toHaveTextContent('30 days');
    expect(how).toHaveTextContent('up to 60 days for Direct+ members');
    expect(region('Who Can Join')).toHaveTextContent('18 or over');
    expect(
      within(region('How to Apply')).getByRole('link', { name: 'affiliates@brewhaven.com' }),
    ).toHaveAttribute('href', 'mailto:affiliates@brewhaven.com?subject=Affiliate%20application');
  });

  it('when the gift cards page is read, then amounts, how to get one and the expiry rules show, and nothing offers to buy online', () => {
    renderPage(GiftCardsPage, '/gift-cards');
    expect(
      within(region('Amounts and Delivery')).getByText('Amounts').nextSibling,
    ).toHaveTextContent('$25, $50, $75, $100, $150');
    const get = region('How to Get a Gift Card');
    expect(get).toHaveTextContent('Our online checkout does not sell gift cards');
    expect(within(get).getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(region('Expiry and Balance Rules')).toHaveTextContent('never expire');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the sustainability page is read, then its sourcing figures match the about page', () => {
    renderPage(SustainabilityPage, '/sustainability');
    expect(region('How We Buy Coffee')).toHaveTextContent(
      '14 producers and cooperatives in 9 countries',
    );
    expect(region('Packaging')).toHaveTextContent('certified compostable');
  });
});
