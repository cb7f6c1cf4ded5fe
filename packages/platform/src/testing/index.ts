export { server } from './server';
export { recordRequests, type RecordedRequest } from './requests';
export { renderApp, sessionHandler, type RenderAppOptions } from './render';
export { makeUser } from '@coffee/contracts/testing';
// MSW's own vocabulary, so a test needs one import for its answers.
export { http, HttpResponse, delay, type RequestHandler } from 'msw';
