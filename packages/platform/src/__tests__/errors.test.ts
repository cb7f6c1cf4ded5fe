import { serverVerdict, toApiError } from '..';

describe('toApiError: the one text every remote shows for a failed call (spec, section 8)', () => {
  it('when the server sent our JSON error, then the text is "status: its message"', () => {
    const e = toApiError({ status: 409, data: { message: 'Username or email already exists' } });
    expect(e.message).toBe('409: Username or email already exists');
    expect(e.serverMessage).toBe('Username or email already exists');
  });

  it('when the body is plain text, then the text is "status: body"', () => {
    expect(toApiError({ status: 502, data: 'Bad gateway from the load balancer' }).message).toBe(
      '502: Bad gateway from the load balancer',
    );
  });

  it('when the body is empty, then the status text stands in for it', () => {
    expect(toApiError({ status: 500, data: '' }).message).toBe('500: Internal Server Error');
    expect(toApiError({ status: 503, data: null }).message).toBe('503: Service Unavailable');
    // The server said nothing: no words of its own to show beside a field.
    expect(toApiError({ status: 500, data: '' }).serverMessage).toBeUndefined();
  });

  it('when a body claimed to be JSON and was not, then no JavaScript error text reaches the page', () => {
    const e = toApiError({
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: 'Bad Gateway',
      error: `SyntaxError: Unexpected token 'B', "Bad Gateway" is not valid JSON`,
    });
    expect(e.message).toBe('502: Bad Gateway');
  });

  it('when no answer came, then a readable sentence is given', () => {
    expect(
      toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message,
    ).toMatch(/^Network error/);
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }).message).toMatch(
      /took too long/,
    );
  });

  it('when code threw (a serialized error), then its JavaScript text is not shown', () => {
    expect(toApiError({ name: 'SyntaxError', message: 'Unexpected token' }).message).toBe(
      'An unexpected error occurred.',
    );
  });
});

describe('serverVerdict: what a failed write says to a form or a toast', () => {
  it("when a 400 lists issues, then each field gets its message and the text is the server's", () => {
    const verdict = serverVerdict({
      status: 400,
      data: {
        message: 'Invalid input',
        issues: [{ path: ['email'], message: 'Email is invalid' }],
      },
    });
    expect(verdict.message).toBe('400: Invalid input');
    expect(verdict.text).toBe('Invalid input');
    expect(verdict.fields).toEqual({ email: 'Email is invalid' });
  });

  it('when another status answers, then there are no field messages', () => {
    const verdict = serverVerdict({
      status: 409,
      data: { message: 'Taken', issues: [{ path: ['email'], message: 'x' }] },
    });
    expect(verdict.status).toBe(409);
    expect(verdict.serverMessage).toBe('Taken');
    expect(verdict.fields).toEqual({});
  });

  it('when no answer came, then the text is the plain sentence', () => {
    expect(serverVerdict({ status: 'FETCH_ERROR', error: 'TypeError' }).text).toBe(
      'Network error: please check your connection and try again.',
    );
  });
});
