import {
  Suspense,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RemoteWidgetRef } from '@coffee/topology';
import { useAfterFirstContent } from './after-first-content';

/**
 * A widget as the topology lists it, e.g. `{ remote: 'membership', module: 'PlanComparison' }`
 * for the module `membership/PlanComparison`: a name that does not exist fails the type check.
 */
export type RemoteWidgetProps = RemoteWidgetRef;

/**
 * How one remote shows another remote's widget without importing it: the shell, which owns
 * the federation runtime, provides the loader; a remote running alone has none and shows
 * its fallback instead.
 */
const RemoteWidgetContext = createContext<ComponentType<RemoteWidgetProps> | null>(null);

export function RemoteWidgetProvider({
  loader,
  children,
}: {
  loader: ComponentType<RemoteWidgetProps>;
  children: ReactNode;
}) {
  return <RemoteWidgetContext.Provider value={loader}>{children}</RemoteWidgetContext.Provider>;
}

// Start loading a little before the slot scrolls into view, so it is usually there in time.
const NEAR_VIEWPORT = '600px 0px';

/**
 * True once the element has come near the viewport (right after mounting where
 * IntersectionObserver is missing). The first render does not look for IntersectionObserver: a
 * server has none, and the client's hydration render must give the server's markup.
 */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function RemoteWidgetSlot({
  fallback = null,
  deferUntilVisible = false,
  placeholderMinHeight,
  ...widget
}: RemoteWidgetProps & {
  fallback?: ReactNode;
  /**
   * Below-the-fold widgets: fetch the remote only when the slot nears the viewport, and not
   * before the page's first view is on screen (while the page is still loading, a slot below
   * skeletons can be near the top), so it costs nothing on the first load of the page (its
   * remote's code is not even downloaded).
   */
  deferUntilVisible?: boolean;
  /** Space kept for a deferred widget, e.g. '40rem', so the page does not jump when it arrives. */
  placeholderMinHeight?: string;
}) {
  const Loader = useContext(RemoteWidgetContext);
  const { ref, near } = useNearViewport(deferUntilVisible && Loader !== null);
  const firstViewShown = useAfterFirstContent();
  if (!Loader) return <>{fallback}</>;
  const placeholder = (
    <div
      ref={ref}
      style={{ minHeight: placeholderMinHeight }}
      data-widget-placeholder={`${widget.remote}/${widget.module}`}
    />
  );
  if (!near || (deferUntilVisible && !firstViewShown)) return placeholder;
  // A server render's loader throws for a widget it cannot render there: the boundary confines
  // that to this widget (the server sends the placeholder, the client renders the widget). In the
  // browser it also holds a loader that suspends without a boundary of its own.
  return (
    <Suspense fallback={placeholder}>
      <Loader {...widget} />
    </Suspense>
  );
}
