import { SPLIT_WORDS, type SplitWordId } from '@groundwork/shared/domain';
import type { Catalogue } from '@groundwork/shared/i18n';

/**
 * The time record form's own messages in English: the overtime split's words (SPLIT_WORDS, one source) and the
 * preview's premium hours. Apart from the shared catalogue: the sign-in page does without them; they load with the form.
 */
export const en = {
  ...(Object.fromEntries(Object.entries(SPLIT_WORDS).map(([id, text]) => [`overtime.${id}`, text])) as Record<`overtime.${SplitWordId}`, string>),
  'overtime.hoursSplit': 'Hours: {words}',
  'overtime.premiumOvertime': '{hours} overtime',
  'overtime.premiumDoubleTime': '{hours} double time',
} satisfies Catalogue;
