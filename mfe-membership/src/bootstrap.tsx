import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@coffee/platform';
import { UiProvider } from '@coffee/ui';
import { StandaloneRoutes } from './app/standalone-routes';
import { StoreToastView } from './shared/toast-view';

// Standalone development page only: inside the shell, the shell owns store, router and theme.
const store = createAppStore();
const container = document.getElementById('root');
if (!container) throw new Error('No #root element on the page');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <UiProvider>
          <main>
            <StandaloneRoutes />
          </main>
          <StoreToastView />
        </UiProvider>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
