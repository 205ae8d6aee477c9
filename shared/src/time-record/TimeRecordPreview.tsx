import type { CostCode, Equipment, WorkType } from '@groundwork/shared/domain';
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
}

/** What the timecard will say, as the worker checks it before saving (the field app's preview step). */
export function TimeRecordPreview({ body, jobName, costCodes, workTypes, equipment }: TimeRecordPreviewProps) {
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
