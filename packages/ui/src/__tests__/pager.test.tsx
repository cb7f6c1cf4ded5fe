import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, UiProvider } from '..';

const renderPager = (props: Partial<Parameters<typeof Pager>[0]> = {}) => {
  const onPage = jest.fn();
  render(
    <UiProvider>
      <Pager label="Product pages" page={2} pageSize={20} total={57} onPage={onPage} {...props} />
    </UiProvider>,
  );
  return onPage;
};

describe('Pager', () => {
  it('when a noun is given, then it says which rows are shown', () => {
    renderPager({ noun: 'products' });
    expect(screen.getByRole('navigation', { name: 'Product pages' })).toHaveTextContent(
      'Showing 21–40 of 57 products',
    );
  });

  it('when there is no noun, then it says the page of the pages', () => {
    renderPager();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('when there are no rows, then it says so and Next is disabled', () => {
    renderPager({ noun: 'products', page: 1, total: 0 });
    expect(screen.getByText('No products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when Previous and Next are pressed, then the neighbouring pages are asked for', async () => {
    const onPage = renderPager();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('when busy or on the last page, then the buttons wait', () => {
    renderPager({ page: 3, busy: true });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
