import { renderStandalone } from '@coffee/platform/standalone';
import { standalone } from './app/standalone';

// Standalone development page only: inside the shop, the shell owns the store, router and theme.
renderStandalone(standalone);
