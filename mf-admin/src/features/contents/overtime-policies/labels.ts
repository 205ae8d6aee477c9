import type { OvertimeRateName } from '@groundwork/shared/domain';
import type { AdminMessageId } from '../../../i18n';

/** The message id of each rate as the policy screens name it. */
export const RATE_IDS = {
  regular: 'admin.overtime.rate.regular',
  overtime: 'admin.overtime.rate.overtime',
  doubleTime: 'admin.overtime.rate.doubleTime',
} as const satisfies Record<OvertimeRateName, AdminMessageId>;
