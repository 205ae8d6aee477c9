import { withQueryClient } from '../../query';
import { TimeRecordForm } from './TimeRecordForm';

/** The time record screens as the route table mounts them (one export per route). */
export const TimeRecordAddPage = withQueryClient(() => <TimeRecordForm key="add" />);
export const TimeRecordEditPage = withQueryClient(() => <TimeRecordForm key="edit" />);
