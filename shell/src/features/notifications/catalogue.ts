import { registerCatalogue, type CatalogueSource, type Catalogue, type SharedMessageId } from '@groundwork/shared/i18n';
import { useT } from '@groundwork/shared/i18n/react';
import { useEffect, useState } from 'react';

/**
 * The bell's messages (English bundled with it), in a catalogue of their own registered when the bell first shows,
 * never on the sign-in page (issue 21, docs/performance.md). Simple placeholders only, no plural: a page that shows
 * them needs no ICU compiler.
 */
export const en = {
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',
  'notifications.panel': 'Your notifications',
  'notifications.title': 'Notifications',
  'notifications.none': 'No notifications.',
  'notifications.jobCostAlert': 'Cost code {costCode} on job {job} has reached {threshold}% of its budget: {actual} of {budget}.',
  'notifications.jobCostAlertHours': 'Cost code {costCode} on job {job} has reached {threshold}% of its budgeted hours: {actual} of {budget}.',
  'notifications.markRead': 'Mark as read',
  'notifications.read': 'Read',
} satisfies Catalogue;

export type NotificationMessageId = keyof typeof en | SharedMessageId;

const catalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
let registered: Promise<void> | null = null;

/** The bell's translate function, and whether its messages are ready (registered on the first call). */
export function useNotificationsT() {
  const t = useT<NotificationMessageId>();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void (registered ??= registerCatalogue(catalogue)).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return { t, ready };
}
