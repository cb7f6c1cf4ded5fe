import { renderStandalone } from '@coffee/platform/standalone';
import { standalone } from './app/standalone';

renderStandalone(standalone);
