import { screen } from '@testing-library/react';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import planComparison from '../plan-comparison';

describe('membership/PlanComparison (the exposed module)', () => {
  it('when loaded by the shell, then the default export is the PlanComparison widget, marked as this remote', async () => {
    expect(planComparison).toMatchObject({
      remote: 'membership',
      release: 'test@0.0.0',
      name: 'PlanComparison',
    });
    const { container } = renderApp(<planComparison.component />, {
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
