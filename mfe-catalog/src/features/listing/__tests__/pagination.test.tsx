import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Pagination } from '../components/pagination';
import { withUi } from '../../../test/fixtures';
import { renderCatalog, setViewport } from '../../../test/render';

const hrefFor = (page: number) => (page === 1 ? '/category/beans' : `/category/beans?page=${page}`);

function renderPagination(page: number, last: number) {
  return renderCatalog(<Pagination page={page} last={last} hrefFor={hrefFor} />);
}

/** Where the pagination's links lead, by their accessible names. */
const targets = (nav: HTMLElement, names: (string | RegExp)[]) =>
  names.flatMap((name) =>
    within(nav)
      .getAllByRole('link', { name })
      .map((link) => link.getAttribute('href')),
  );

describe('pagination', () => {
  it('when the screen is wide, then the pages are numbered links around the current one, with gaps hidden from readers', async () => {
    setViewport('desktop');
    renderPagination(5, 9);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    // The width is learnt just after mounting; the numbers show once it is.
    const current = await within(nav).findByRole('link', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/category/beans?page=5');
    expect(targets(nav, [/^Page \d+$/])).toEqual([
      '/category/beans',
      '/category/beans?page=4',
      '/category/beans?page=5',
      '/category/beans?page=6',
      '/category/beans?page=9',
    ]);
    const gaps = within(nav).getAllByText('…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap.closest('li')).toHaveAttribute('aria-hidden', 'true');
    expect(within(nav).queryByText(/of 9/)).not.toBeInTheDocument();
    expect(targets(nav, ['Previous', 'Next'])).toEqual([
      '/category/beans?page=4',
      '/category/beans?page=6',
    ]);
  });

  it('when the screen is a phone, then "Page 2 of 9" stands between Previous and Next, without numbers', async () => {
    setViewport('phone');
    renderPagination(2, 9);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    // Until the width is learnt both are rendered (CSS picks); then the numbers go.
    await waitFor(() =>
      expect(within(nav).queryByRole('list', { hidden: true })).not.toBeInTheDocument(),
    );
    expect(
      within(nav).getByText((_, element) => element?.textContent === 'Page 2 of 9'),
    ).toBeVisible();
    expect(targets(nav, ['Previous', 'Next'])).toEqual([
      '/category/beans',
      '/category/beans?page=3',
    ]);
  });

  it('when on the first or the last page, then the way further is shown disabled, not as a link', async () => {
    setViewport('desktop');
    const { unmount } = renderPagination(1, 3);
    await screen.findByRole('link', { name: 'Page 1' });
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    unmount();

    renderPagination(3, 3);
    await screen.findByRole('link', { name: 'Page 3' });
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('when everything fits on one page, then nothing is rendered', () => {
    setViewport('desktop');
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('when the width is not known yet (the server render), then both the numbers and "Page 1 of 4" are in the HTML for CSS to pick', () => {
    const html = renderToString(
      <MemoryRouter>{withUi(<Pagination page={1} last={4} hrefFor={hrefFor} />)}</MemoryRouter>,
    );
    expect(html).toContain('aria-label="Page 4"');
    expect(html).toMatch(/Page <!-- -->1<!-- --> of <!-- -->4/);
  });
});
