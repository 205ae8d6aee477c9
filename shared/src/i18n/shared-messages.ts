import {
  MESSAGES, OVERTIME_SETTINGS_MESSAGES, PAYROLL_FILE_FIELD_NAMES, PAYROLL_PROFILE_MESSAGES, PERMISSION_MESSAGES, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES,
} from '@groundwork/shared/domain';
import { MONEY_MESSAGES, VALIDATION_MESSAGES } from '../validation/messages';
import { en } from './catalogues/en';
import { placeholder, type MessageGroup } from './message-matcher';

/** The message objects of the shared package, for the server and the screens (the backend registers its own). */
export const SHARED_MESSAGE_GROUPS: readonly MessageGroup[] = [
  {
    name: 'MESSAGES',
    messages: MESSAGES,
    branches: {
      hoursMismatch: { plain: [placeholder(0), false], lessLunch: [placeholder(0), true] },
      timecardOverlap: { you: ['You'], employee: ['Employee'] },
    },
    numbers: { hoursMismatch: [0], payrollFileOverflow: [2, 3], payrollFileSplitMismatch: [1] },
    names: { payrollFileOverflow: [1], payrollFileBadDate: [1] },
  },
  { name: 'PAYROLL_FILE_FIELD_NAMES', messages: PAYROLL_FILE_FIELD_NAMES },
  { name: 'SCHEDULE_MESSAGES', messages: SCHEDULE_MESSAGES, names: { onTimeOff: [0] } },
  { name: 'TIME_OFF_MESSAGES', messages: TIME_OFF_MESSAGES, branches: { requested: { one: [1], other: [placeholder(0)] } } },
  { name: 'OVERTIME_SETTINGS_MESSAGES', messages: OVERTIME_SETTINGS_MESSAGES },
  { name: 'PAYROLL_PROFILE_MESSAGES', messages: PAYROLL_PROFILE_MESSAGES },
  { name: 'PERMISSION_MESSAGES', messages: PERMISSION_MESSAGES },
  { name: 'VALIDATION_MESSAGES', messages: VALIDATION_MESSAGES, numbers: { atLeast: [0], atMost: [0] } },
  { name: 'MONEY_MESSAGES', messages: MONEY_MESSAGES },
];

/** The shared catalogue's `messages.*` ids by English text: translated by the shared catalogue, not by the matcher. */
export const sharedCatalogueIds = (): Map<string, string> =>
  new Map(Object.entries(en).filter(([id]) => id.startsWith('messages.')).map(([id, text]) => [text, id]));
