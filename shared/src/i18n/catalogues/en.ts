import { MESSAGES, type TimeOffType } from '@groundwork/shared/domain';
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
  'messages.noSchedule': MESSAGES.noSchedule,
  'messages.waitingToSend': MESSAGES.waitingToSend,
  'timeOff.type.sick': 'Sick',
  'timeOff.type.holiday': 'Holiday',
  'timeOff.type.noShow': 'No Show',
} satisfies Catalogue;

export type SharedMessageId = keyof typeof en;

/** The message id of each time off type (the type itself is stored and sent in English). */
export const TIME_OFF_TYPE_IDS = {
  Sick: 'timeOff.type.sick',
  Holiday: 'timeOff.type.holiday',
  'No Show': 'timeOff.type.noShow',
} as const satisfies Record<TimeOffType, SharedMessageId>;
