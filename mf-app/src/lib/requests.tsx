import styled from 'styled-components';
import { shiftLabel, type ProductionRequest } from '@groundwork/shared/domain';
import { space } from '@groundwork/shared/ui';

/** A shift has a timecard once a time record is linked to it. */
export function hasTimecard(request: Pick<ProductionRequest, 'productionId'>): boolean {
  return request.productionId !== null && request.productionId !== undefined;
}

/** Delete of a shift with its confirmation: one hook for every screen (@groundwork/shared/records). */
export { useRequestDeletion } from '@groundwork/shared/records';

const Times = styled.span`
  font-variant-numeric: tabular-nums;
  margin-right: ${space(2)};
`;

/** A shift's times ('07:00 – 15:30', overnight ones marked 'next day'). */
export function ShiftTimesText({ request }: { request: ProductionRequest }) {
  return <Times>{shiftLabel(request)}</Times>;
}
