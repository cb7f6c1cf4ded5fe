import { RemoteWidgetProvider, type AppStore, Provider } from '@coffee/platform';
import { UiProvider, BrowserRouter } from '@coffee/ui';
import { AppLayout } from './layout';
import { ShellRemoteWidget } from './remotes/remote-widget-loader';

/** The providers every part of the page shares: the one store, the theme, the router,
 * and the loader remotes use to show each other's widgets. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <RemoteWidgetProvider loader={ShellRemoteWidget}>
            <AppLayout />
          </RemoteWidgetProvider>
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
