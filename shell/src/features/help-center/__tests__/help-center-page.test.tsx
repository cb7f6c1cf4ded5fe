import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { HelpCenterPage } from '..';

function renderPage(route = '/help-center') {
  const user = userEvent.setup();
  const view = renderApp(<HelpCenterPage />, { route, wrap: (c) => <UiProvider>{c}</UiProvider> });
  return { user, ...view };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search help articles' });
const resultQuestions = () =>
  within(screen.getByRole('region', { name: 'Search results' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('Help Center page', () => {
  it('when opened, then six category cards link to /help-center#<id> and each id names a section', () => {
    renderPage();
    expect(document.title).toBe('Help Center | Brew Haven');
    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    const links = within(topics).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^\/help-center#[a-z-]+$/);
      const section = document.getElementById(href.split('#')[1]!);
      expect(section?.tagName).toBe('SECTION');
      expect(link).toHaveTextContent(section!.querySelector('h2')!.textContent!);
    }
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/help-center#orders-shipping',
      '/help-center#returns-refunds',
      '/help-center#direct-plus',
      '/help-center#account',
      '/help-center#products-brewing',
      '/help-center#payments-billing',
    ]);
  });

  it('when a category card is followed, then its section is scrolled into view and focused', async () => {
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: /Returns & Refunds/ }));
    const section = screen.getByRole('region', { name: 'Returns & Refunds' });
    expect(scrollIntoView.mock.contexts).toContain(section);
    expect(section).toHaveFocus();
    scrollIntoView.mockRestore();
  });

  it('when the query matches a question, then that article is found, ignoring case and surrounding spaces', async () => {
    const { user } = renderPage();
    await user.type(searchBox(), '   TRACK MY   ');
    expect(resultQuestions()).toEqual(['How can I track my order?']);
    expect(screen.queryByRole('region', { name: 'Browse by topic' })).not.toBeInTheDocument();
  });

  it('when the query appears only in an answer, then that article is found too', async () => {
    const { user } = renderPage();
    await user.type(searchBox(), '$99 per year');
    expect(resultQuestions()).toEqual(['How much does Direct+ cost?']);
    expect(screen.getByText(/Direct\+ is \$99 per year\./)).toBeInTheDocument();
  });

  it("when nothing matches, then 'No results found' shows and 'Clear search' brings the topics back", async () => {
    const { user } = renderPage();
    await user.type(searchBox(), 'unicorn latte');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Browse by topic' })).toBeInTheDocument();
  });

  it('when the query is only spaces, then the topics stay and no search runs', async () => {
    const { user } = renderPage();
    await user.type(searchBox(), '    ');
    expect(screen.getByRole('region', { name: 'Browse by topic' })).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('when rendered, then the support cards give the hours, the reply time and a link to the contact page', () => {
    renderPage();
    const support = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(support).getByText(/Mon-Fri 9am-8pm ET/)).toBeInTheDocument();
    expect(within(support).getByText(/Weekends 10am-6pm ET/)).toBeInTheDocument();
    expect(within(support).getByText('We reply within 1-2 business days.')).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});
