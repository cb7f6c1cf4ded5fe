import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { UiProvider, BrowserRouter } from '@coffee/ui';
import { createAppStore } from '../store/store';
import { StandaloneRoutes, type StandaloneOptions } from './standalone-routes';

export {
  StandaloneRoutes,
  type StandaloneOptions,
  type StandaloneRoute,
} from './standalone-routes';

/**
 * The one way a remote runs on its own (its `src/bootstrap.tsx`): its pages at the paths the
 * shell gives them, with the store, router, theme and toasts the shell would otherwise provide.
 * Inside the shop none of this runs: the shell owns the store, router and theme.
 */
export function renderStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <BrowserRouter>
          <UiProvider>
            <StandaloneRoutes {...options} />
          </UiProvider>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
