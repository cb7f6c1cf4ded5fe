import type { ComponentType, ReactNode } from 'react';
import { RemoteWidgetProvider, type AppStore, Provider } from '@coffee/platform';
import { UiProvider, BrowserRouter } from '@coffee/ui';
import { AppLayout } from './layout';
import { DEFAULT_PAGE_SETTINGS, PageSettingsProvider, type PageSettings } from './page-settings';
import { ShellRemoteWidget } from './remotes/remote-widget-loader';
import { ServerRemotesContext, type SsrRemotes } from './remotes/server-remotes';

export interface AppProps {
  store: AppStore;
  /** BrowserRouter in the browser; the server render passes a StaticRouter at the request's URL. */
  router?: ComponentType<{ children: ReactNode }>;
  /** The server render's remotes (see server-remotes.tsx); null in the browser. */
  serverRemotes?: SsrRemotes | null;
  /** What the gateway told this page (page-settings.tsx): the same on the server and in the browser. */
  page?: PageSettings;
}

/** The providers every part of the page shares: the one store, the theme, the router,
 * and the loader remotes use to show each other's widgets. The server renders this same tree,
 * so the browser can hydrate its HTML. */
export function App({
  store,
  router: Router = BrowserRouter,
  serverRemotes = null,
  page = DEFAULT_PAGE_SETTINGS,
}: AppProps) {
  return (
    <Provider store={store}>
      <UiProvider>
        <PageSettingsProvider value={page}>
          <ServerRemotesContext.Provider value={serverRemotes}>
            <Router>
              <RemoteWidgetProvider loader={ShellRemoteWidget}>
                <AppLayout />
              </RemoteWidgetProvider>
            </Router>
          </ServerRemotesContext.Provider>
        </PageSettingsProvider>
      </UiProvider>
    </Provider>
  );
}
