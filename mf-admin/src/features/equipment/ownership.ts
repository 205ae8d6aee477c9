import type { OwnershipType } from '@groundwork/shared/domain';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { AdminMessageId } from '../../i18n';

/** The message id of each ownership type (stored and sent in English). */
const OWNERSHIP_IDS = {
  Owned: 'admin.equipment.ownership.owned',
  Leased: 'admin.equipment.ownership.leased',
  Loaned: 'admin.equipment.ownership.loaned',
} as const satisfies Record<OwnershipType, AdminMessageId>;

/** An ownership type in the page's language. */
export const ownershipLabel = (type: OwnershipType, t: Translate<AdminMessageId>): string => (OWNERSHIP_IDS[type] ? t(OWNERSHIP_IDS[type]) : type);
