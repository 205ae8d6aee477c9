import type { CostCode, Equipment, HoursSplit, WorkType } from '@groundwork/shared/domain';
import styled from 'styled-components';
import type { TimeRecordInput } from '@groundwork/shared/validation';
import { formatHours, formatNumber } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import { useTimeRecordT, type TimeRecordMessageId } from './catalogue';
import { splitIso } from './form-model';

/** A quantity as few digits as it has ('7.5', '7,5' in French), never grouped. */
const NUMBER: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };
const num = (value: number | string) => formatNumber(Number(value), NUMBER);

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

/** The hours paid above regular: '2.00 h overtime, 1.00 h double time' ('2,00 h supplémentaires'); null when there are none. */
function premiumHours(split: HoursSplit | undefined, t: Translate<TimeRecordMessageId>): string | null {
  if (!split) return null;
  const words = [
    ...(split.overtimeHours > 0 ? [t('overtime.premiumOvertime', { hours: formatHours(split.overtimeHours) })] : []),
    ...(split.doubleTimeHours > 0 ? [t('overtime.premiumDoubleTime', { hours: formatHours(split.doubleTimeHours) })] : []),
  ];
  return words.length > 0 ? words.join(', ') : null;
}

/**
 * What the timecard will say, as the worker checks it before saving (the field app's preview step), with the hours it
 * puts past an overtime threshold of the employee's week.
 */
export function TimeRecordPreview({ body, jobName, costCodes, workTypes, equipment, overtime }: TimeRecordPreviewProps) {
  const t = useTimeRecordT();
  const premium = premiumHours(overtime, t);
  const costCode = costCodes.find((c) => c.id === body.costCodeId);
  const start = splitIso(body.producedAt);
  const end = body.producedEndsAt ? splitIso(body.producedEndsAt) : null;
  return (
    <section aria-label={t('timeRecord.preview')}>
      <List>
        {jobName ? (
          <>
            <dt>{t('timeRecord.job')}</dt>
            <dd>{jobName}</dd>
          </>
        ) : null}
        <dt>{t('timeRecord.costCode')}</dt>
        <dd>{costCode ? costCode.name : body.costCodeId}</dd>
        <dt>{t('timeRecord.workType')}</dt>
        <dd>{workTypes.find((w) => w.id === body.workTypeId)?.name ?? body.workTypeId}</dd>
        <dt>{t('timeRecord.date')}</dt>
        <dd>{start.date}</dd>
        {end ? (
          <>
            <dt>{t('timeRecord.time')}</dt>
            <dd>
              {start.time} - {end.time}
              {end.date !== start.date ? ` ${t('timeRecord.nextDay')}` : ''}
            </dd>
            <dt>{t('timeRecord.lunchBreak')}</dt>
            <dd>{t(body.isLunchbreakTaken ? 'timeRecord.taken' : 'timeRecord.notTaken')}</dd>
          </>
        ) : null}
        <dt>{t('timeRecord.hours')}</dt>
        <dd>{num(body.quantity)}</dd>
        {premium ? (
          <>
            <dt>{t('timeRecord.overtime')}</dt>
            <dd>{premium}</dd>
          </>
        ) : null}
        {body.description ? (
          <>
            <dt>{t('timeRecord.description')}</dt>
            <dd>{body.description}</dd>
          </>
        ) : null}
        {(body.productionEquipments ?? []).map((line, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>
              {t('timeRecord.equipment')} {i + 1}
            </dt>
            <dd>
              {equipment.find((e) => e.id === line.equipmentId)?.name ?? line.equipmentId}
              {t('timeRecord.colon')} {formatHours(Number(line.hoursUsed))}
              {line.litersOfFuel !== null && line.litersOfFuel !== undefined ? `, ${num(line.litersOfFuel)} ${t('timeRecord.litresOfFuel')}` : ''}
              {line.notes ? `, ${line.notes}` : ''}
            </dd>
          </div>
        ))}
      </List>
    </section>
  );
}
