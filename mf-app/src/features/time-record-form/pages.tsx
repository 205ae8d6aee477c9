import { withQueryClient } from '../../query';
import { TimeRecordFormPage } from './TimeRecordFormPage';

/** The add and the edit route mount the same form, each with its own state. */
export const TimeRecordAddPage = withQueryClient(() => <TimeRecordFormPage key="add" />);
export const TimeRecordEditPage = withQueryClient(() => <TimeRecordFormPage key="edit" />);
