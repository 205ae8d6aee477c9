import { MESSAGES, type CostCode, type Equipment, type HoursSplit, type WorkType } from '@groundwork/shared/domain';
import styled from 'styled-components';
import type { TimeRecordInput } from '@groundwork/shared/validation';
import { splitIso } from './form-model';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export interface TimeRecordPreviewProps {
  body: TimeRecordInput;
  jobName?: string;
  costCodes: readonly CostCode[];
  workTypes: readonly WorkType[];
  equipment: readonly Equipment[];
  /** The record's overtime split within its employee's week (useDraftOvertime), when known. */
  overtime?: HoursSplit;
}

/** The hours paid above regular: '2.00 h overtime, 1.00 h double time'; null when there are none. */
function premiumHours(split: HoursSplit | undefined): string | null {
  if (!split) return null;
  const words = [
    ...(split.overtimeHours > 0 ? [MESSAGES.overtimeHours(split.overtimeHours)] : []),
    ...(split.doubleTimeHours > 0 ? [MESSAGES.doubleTimeHours(split.doubleTimeHours)] : []),
  ];
  return words.length > 0 ? words.join(', ') : null;
}

/**
 * What the timecard will say, as the worker checks it before saving (the field app's preview step), with the hours it
 * puts past an overtime threshold of the employee's week.
 */
export function TimeRecordPreview({ body, jobName, costCodes, workTypes, equipment, overtime }: TimeRecordPreviewProps) {
  const premium = premiumHours(overtime);
  const costCode = costCodes.find((c) => c.id === body.costCodeId);
  const start = splitIso(body.producedAt);
  const end = body.producedEndsAt ? splitIso(body.producedEndsAt) : null;
  return (
    <section aria-label="Preview">
      <List>
        {jobName ? (
          <>
            <dt>Job</dt>
            <dd>{jobName}</dd>
          </>
        ) : null}
        <dt>Cost Code</dt>
        <dd>{costCode ? costCode.name : body.costCodeId}</dd>
        <dt>Type of Work</dt>
        <dd>{workTypes.find((w) => w.id === body.workTypeId)?.name ?? body.workTypeId}</dd>
        <dt>Date</dt>
        <dd>{start.date}</dd>
        {end ? (
          <>
            <dt>Time</dt>
            <dd>
              {start.time} - {end.time}
              {end.date !== start.date ? ' (next day)' : ''}
            </dd>
            <dt>Lunch break</dt>
            <dd>{body.isLunchbreakTaken ? 'Taken' : 'Not taken'}</dd>
          </>
        ) : null}
        <dt>Hours</dt>
        <dd>{body.quantity}</dd>
        {premium ? (
          <>
            <dt>Overtime</dt>
            <dd>{premium}</dd>
          </>
        ) : null}
        {body.description ? (
          <>
            <dt>Description</dt>
            <dd>{body.description}</dd>
          </>
        ) : null}
        {(body.productionEquipments ?? []).map((line, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>Equipment {i + 1}</dt>
            <dd>
              {equipment.find((e) => e.id === line.equipmentId)?.name ?? line.equipmentId}: {line.hoursUsed} h
              {line.litersOfFuel !== null && line.litersOfFuel !== undefined ? `, ${line.litersOfFuel} l fuel` : ''}
              {line.notes ? `, ${line.notes}` : ''}
            </dd>
          </div>
        ))}
      </List>
    </section>
  );
}
