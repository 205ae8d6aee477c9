import { withQueryClient } from '../../query';
import { AssignToJobPage } from './AssignToJobPage';
import { JobDetailPage } from './JobDetailPage';
import { JobFormPage } from './JobFormPage';
import { JobListPage } from './JobListPage';

/** The job screens as the route table mounts them (one export per route). */
export const JobList = withQueryClient(JobListPage);
export const JobAdd = withQueryClient(() => <JobFormPage key="add" />);
export const JobEdit = withQueryClient(() => <JobFormPage key="edit" />);
export const JobDetail = withQueryClient(JobDetailPage);
export const JobAssignEmployee = withQueryClient(() => <AssignToJobPage kind="employee" />);
export const JobAddEquipment = withQueryClient(() => <AssignToJobPage kind="equipment" />);
