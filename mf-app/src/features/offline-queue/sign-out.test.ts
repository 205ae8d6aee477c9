import 'fake-indexeddb/auto';
import { activateLanguage } from '@groundwork/shared/i18n';
import { registerSignOutWarning, signOutWarnings, useSession } from '@groundwork/shared/session';
import { EMPTY_VALUES } from '@groundwork/shared/time-record';
import type { TimeRecordInput } from '@groundwork/shared/validation';
import { appCatalogueReady } from '../../i18n';
import { queuedAtSignOut, timecardQueue } from './sync';

const body = { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, producedAt: '2025-03-04T07:00:00Z', quantity: 8 } as TimeRecordInput;
const entry = (key: string, userId: number, companyId = 1) => ({ key, userId, companyId, recordId: null, body, values: EMPTY_VALUES });

afterEach(() => activateLanguage('en'));

describe("Log Out's word on the timecards waiting on the phone", () => {
  it("counts the signed-in user's own, in English and in French, and says nothing without any", async () => {
    await appCatalogueReady;
    useSession.setState({ claims: { id: 41, companyId: 1 } as never });
    expect(await queuedAtSignOut()).toBeNull();

    await timecardQueue.add(entry('sign-out-a', 41));
    await timecardQueue.add(entry('sign-out-b', 41));
    await timecardQueue.add(entry('sign-out-other-user', 42));
    expect(await queuedAtSignOut()).toBe(
      'Timecards waiting on this phone: 2. They have not been sent yet: they stay here and are sent when you sign in again.',
    );
    await activateLanguage('fr');
    expect(await queuedAtSignOut()).toBe(
      "Feuilles de temps en attente sur ce téléphone\u00a0: 2. Elles n'ont pas encore été envoyées\u00a0: elles y restent et seront envoyées à votre prochaine connexion.",
    );

    // One the server refused: said apart (it is not sent again by itself).
    await activateLanguage('en');
    const refused = await timecardQueue.flush(41, 1, async (e) =>
      e.key === 'sign-out-a' ? { kind: 'refused', refusal: { message: 'Cost code is closed' } } : { kind: 'retry' },
    );
    expect(refused.refused.map((e) => e.key)).toEqual(['sign-out-a']);
    expect(await queuedAtSignOut()).toBe(
      'Timecards waiting on this phone: 1. They have not been sent yet: they stay here and are sent when you sign in again. ' +
        'Timecards not saved, to fix in My Records: 1. They stay on this phone until you fix or discard them.',
    );

    // Nothing of the user's left: Log Out signs out without a question. A warning that fails says nothing either.
    await timecardQueue.remove('sign-out-a');
    await timecardQueue.remove('sign-out-b');
    const remove = registerSignOutWarning(queuedAtSignOut);
    const broken = registerSignOutWarning(() => Promise.reject(new Error('IndexedDB unavailable')));
    expect(await signOutWarnings()).toEqual([]);
    remove();
    broken();
  });
});
