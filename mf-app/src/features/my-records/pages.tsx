import { withQueryClient } from '../../query';
import { MyRecordsPage } from './MyRecordsPage';

export default withQueryClient(MyRecordsPage);
