export {
  mockFetch,
  type FetchMock,
  type MockRoutes,
  type MockReply,
  type MockRequest,
} from './mock-fetch';
export { renderApp, makeUser, type RenderAppOptions } from './render';
