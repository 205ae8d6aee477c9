import { useLocation } from 'react-router-dom';
import { withQueryClient } from '../../query';
import { AddMaterialHaulingPage } from './AddMaterialHaulingPage';
import { StockpileReportPage } from './StockpileReportPage';

/** The material hauling routes (src/routes.ts): the add form, and the stockpile report with or without a job. */
function MaterialHaulingPage() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').endsWith('/material-hauling/add') ? <AddMaterialHaulingPage /> : <StockpileReportPage />;
}

export default withQueryClient(MaterialHaulingPage);
