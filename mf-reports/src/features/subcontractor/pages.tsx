import { withQueryClient } from '../../query';
import { RangeQueryForm } from '../../lib/report-range';
import SubcontractorReportPage from './SubcontractorReportPage';

/** /reports/subcontractor-report: the range (last 7 days to the end of today, no future days) and View Report. */
export const SubcontractorQuery = withQueryClient(() => <RangeQueryForm target="/reports/subcontractor-report/report" />);
/** /reports/subcontractor-report/report?start&end */
export const SubcontractorReport = withQueryClient(SubcontractorReportPage);
