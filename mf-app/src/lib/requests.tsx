import styled from 'styled-components';
import { isOvernight, timeOf, type ProductionRequest } from '@groundwork/shared/domain';
import { space } from '@groundwork/shared/ui';
import { useAppT } from '../i18n';

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
export function ShiftTimesText({ request }: { request: Pick<ProductionRequest, 'requestAt' | 'requestEndsAt'> }) {
  const t = useAppT();
  const times = { start: timeOf(request.requestAt), end: timeOf(request.requestEndsAt) };
  return <Times>{t(isOvernight(request) ? 'shift.timesOvernight' : 'shift.times', times)}</Times>;
}
