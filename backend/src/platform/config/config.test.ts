import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('keeps a working day as the default token lifetime', () => {
    expect(loadConfig({}).jwtExpiresIn).toBe('10h');
  });

  it('takes a lifetime with its unit, and plain digits as seconds', () => {
    expect(loadConfig({ JWT_EXPIRES_IN: '90m' }).jwtExpiresIn).toBe('90m');
    expect(loadConfig({ JWT_EXPIRES_IN: ' 2d ' }).jwtExpiresIn).toBe('2d');
    expect(loadConfig({ JWT_EXPIRES_IN: '3600' }).jwtExpiresIn).toBe(3600);
  });

  it('refuses a lifetime it cannot read at start-up, instead of failing every sign-in later', () => {
    expect(() => loadConfig({ JWT_EXPIRES_IN: 'soon' })).toThrow('JWT_EXPIRES_IN must be a duration');
    expect(() => loadConfig({ JWT_EXPIRES_IN: '0' })).toThrow('JWT_EXPIRES_IN must be a duration');
    expect(() => loadConfig({ JWT_EXPIRES_IN: '-5h' })).toThrow('JWT_EXPIRES_IN must be a duration');
  });

  it('refuses a port that is not a whole number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
  });

  it('keeps the session re-check within the 5 s the shell promises', () => {
    expect(loadConfig({}).sessionRecheckMs).toBe(4000);
    expect(loadConfig({ SESSION_RECHECK_MS: '250' }).sessionRecheckMs).toBe(250);
    expect(() => loadConfig({ SESSION_RECHECK_MS: '0' })).toThrow('SESSION_RECHECK_MS must be between 1 and 5000');
    expect(() => loadConfig({ SESSION_RECHECK_MS: '60000' })).toThrow('SESSION_RECHECK_MS must be between 1 and 5000');
  });
});
