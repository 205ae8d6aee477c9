import { i18n } from '@groundwork/shared/i18n';
import { notify } from '@groundwork/shared/ui';
import '../i18n';

/**
 * Says the product is ready to work offline (the service worker's first install on this device has cached it): a
 * worker who signs in at the yard knows when the phone can leave the connection behind. Said once `listsKept` has
 * resolved too (offlineListsKept, app/field-app.ts: for a worker, the time record form's lists kept on the phone, the
 * form being what they need there); if those could not be read, nothing is said (the phone is not ready).
 */
export async function sayReadyOffline(listsKept: Promise<void>): Promise<void> {
  try {
    await listsKept;
  } catch (error: unknown) {
    console.error('Not ready offline: the field app or its lists could not be loaded', error);
    return;
  }
  notify.success(i18n._('offline.readyTitle'), i18n._('offline.readyText'));
}
