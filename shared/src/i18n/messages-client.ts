import type { Language } from '@groundwork/shared/domain';
import { messagesFr } from './catalogues/messages-fr';
import { MessageMatcher, messagesToTranslate, valueKinds } from './message-matcher';
import { SHARED_MESSAGE_GROUPS, sharedCatalogueIds } from './shared-messages';

/**
 * The screens' translation of the schemas' and the server's shared messages with values ("Value must not exceed 50
 * characters."), by the server's French catalogue and matcher. Loaded with the French shared catalogue only (i18n.ts):
 * never in the English bundle. The messages the shared catalogue holds stay its own (Field looks them up first).
 */
const matcher = new MessageMatcher(messagesToTranslate(SHARED_MESSAGE_GROUPS, sharedCatalogueIds().keys()), { fr: messagesFr }, valueKinds(SHARED_MESSAGE_GROUPS));

export const translateSharedMessage = (text: string, language: Language): string => matcher.translate(text, language);
