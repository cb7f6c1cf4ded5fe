export { findStripeMock, startStripeMock, type StripeMock } from './stripe-mock';
