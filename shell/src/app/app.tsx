import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@coffee/platform';
import { UiProvider } from '@coffee/ui';
import { AppLayout } from './layout';

/** The providers every part of the page shares: the one store, the theme, the router. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <AppLayout />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
