import { withQueryClient } from '../../query';
import { SpreadQueryPage } from './SpreadQueryPage';
import { SpreadReportPage } from './SpreadReportPage';

/** The spread report's screens as the route table mounts them. */
export const SpreadQuery = withQueryClient(SpreadQueryPage);
export const SpreadReport = withQueryClient(() => <SpreadReportPage variant="all" />);
export const SubcontractorSpreadReport = withQueryClient(() => <SpreadReportPage variant="subcontractors" />);
