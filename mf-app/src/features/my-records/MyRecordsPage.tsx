import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { listTimeRecords, productionKeys } from '@groundwork/shared/api';
import {
  addDays, employeeRecordStatus, localDay, localIso, recordLocks, sumSplit, weekEnd, weekStart, type Production,
} from '@groundwork/shared/domain';
import { formatDay, formatHours, formatNumber, RECORD_STATUS_IDS } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { splitIso } from '@groundwork/shared/time-record';
import { Button, Row, Spinner } from '@groundwork/shared/ui';
import { ConfirmDialog, Modal } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import type { QueuedTimecard } from '../offline-queue/queue';
import { useQueuedTimecards } from '../offline-queue/useQueuedTimecards';
import { StatusTag } from './StatusTag';
import { weekTotalText } from './week-total';
import { useAppT, type AppMessageId } from '../../i18n';
import { anyUnloadedOffline } from '@groundwork/shared/query';
import { PeriodNav } from '../../lib/PeriodNav';

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: 12px;
  display: grid;
  gap: 4px;
  min-width: 0;
  overflow-wrap: anywhere;
`;
const RowLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  align-items: center;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const dayLabel = (day: string) => formatDay(new Date(`${day}T12:00:00`));
/** A quantity as few digits as it has ('7.5', '7,5' in French), never grouped. */
const NUMBER: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };
const num = (value: number | string) => formatNumber(Number(value), NUMBER);

const timeSpan = (r: Pick<Production, 'producedAt' | 'producedEndsAt'>) =>
  r.producedEndsAt ? `${splitIso(r.producedAt).time} - ${splitIso(r.producedEndsAt).time}` : '';

/** A record's details, as the record-details modal lists them. */
function details(r: Production, t: Translate<AppMessageId>): [string, string][] {
  return [
    [t('records.detail.date'), dayLabel(splitIso(r.producedAt).date)],
    [t('records.detail.time'), timeSpan(r) || '-'],
    [t('records.detail.hours'), formatHours(Number(r.quantity))],
    [t('records.detail.lunchBreak'), t(r.isLunchbreakTaken ? 'records.lunch.taken' : 'records.lunch.notTaken')],
    [t('records.detail.job'), r.job ? `${r.job.name} - ${r.job.description}` : '-'],
    [t('records.detail.costCode'), r.costCode ? r.costCode.name : '-'],
    [t('records.detail.workType'), r.workType?.name ?? '-'],
    [t('records.detail.description'), r.description || '-'],
    [t('records.detail.status'), t(RECORD_STATUS_IDS[employeeRecordStatus(r)])],
    ...(r.productionEquipments ?? []).map((l, i): [string, string] => [
      t('records.detail.equipment', { n: i + 1 }),
      `${t('records.equipment.hours', { name: l.equipment?.name ?? l.equipmentId, hours: formatHours(Number(l.hoursUsed)) })}${l.litersOfFuel !== null ? t('records.equipment.fuel', { liters: num(l.litersOfFuel) }) : ''}${l.notes ? `, ${l.notes}` : ''}`,
    ]),
  ];
}

/**
 * /app/my-records: the signed-in employee's time records of one week (Sunday to Saturday, previous and next week),
 * the week's hours total with its split (regular, and overtime and double time when there are some), each record's
 * status as the employee sees it (Pending, Approved, Declined, Exported) and a record-details modal; timecards kept on
 * the phone show as 'Waiting to send', or the server's message when it refused them, each to open and correct or to
 * discard until it is sent.
 */
export default function MyRecordsPage() {
  const t = useAppT();
  const claims = useSession((s) => s.claims);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const start = weekStart(params.get('week') ?? localDay());
  const end = weekEnd(start);
  const query = {
    userId: claims?.id, startsAt: localIso(start, '00:00'), endsAt: localIso(end, '23:59'), includeJob: true, includeCostCodes: true,
  };
  const records = useQuery({ queryKey: productionKeys.timeRecords(query), queryFn: () => listTimeRecords(query), enabled: Boolean(claims) });
  // A week never read, offline: no total (it is not zero hours), and read when the connection returns.
  const offline = anyUnloadedOffline(records);
  const { entries, discard } = useQueuedTimecards();
  const [open, setOpen] = useState<Production | null>(null);
  const [discarding, setDiscarding] = useState<QueuedTimecard | null>(null);

  // A queued timecard that was sent (or refused) changes what the server has: read the week again.
  const queuedKeys = entries.map((e) => `${e.key}:${e.status}`).join();
  const seenKeys = useRef(queuedKeys);
  useEffect(() => {
    if (seenKeys.current === queuedKeys) return;
    seenKeys.current = queuedKeys;
    void queryClient.invalidateQueries({ queryKey: productionKeys.all });
  }, [queuedKeys, queryClient]);

  const week = (records.data ?? [])
    .filter((r) => {
      const day = splitIso(r.producedAt).date;
      return day >= start && day <= end;
    })
    .sort((a, b) => a.producedAt.localeCompare(b.producedAt));
  const total = weekTotalText(sumSplit(week));
  const queued = entries.filter((e) => {
    const day = e.body.producedAt.slice(0, 10);
    return e.status === 'refused' || (day >= start && day <= end);
  });
  const goWeek = (days: number) => setParams({ week: addDays(start, days) });

  return (
    <div style={{ maxWidth: 720, minWidth: 0 }}>
      <PeriodNav label={`${dayLabel(start)} - ${dayLabel(end)}`} unit="week" onPrevious={() => goWeek(-7)} onNext={() => goWeek(7)} />
      {records.data ? (
        <p>
          {t('records.weekTotal')} <strong data-testid="week-total">{total.hours}</strong>
          {total.split ? t('records.weekSplit', { split: total.split }) : null}
        </p>
      ) : null}

      {queued.length > 0 ? (
        <section aria-label={t('records.keptOnPhone')}>
          <h2>{t('records.keptOnPhone')}</h2>
          <List>
            {queued.map((e) => (
              <Item key={e.key}>
                <RowLine>
                  <span>
                    {t('records.queued', { day: dayLabel(e.body.producedAt.slice(0, 10)), hours: formatHours(Number(e.body.quantity)) })}
                  </span>
                  <StatusTag $tone={e.status === 'refused' ? 'error' : 'warning'}>{e.status === 'refused' ? t('records.notSaved') : t('messages.waitingToSend')}</StatusTag>
                </RowLine>
                {e.refusal ? <div role="alert">{e.refusal.message}</div> : null}
                {/* Waiting or refused, not sent yet: the worker may still correct or discard it. */}
                <Row $gap={2} style={{ flexWrap: 'wrap' }}>
                  <Button variant="primary" onClick={() => navigate(`/app/time-record-form?queued=${encodeURIComponent(e.key)}`)}>
                    {t('records.open')}
                  </Button>
                  <Button variant="danger" onClick={() => setDiscarding(e)}>
                    {t('records.discard')}
                  </Button>
                </Row>
              </Item>
            ))}
          </List>
        </section>
      ) : null}

      <section aria-label={t('records.timeRecords')}>
        {records.isPending && claims && !offline ? <Spinner size={24} /> : null}
        {offline ? <p role="status">{t('records.weekOffline')}</p> : null}
        {/* Said only of a week read: a failed read (a 500) shows no message (spec 02 §8), and no total either. */}
        {records.isSuccess && week.length === 0 ? <p role="status">{t('records.noneThisWeek')}</p> : null}
        <List>
          {week.map((r) => (
            <Item key={r.id}>
              <RowLine>
                <Button variant="link" onClick={() => setOpen(r)} aria-haspopup="dialog">
                  {dayLabel(splitIso(r.producedAt).date)} {timeSpan(r)}
                </Button>
                <StatusTag $tone={toneOf(employeeRecordStatus(r))}>{t(RECORD_STATUS_IDS[employeeRecordStatus(r)])}</StatusTag>
              </RowLine>
              <RowLine>
                <span>{r.job?.name ?? ''}{r.costCode ? ` · ${r.costCode.name}` : ''}</span>
                <strong>{formatHours(Number(r.quantity))}</strong>
              </RowLine>
            </Item>
          ))}
        </List>
      </section>

      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('route.timeRecord')}
        footer={
          open ? (
            <Row $gap={2}>
              <Button variant={recordLocks(open, claims?.id).canEdit ? 'primary' : 'secondary'} onClick={() => navigate(`/app/time-record-form/${open.id}/edit`)}>
                {t(recordLocks(open, claims?.id).canEdit ? 'records.edit' : 'records.view')}
              </Button>
              <Button onClick={() => setOpen(null)}>{t('records.close')}</Button>
            </Row>
          ) : null
        }
      >
        {open ? (
          <Facts>
            {details(open, t).map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </Facts>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={discarding !== null}
        title={t('records.discardConfirm')}
        danger
        onConfirm={() => {
          if (discarding) void discard(discarding.key);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </div>
  );
}

function toneOf(status: ReturnType<typeof employeeRecordStatus>) {
  return status === 'Approved' ? 'success' : status === 'Declined' ? 'error' : status === 'Exported' ? 'info' : 'warning';
}
