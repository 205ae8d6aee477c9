import { withQueryClient } from '../../query';
import { RangeQueryForm } from '../../lib/report-range';
import ManagerReportPage from './ManagerReportPage';

/** /reports/manager-query: the range (last 7 days to the end of today, no future days) and View Report. */
export const ManagerQuery = withQueryClient(() => <RangeQueryForm target="/reports/manager-report" />);
/** /reports/manager-report?start&end */
export const ManagerReport = withQueryClient(ManagerReportPage);
