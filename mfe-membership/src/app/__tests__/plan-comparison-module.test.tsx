import { screen } from '@testing-library/react';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import PlanComparisonDefault, { PlanComparison } from '../plan-comparison';

describe('membership/PlanComparison (the exposed module)', () => {
  it('when loaded by the shell, then the named and the default export are the widget, marked as this remote', async () => {
    expect(PlanComparisonDefault).toBe(PlanComparison);
    const { container } = renderApp(<PlanComparison />, {
      wrap: (children) => <UiProvider>{children}</UiProvider>,
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose Your Membership' }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-remote="membership"]')).toHaveAttribute(
      'data-release',
      'test@0.0.0',
    );
  });
});
