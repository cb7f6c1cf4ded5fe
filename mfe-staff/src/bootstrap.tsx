import { renderStandalone } from '@coffee/platform/standalone';
import { standalone } from './app/standalone';

// Standalone development page only: inside the shell, the shell owns store, router and theme.
renderStandalone(standalone);
