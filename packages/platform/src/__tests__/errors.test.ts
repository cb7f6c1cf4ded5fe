import { toApiError } from '..';

describe('toApiError', () => {
  it('when the server sent a JSON message, then message is it and text is "status: body"', () => {
    const e = toApiError({ status: 401, data: { message: 'Invalid username or password' } });
    expect(e.message).toBe('Invalid username or password');
    expect(e.text).toBe('401: {"message":"Invalid username or password"}');
  });
  it('when the network failed, then a readable message is given', () => {
    expect(
      toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message,
    ).toMatch(/Network error/);
  });
});
