import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface RemoteWidgetProps {
  /** The remote's federation name, e.g. 'membership'. */
  remote: string;
  /** The exposed module, e.g. 'PlanComparison' for `membership/PlanComparison`. */
  module: string;
}

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

export function RemoteWidgetSlot({
  remote,
  module,
  fallback = null,
}: RemoteWidgetProps & { fallback?: ReactNode }) {
  const Loader = useContext(RemoteWidgetContext);
  if (!Loader) return <>{fallback}</>;
  return <Loader remote={remote} module={module} />;
}
