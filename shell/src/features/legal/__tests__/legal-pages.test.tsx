import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { AccessibilityPage, PrivacyPolicyPage, TermsOfServicePage } from '..';

function renderPage(ui: ReactElement, route: string) {
  const user = userEvent.setup();
  const view = renderApp(ui, { route, wrap: (c) => <UiProvider>{c}</UiProvider> });
  return { user, ...view };
}

describe('Legal pages', () => {
  it.each([
    ['Privacy Policy', <PrivacyPolicyPage key="p" />, '/privacy-policy'],
    ['Terms of Service', <TermsOfServicePage key="t" />, '/terms-of-service'],
  ])(
    'when %s is opened, then its title is set and every contents link points at a numbered section',
    (title, ui, route) => {
      renderPage(ui, route);
      expect(document.title).toBe(`${title} | Brew Haven`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('April 28, 2025')).toHaveAttribute('dateTime', '2025-04-28');

      const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole(
        'link',
      );
      expect(links.length).toBeGreaterThanOrEqual(10);
      links.forEach((link, index) => {
        const id = link.getAttribute('href')!.split('#')[1]!;
        expect(link.getAttribute('href')).toBe(`${route}#${id}`);
        const section = document.getElementById(id)!;
        expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
          `${index + 1}. ${link.textContent}`,
        );
      });
    },
  );

  it('when a contents link is followed, then its section is scrolled into view and focused', async () => {
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', {
        name: 'Cookies',
      }),
    );
    const section = screen.getByRole('region', { name: '3. Cookies' });
    expect(scrollIntoView.mock.contexts).toContain(section);
    expect(section).toHaveFocus();
    scrollIntoView.mockRestore();
  });

  it('when the privacy policy is read, then it explains cookies, links to the cookie preferences and gives a privacy contact', () => {
    renderPage(<PrivacyPolicyPage />, '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Cookie Preferences' })).toHaveAttribute(
      'href',
      '/cookie-preferences',
    );
    expect(screen.getByText('We do not sell your personal information.')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: /Contact Us/ });
    expect(within(contact).getByRole('link', { name: 'privacy@brewhaven.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@brewhaven.com',
    );
  });

  it('when the terms are read, then the return windows and the Direct+ renewal rules are stated', () => {
    renderPage(<TermsOfServicePage />, '/terms-of-service');
    const returns = screen.getByRole('region', { name: /Returns and Refunds/ });
    expect(returns).toHaveTextContent(
      'within 30 days of delivery, or within 60 days if you are a Direct+ member',
    );
    const membership = screen.getByRole('region', { name: /Direct\+ Membership/ });
    expect(membership).toHaveTextContent('30-day money-back guarantee');
    expect(membership).toHaveTextContent('at least 3 business days before the next shipment');
  });

  it('when the accessibility statement is opened, then it is dated April 28, 2025 and promises feedback within 2 business days', () => {
    renderPage(<AccessibilityPage />, '/accessibility');
    expect(document.title).toBe('Accessibility Statement | Brew Haven');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility Statement' }),
    ).toBeInTheDocument();
    expect(screen.getByText('April 28, 2025')).toHaveAttribute('dateTime', '2025-04-28');
    expect(screen.getByText(/This statement was prepared on April 28, 2025/)).toBeInTheDocument();
    expect(
      screen.getByText(/We respond to accessibility feedback within 2 business days\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'accessibility@brewhaven.com' })).toHaveAttribute(
      'href',
      'mailto:accessibility@brewhaven.com',
    );
    expect(screen.getByText(/Mon-Fri 9am-8pm ET, weekends 10am-6pm ET/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
  });
});
