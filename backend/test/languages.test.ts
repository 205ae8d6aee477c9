import { randomBytes } from 'node:crypto';
import { MESSAGES, PERMISSIONS, WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { requestLanguage, translateMessage } from '@groundwork/shared/i18n/server';
import { User } from '../src/modules/users/user.entity';
import { CurrentAccessCache } from '../src/platform/auth/current-access';
import { bearer, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A client address of this run only, and an unknown username per attempt: the sign-in throttle counts failures per
 * address and per username in the shared database.
 */
const remoteAddress = `fd00:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

describe("the API's messages in the caller's language", () => {
  it('answers a failed sign-in in the language Accept-Language asks for, English otherwise', async () => {
    const wrong = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, headers, payload: { username: `nobody-${randomBytes(4).toString('hex')}`, password: 'whatever1', clientKey: WEB_CLIENT_KEY } });
    expect((await wrong({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).json()).toEqual({ statusCode: 401, message: "Nom d'utilisateur ou mot de passe incorrect" });
    expect((await wrong({ 'accept-language': 'en-CA,fr;q=0.5' })).json().message).toBe(MESSAGES.incorrectCredentials);
    expect((await wrong({ 'accept-language': 'de-DE' })).json().message).toBe(MESSAGES.incorrectCredentials);
    expect((await wrong({})).json().message).toBe(MESSAGES.incorrectCredentials);
  });

  it('answers a signed-in user in their own language, whatever Accept-Language says: validation messages per field', async () => {
    const { token, user } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.JOBS_READ] });
    const refused = () =>
      t.app.inject({ method: 'PUT', url: '/auth/language', headers: { ...bearer(token), 'accept-language': 'en' }, payload: { language: 'de' } });
    expect((await refused()).json().errors).toEqual({ language: MESSAGES.invalidChoice });
    await t.dataSource.getRepository(User).update(user.id, { language: 'fr' });
    // The guard reads the user's current state at most sessionRecheckMs late; this instance forgets it at once.
    t.app.get(CurrentAccessCache).userChanged(user.id);
    const res = await refused();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ language: 'Veuillez choisir une des options.' });
  });
});

describe('translateMessage and requestLanguage', () => {
  it('translates the catalogued messages and leaves any other text as it is', () => {
    expect(translateMessage(MESSAGES.required, 'fr')).toBe('Ce champ est obligatoire.');
    expect(translateMessage(MESSAGES.required, 'en')).toBe(MESSAGES.required);
    expect(translateMessage('Some text no catalogue holds.', 'fr')).toBe('Some text no catalogue holds.');
  });

  it("takes the user's language first, then the first language offered in Accept-Language, then English", () => {
    expect(requestLanguage('en', 'fr-CA')).toBe('en');
    expect(requestLanguage(undefined, 'fr-CA, en;q=0.5')).toBe('fr');
    expect(requestLanguage(undefined, 'es, fr;q=0.7')).toBe('fr');
    expect(requestLanguage(undefined, '*')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });
});
