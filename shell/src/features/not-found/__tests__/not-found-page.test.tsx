import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { NotFoundPage } from '..';

describe('Not-found page', () => {
  it('when an unknown route is shown, then it gives the spec texts and sets the title', () => {
    renderApp(<NotFoundPage />, {
      route: '/no-such-page',
      wrap: (c) => <UiProvider>{c}</UiProvider>,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Brew Haven');
  });

  it("when 'Return to Home' is followed, then the visitor lands on /", async () => {
    const user = userEvent.setup();
    renderApp(<NotFoundPage />, {
      route: '/no-such-page',
      wrap: (c) => <UiProvider>{c}</UiProvider>,
      extraRoutes: <Route path="/" element={<p>home page</p>} />,
    });
    const link = screen.getByRole('link', { name: 'Return to Home' });
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});
