export { ReturnsSection } from './returns-section';
