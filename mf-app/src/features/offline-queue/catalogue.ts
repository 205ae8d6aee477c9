import { registerCatalogue, type Catalogue, type CatalogueSource } from '@groundwork/shared/i18n';

/**
 * What the queue says once it has sent waiting timecards: a plural, so its catalogue needs Lingui's ICU compiler. In a
 * catalogue of its own, registered when something was sent, so My Schedule's first screen loads no compiler (issue 21).
 */
export const en = {
  'queue.sent': '{count, plural, one {Your waiting timecard has been sent.} other {# waiting timecards have been sent.}}',
} satisfies Catalogue;

const catalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
let registered: Promise<void> | null = null;

/** Registers the queue's messages (once); resolves when they are ready in English and the page's language. */
export function queueCatalogueReady(): Promise<void> {
  registered ??= registerCatalogue(catalogue);
  return registered;
}
