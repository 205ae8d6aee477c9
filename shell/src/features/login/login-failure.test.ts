import { ApiError } from '@groundwork/shared/api';
import { loginFailureText } from './login-failure';

const answered = (status: number, data: unknown) => new ApiError(status, data, '/auth/login');

describe('the Login Failed banner text', () => {
  it('says the credentials are wrong on 401', () => {
    expect(loginFailureText(answered(401, { statusCode: 401, message: 'Incorrect username and/or password' }))).toBe('Incorrect username and/or password');
    expect(loginFailureText(answered(401, ''))).toBe('Incorrect username and/or password');
  });

  it('shows the server message of a throttled sign-in (429) and of other answers', () => {
    const throttled = 'Too many failed sign-in attempts. Please wait 42 seconds and try again.';
    expect(loginFailureText(answered(429, { statusCode: 429, message: throttled }))).toBe(throttled);
    expect(loginFailureText(answered(400, { statusCode: 400, message: 'Unknown client.' }))).toBe('Unknown client.');
  });

  it('falls back to the generic text without an answer or without a message', () => {
    expect(loginFailureText(new ApiError(null, null, '/auth/login'))).toBe('Something went wrong.');
    expect(loginFailureText(answered(502, '<html>Bad gateway</html>'))).toBe('Something went wrong.');
    expect(loginFailureText(answered(429, { statusCode: 429, message: '  ' }))).toBe('Something went wrong.');
    expect(loginFailureText(new Error('boom'))).toBe('Something went wrong.');
  });
});
