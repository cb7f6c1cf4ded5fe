import type { ComponentType, ReactNode } from 'react';
import { RemoteWidgetProvider, type AppStore, Provider } from '@coffee/platform';
import { UiProvider, BrowserRouter } from '@coffee/ui';
import { AppLayout } from './layout';
import { ShellRemoteWidget } from './remotes/remote-widget-loader';
import { ServerRemotesContext, type SsrRemotes } from './remotes/server-remotes';

export interface AppProps {
  store: AppStore;
  /** BrowserRouter in the browser; the server render passes a StaticRouter at the request's URL. */
  router?: ComponentType<{ children: ReactNode }>;
  /** The server render's remotes (see server-remotes.tsx); null in the browser. */
  serverRemotes?: SsrRemotes | null;
}

/** The providers every part of the page shares: the one store, the theme, the router,
 * and the loader remotes use to show each other's widgets. The server renders this same tree,
 * so the browser can hydrate its HTML. */
export function App({ store, router: Router = BrowserRouter, serverRemotes = null }: AppProps) {
  return (
    <Provider store={store}>
      <UiProvider>
        <ServerRemotesContext.Provider value={serverRemotes}>
          <Router>
            <RemoteWidgetProvider loader={ShellRemoteWidget}>
              <AppLayout />
            </RemoteWidgetProvider>
          </Router>
        </ServerRemotesContext.Provider>
      </UiProvider>
    </Provider>
  );
}
