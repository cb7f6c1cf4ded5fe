export { RoastSection } from './roast-section';
