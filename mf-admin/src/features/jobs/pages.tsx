import { withQueryClient } from '../../query';
import { AssignToJobPage } from './AssignToJobPage';
import { JobDetailPage } from './JobDetailPage';
import { JobFormPage } from './JobFormPage';

/**
 * The job screens as the route table mounts them (one export per route). The job list is not here: it is its own
 * chunk (JobListPage.tsx), so the list loads without the forms, the detail and their date pickers and validation.
 */
export const JobAdd = withQueryClient(() => <JobFormPage key="add" />);
export const JobEdit = withQueryClient(() => <JobFormPage key="edit" />);
export const JobDetail = withQueryClient(JobDetailPage);
export const JobAssignEmployee = withQueryClient(() => <AssignToJobPage kind="employee" />);
export const JobAddEquipment = withQueryClient(() => <AssignToJobPage kind="equipment" />);
