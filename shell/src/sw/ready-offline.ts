import { i18n } from '@groundwork/shared/i18n';
import { notify } from '@groundwork/shared/ui';
import '../i18n';

/**
 * Says the product is ready to work offline (the service worker's first install on this device has cached it): a
 * worker who signs in at the yard knows when the phone can leave the connection behind.
 */
export function sayReadyOffline(): void {
  notify.success(i18n._('offline.readyTitle'), i18n._('offline.readyText'));
}
