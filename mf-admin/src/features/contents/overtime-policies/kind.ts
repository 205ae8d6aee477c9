import { deleteOvertimePolicy, listCustomOvertimePolicies, overtimePolicyKeys } from '@groundwork/shared/api';
import type { CustomOvertimePolicyRow } from '@groundwork/shared/domain';
import type { ContentListKind } from '../kinds';
import { OVERTIME_POLICY_LABELS as L } from './labels';

/** Contents > Overtime Policies: the company's own policies (docs/overtime.md), written by productions.export holders. */
export const OVERTIME_POLICIES_LIST: ContentListKind<CustomOvertimePolicyRow> = {
  path: 'overtime-policies',
  plural: L.plural,
  addLabel: L.add,
  confirmNoun: L.confirmNoun,
  routes: { add: 'POST /api/overtime-policies', edit: 'PUT /api/overtime-policies/:id', delete: 'DELETE /api/overtime-policies/:id' },
  keys: overtimePolicyKeys,
  list: listCustomOvertimePolicies,
  remove: deleteOvertimePolicy,
  deletedMessage: L.deleted,
  columns: [
    { id: 'dailyOvertimeAfter', title: L.dailyOvertimeAfter, align: 'right' },
    { id: 'dailyDoubleTimeAfter', title: L.dailyDoubleTimeAfter, align: 'right' },
    { id: 'weeklyOvertimeAfter', title: L.weeklyOvertimeAfter, align: 'right' },
    { id: 'union', title: L.union },
  ],
};
