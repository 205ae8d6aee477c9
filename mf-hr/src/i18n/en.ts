import { MESSAGES } from '@groundwork/shared/domain';
import type { Catalogue } from '@groundwork/shared/i18n';

/**
 * The human resources app's messages in English (bundled): the worker's Time Offs screen so far. The spec's texts,
 * unchanged (MESSAGES' own where it has them).
 */
export const en = {
  'route.timeOffs': 'Time Offs',
  'timeOffs.segments': 'Time offs',
  'timeOffs.upcoming': 'Upcoming',
  'timeOffs.history': 'History',
  'timeOffs.add': 'Add Time Off',
  'timeOffs.year': 'Year',
  'timeOffs.pending': 'Pending',
  'timeOffs.approved': 'Approved',
  'timeOffs.noPending': MESSAGES.noPendingTimeOffs,
  'timeOffs.noApproved': MESSAGES.noApprovedTimeOffs,
  'timeOffs.confirmDelete': MESSAGES.confirmDelete('request'),
  'timeOffs.deleted': MESSAGES.recordDeleted,
  'timeOffs.success': 'Success',
  'timeOffs.error': 'Error',
  'timeOffs.approvedBy': 'Approved by {name}',
  'timeOffs.approvedByManager': 'Approved by a manager',
  'timeOffs.delete': 'Delete',
  'timeOffs.deleteLabel': 'Delete {type} on {days}',
  'timeOffs.new': 'New Time Off Request',
  'timeOffs.cancel': 'Cancel',
  'timeOffs.submit': 'Submit',
  'timeOffs.type': 'Type',
  'timeOffs.dates': 'Dates',
  'timeOffs.datesHint': 'A holiday may span several days, up to one year ahead.',
  'timeOffs.date': 'Date',
  'timeOffs.comments': 'Comments',
  // TIME_OFF_MESSAGES.requested's English as an ICU plural (catalogues.test.ts checks they agree).
  'timeOffs.requested': '{count, plural, one {Time off request has been submitted.} other {# time off requests have been submitted.}}',
  'payroll.gaps.title': 'Overtime not paid as the policy gives it in weeks already exported',
  'payroll.gaps.week': '{name}, week of {week}: {parts}',
  'payroll.gaps.overtimeNotPaid': '{hours} overtime not paid (only exported records could carry it)',
  'payroll.gaps.doubleTimeNotPaid': '{hours} double time not paid (only exported records could carry it)',
  'payroll.gaps.overtimePaidBeyond': '{hours} overtime paid beyond the policy (a record changed after the export)',
  'payroll.gaps.doubleTimePaidBeyond': '{hours} double time paid beyond the policy (a record changed after the export)',
  'payroll.gaps.remedy': "Reset the export of that week's records, then download the file again: the week is split and paid again by the policy.",
} satisfies Catalogue;
