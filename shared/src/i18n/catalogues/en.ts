import { MESSAGES } from '@groundwork/shared/domain';
import type { Catalogue } from '../languages';

/**
 * The shared messages in English, bundled. The texts of the spec's messages are MESSAGES' own (one source): this
 * catalogue gives them ids that the French catalogue translates, for the screens and for the server's answers.
 */
export const en = {
  'language.name.en': 'English',
  'language.name.fr': 'Français',
  'language.label': 'Language',
  'messages.errorTitle': 'Error',
  'messages.required': MESSAGES.required,
  'messages.invalidChoice': MESSAGES.invalidChoice,
  'messages.notANumber': MESSAGES.notANumber,
  'messages.invalidEmail': MESSAGES.invalidEmail,
  'messages.notUnique': MESSAGES.notUnique,
  'messages.loginFailedTitle': MESSAGES.loginFailedTitle,
  'messages.incorrectCredentials': MESSAGES.incorrectCredentials,
  'messages.somethingWentWrong': MESSAGES.somethingWentWrong,
  'messages.futureDate': MESSAGES.futureDate,
  'messages.endBeforeStart': MESSAGES.endBeforeStart,
} satisfies Catalogue;

export type SharedMessageId = keyof typeof en;
