import { act, render, screen } from '@testing-library/react';
import {
  RemoteWidgetProvider,
  RemoteWidgetSlot,
  type RemoteWidgetProps,
} from '../widgets/remote-widget-slot';

const Loader = ({ remote, module }: RemoteWidgetProps) => <p>{`${remote}/${module} loaded`}</p>;

describe('RemoteWidgetSlot', () => {
  const original = globalThis.IntersectionObserver;
  let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;

  beforeEach(() => {
    notify = undefined;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('when no shell provides a loader, then the fallback shows', () => {
    render(
      <RemoteWidgetSlot remote="membership" module="PlanComparison" fallback={<p>Teaser</p>} />,
    );
    expect(screen.getByText('Teaser')).toBeInTheDocument();
  });

  it('when the shell provides a loader, then the widget loads at once', () => {
    render(
      <RemoteWidgetProvider loader={Loader}>
        <RemoteWidgetSlot remote="membership" module="PlanComparison" />
      </RemoteWidgetProvider>,
    );
    expect(screen.getByText('membership/PlanComparison loaded')).toBeInTheDocument();
  });

  it('when deferred, then only a placeholder of the given height shows until the slot nears the viewport', async () => {
    const { container } = render(
      <RemoteWidgetProvider loader={Loader}>
        <RemoteWidgetSlot
          remote="membership"
          module="PlanComparison"
          deferUntilVisible
          placeholderMinHeight="40rem"
        />
      </RemoteWidgetProvider>,
    );
    const placeholder = container.querySelector(
      '[data-widget-placeholder="membership/PlanComparison"]',
    );
    expect(placeholder).toHaveStyle({ minHeight: '40rem' });
    expect(screen.queryByText('membership/PlanComparison loaded')).not.toBeInTheDocument();

    act(() => notify?.([{ isIntersecting: false }]));
    expect(screen.queryByText('membership/PlanComparison loaded')).not.toBeInTheDocument();
    act(() => notify?.([{ isIntersecting: true }]));
    // ...and once the page's first view is on screen (at once in jsdom: no LCP, no idle wait).
    expect(await screen.findByText('membership/PlanComparison loaded')).toBeInTheDocument();
  });
});
