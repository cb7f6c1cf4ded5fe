import { server } from './server';

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** The JSON body (text when it is not JSON), undefined when there was none. */
  body: unknown;
}

/**
 * Every request the code under test makes from now on, in order, answered or not. The body is
 * read from a copy before any handler runs, so it is in the log by the time the answer arrives.
 */
export function recordRequests(): { requests: RecordedRequest[]; stop: () => void } {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: undefined,
    };
    requests.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        if (!text) return;
        try {
          entry.body = JSON.parse(text);
        } catch {
          entry.body = text;
        }
      });
  };
  server.events.on('request:start', listener);
  return { requests, stop: () => server.events.removeListener('request:start', listener) };
}
