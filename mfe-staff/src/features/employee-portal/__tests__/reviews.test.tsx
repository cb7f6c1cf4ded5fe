import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  admin,
  emptyOrdersHandler,
  employee,
  manager,
  pageOf,
  staffReview,
  withUi,
} from '../../../test/fixtures';

describe('employee portal: reviews', () => {
  it('when an employee opens the portal, then there is no Reviews tab', () => {
    renderApp(<EmployeePortalPage />, {
      user: employee,
      wrap: withUi,
      handlers: [emptyOrdersHandler],
    });
    expect(screen.queryByRole('tab', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it.each([
    ['manager', manager],
    ['admin', admin],
  ])(
    'when a %s hides a review, then the visibility is put and a hidden one offers Restore',
    async (_r, user) => {
      const { requests } = renderApp(<EmployeePortalPage />, {
        user,
        wrap: withUi,
        handlers: [
          emptyOrdersHandler,
          http.get('/api/employee/reviews', () =>
            HttpResponse.json(
              pageOf([
                staffReview(1, { purchasedVariants: ['2 lb, pour-over'] }),
                staffReview(2, { hidden: true, title: null }),
              ]),
            ),
          ),
          http.put('/api/employee/reviews/:id/visibility', () =>
            HttpResponse.json(staffReview(1, { hidden: true })),
          ),
        ],
      });
      await userEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
      const table = within(await screen.findByRole('region', { name: 'Reviews' }));
      await table.findByText(/Bright and fruity/);
      const [first, second] = table.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
      expect(within(first).getByText('Visible')).toBeInTheDocument();
      // The author bought the coffee in a size and grind: the row names it.
      expect(within(first).getByText(/Verified Purchase: 2 lb, pour-over/)).toBeInTheDocument();
      expect(within(second).getByText(/\(Verified Purchase\)/)).toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
      await userEvent.click(within(first).getByRole('button', { name: 'Hide' }));
      await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
      const put = requests.find((r) => r.method === 'PUT');
      expect(put?.path).toBe('/api/employee/reviews/r1/visibility');
      await waitFor(() => expect(put?.body).toEqual({ hidden: true }));
    },
  );
});
