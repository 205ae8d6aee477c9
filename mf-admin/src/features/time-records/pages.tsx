import { Stack } from '@groundwork/shared/ui';
import { withQueryClient } from '../../query';
import { RecordHistory } from '../productions/RecordHistory';
import { TimeRecordForm } from './TimeRecordForm';

/** The time record screens as the route table mounts them (one export per route); editing shows the history below. */
export const TimeRecordAddPage = withQueryClient(() => <TimeRecordForm key="add" />);
export const TimeRecordEditPage = withQueryClient(() => (
  <Stack $gap={5}>
    <TimeRecordForm key="edit" />
    <RecordHistory recordType="Time Record" />
  </Stack>
));
