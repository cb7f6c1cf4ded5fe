export { server } from './server';
export { recordRequests, type RecordedRequest } from './requests';
export { renderApp, sessionHandler, makeUser, type RenderAppOptions } from './render';
// MSW's own vocabulary, so a test needs one import for its answers.
export { http, HttpResponse, delay, type RequestHandler } from 'msw';
