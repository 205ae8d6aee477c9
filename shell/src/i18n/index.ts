import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message the shell's components may show: its own and the shared ones. */
export type ShellMessageId = keyof typeof en | SharedMessageId;

export const shellCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
void registerCatalogue(shellCatalogue);

export const useShellT = () => useT<ShellMessageId>();
