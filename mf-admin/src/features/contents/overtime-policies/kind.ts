import { deleteOvertimePolicy, listCustomOvertimePolicies, overtimePolicyKeys } from '@groundwork/shared/api';
import type { CustomOvertimePolicyRow } from '@groundwork/shared/domain';
import type { ContentListKind } from '../kinds';

/** Contents > Overtime Policies: the company's own policies (docs/overtime.md), written by productions.export holders. */
export const OVERTIME_POLICIES_LIST: ContentListKind<CustomOvertimePolicyRow> = {
  path: 'overtime-policies',
  plural: 'admin.route.overtimePolicies',
  addLabel: 'admin.route.addOvertimePolicy',
  confirm: 'admin.overtime.confirmDelete',
  routes: { add: 'POST /api/overtime-policies', edit: 'PUT /api/overtime-policies/:id', delete: 'DELETE /api/overtime-policies/:id' },
  keys: overtimePolicyKeys,
  list: listCustomOvertimePolicies,
  remove: deleteOvertimePolicy,
  deletedMessage: 'admin.overtime.deleted',
  columns: (t) => [
    { id: 'dailyOvertimeAfter', title: t('admin.overtime.dailyOvertimeAfter'), align: 'right' },
    { id: 'dailyDoubleTimeAfter', title: t('admin.overtime.dailyDoubleTimeAfter'), align: 'right' },
    { id: 'weeklyOvertimeAfter', title: t('admin.overtime.weeklyOvertimeAfter'), align: 'right' },
    { id: 'union', title: t('admin.overtime.union') },
  ],
};
