import { ACCOUNT_DISABLED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '@coffee/contracts';
import { loginErrorDescription } from '../model/login-error';

describe('loginErrorDescription', () => {
  it('when the server refuses the credentials, then the spec’s words are used', () => {
    expect(loginErrorDescription({ status: 401, data: { message: 'Invalid credentials' } })).toBe(
      'Invalid username or password',
    );
    expect(loginErrorDescription({ status: 400, data: { message: 'Username is required' } })).toBe(
      'Invalid username or password',
    );
  });

  it('when sign-ins are rate limited, then the server’s own sentence is shown, without the status', () => {
    expect(
      loginErrorDescription({ status: 429, data: { message: TOO_MANY_ATTEMPTS_MESSAGE } }),
    ).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('when the account is disabled (its password was right), then the server’s sentence says so', () => {
    expect(
      loginErrorDescription({ status: 403, data: { message: ACCOUNT_DISABLED_MESSAGE } }),
    ).toBe(ACCOUNT_DISABLED_MESSAGE);
  });

  it('when the service or the network fails, then the shop’s error text says what happened', () => {
    expect(loginErrorDescription({ status: 502, data: '' })).toBe('502: Bad Gateway');
    expect(
      loginErrorDescription({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
    ).toBe('Network error: please check your connection and try again.');
  });
});
