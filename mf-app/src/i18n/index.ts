import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message the field app's screens may show: its own and the shared ones. */
export type AppMessageId = keyof typeof en | SharedMessageId;

export const appCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
void registerCatalogue(appCatalogue);

export const useAppT = () => useT<AppMessageId>();
