import { sharedIdOfEnglish } from '@groundwork/shared/i18n';
import { useAdminT } from '../i18n';

/**
 * A text from the API or a shared module as the user reads it: a catalogued shared message (the schemas' and the
 * client's fallbacks, written in English) in the page's language; any other text (the server's answer, already in
 * the user's language) as it is.
 */
export function useShownText(): (text: string) => string {
  const t = useAdminT();
  return (text) => {
    const id = sharedIdOfEnglish(text);
    return id ? t(id) : text;
  };
}
