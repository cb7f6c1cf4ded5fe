import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@coffee/platform';
import { UiProvider } from '@coffee/ui';
import { StandalonePage } from './app/standalone-page';
import { StandaloneToasts } from './shared/ui/toast-view';

// Standalone development page: inside the shop, the shell owns the store, router and theme.
const store = createAppStore();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <UiProvider>
          <StandalonePage />
          <StandaloneToasts />
        </UiProvider>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
