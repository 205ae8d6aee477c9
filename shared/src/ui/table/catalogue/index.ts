// The package paths: under federation the table uses the page's one i18n instance.
import { registerCatalogue, type CatalogueSource, type SharedMessageId } from '@groundwork/shared/i18n';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/** A message the table's components may show: theirs and the shared ones. */
export type TableMessageId = keyof typeof en | SharedMessageId;

const tableCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the table's messages are compiled in English and in the page's language. */
export const tableCatalogueReady = registerCatalogue(tableCatalogue);

export const useTableT = () => useSharedT<TableMessageId>();
