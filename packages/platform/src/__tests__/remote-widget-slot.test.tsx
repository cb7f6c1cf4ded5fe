import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('when the server cannot render the widget, then the server sends the placeholder and the client renders the widget', async () => {
    const ServerLoader = () => {
      throw new Error('client-only widget');
    };
    const slot = <RemoteWidgetSlot remote="membership" module="PlanComparison" />;
    const markup = renderToString(
      <RemoteWidgetProvider loader={ServerLoader}>
        <p>page</p>
        {slot}
      </RemoteWidgetProvider>,
    );
    expect(markup).toContain('<p>page</p>');
    expect(markup).toContain('data-widget-placeholder="membership/PlanComparison"');

    const container = document.createElement('div');
    container.innerHTML = markup;
    const recoverable: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <RemoteWidgetProvider loader={Loader}>
          <p>page</p>
          {slot}
        </RemoteWidgetProvider>,
        { onRecoverableError: (error) => recoverable.push(String(error)) },
      );
    });
    await waitFor(() => expect(container.textContent).toBe('pagemembership/PlanComparison loaded'));
    // React reports the boundary the server gave up on, once (the shell's hydrateRoot decides
    // what to do with it; production builds word it "The server could not finish this Suspense
    // boundary"); nothing else went wrong.
    expect(recoverable).toHaveLength(1);
    expect(recoverable[0]).toMatch(/Switched to client rendering|server could not finish/);
  });
});
