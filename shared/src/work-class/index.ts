// The package paths: under federation the labels use the page's one i18n instance.
import { WORK_CLASS_CODES, type WorkClass } from '@groundwork/shared/domain';
import { useMemo } from 'react';
import { registerCatalogue, type CatalogueSource } from '@groundwork/shared/i18n';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { en } from './en';

/**
 * A work class as the screens and downloads show it, in the page's language: `OPERATORS - Equipment Operators`,
 * `OPERATORS - Opérateurs d'équipement`; the code alone for a class without a description. The labels are a catalogue
 * of their own, loaded with the pages that show work classes (the user form, the employee and payroll reports), so
 * the sign-in page and the lists do without them.
 */
const workClassCatalogue: CatalogueSource = { en, load: { fr: () => import('./fr').then((m) => m.fr) } };
/** Resolves once the labels are compiled in English and in the page's language. */
export const workClassCatalogueReady = registerCatalogue(workClassCatalogue);

type WorkClassMessageId = keyof typeof en;

/** The label of a work class code with a translate function (an unknown code as it is). */
export function workClassLabel(t: (id: WorkClassMessageId) => string, code: string): string {
  const id = `workClass.${code}`;
  return id in en ? `${code} - ${t(id as WorkClassMessageId)}` : code;
}

/** The labelling function of a component, in the page's language (the same function while the language stays). */
export function useWorkClassLabel(): (code: string) => string {
  const t = useSharedT<WorkClassMessageId>();
  return useMemo(() => (code: string) => workClassLabel(t, code), [t]);
}

/** The work classes as a choice's options (value: the code), labelled in the page's language. */
export function useWorkClassOptions(): { value: WorkClass; label: string }[] {
  const label = useWorkClassLabel();
  return useMemo(() => WORK_CLASS_CODES.map((code) => ({ value: code, label: label(code) })), [label]);
}
