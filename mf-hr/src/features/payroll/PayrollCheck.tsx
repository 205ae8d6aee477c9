import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import styled from 'styled-components';
import { listProductionRequests, productionRequestKeys } from '@groundwork/shared/api';
import { localDay, timeOf } from '@groundwork/shared/domain';
import { useRequestDeletion } from '@groundwork/shared/records';
import { apiAction } from '@groundwork/shared/session';
import { Banner, Button, ListStack, Spinner, Stack, space } from '@groundwork/shared/ui';
import { useHrT } from '../../i18n';
import { pendingUpTo } from './payroll-dates';

/** A request on the chosen day is marked in the warning tone, an earlier one in the error tone; a text says which. */
const Item = styled.li<{ $onDay: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${({ theme, $onDay }) => ($onDay ? theme.colors.warning : theme.colors.error)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $onDay }) => ($onDay ? theme.colors.warningBg : theme.colors.errorBg)};
`;
/** The name on a line of its own: the check is a narrow column beside the report. */
const Name = styled.span`
  flex: 1 0 100%;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const When = styled.span`
  flex: 1;
  min-width: 0;
`;
const Tag = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text};
`;

export interface PayrollCheckProps {
  /** The chosen day, 'YYYY-MM-DD' (never in the future). */
  date: string;
  onViewReport: () => void;
}

/**
 * The payroll check of a day (spec 02 §2): 'No pending time cards.' or 'There are missing time cards.' with View
 * Report, and the overdue pending requests up to the chosen day (user name, date, Delete with its confirmation).
 * A request on the chosen day and an earlier one differ in colour and in their text ('This day' / 'Earlier').
 */
export function PayrollCheck({ date, onViewReport }: PayrollCheckProps) {
  const t = useHrT();
  // Fixed per day (today's bound is the moment the day was chosen), so the query key stays the same between renders.
  const query = useMemo(() => ({ isPending: true, requestEndsAt: pendingUpTo(date) }), [date]);
  const requests = useQuery({
    queryKey: productionRequestKeys.ofCompany(query),
    queryFn: () => listProductionRequests(query),
  });
  const deletion = useRequestDeletion();

  if (requests.isPending) return <Spinner />;
  const viewReport = (
    <Button variant="primary" onClick={onViewReport}>
      {t('common.viewReport')}
    </Button>
  );
  // A failed load stops the loading indicator with no message (spec 02 §8), and says nothing of pending time cards
  // it could not read; the report stays reachable.
  if (requests.isError) return <div>{viewReport}</div>;
  const rows = [...requests.data].sort((a, b) => b.requestAt.localeCompare(a.requestAt));
  return (
    <Stack $gap={4}>
      {rows.length === 0 ? (
        <Banner tone="success" title={t('payroll.noPendingTimeCards')} action={viewReport} />
      ) : (
        <Banner tone="warning" title={t('payroll.missingTimeCards')} action={viewReport} />
      )}
      {rows.length > 0 ? (
        <section aria-labelledby="pending-requests">
          <h2 id="pending-requests">{t('payroll.pendingRequests')}</h2>
          <ListStack $gap={2}>
            {rows.map((r) => {
              const day = localDay(new Date(r.requestAt));
              const onDay = day === date;
              return (
                <Item key={r.id} $onDay={onDay} data-on-day={onDay}>
                  <Name>{r.user?.name ?? ''}</Name>
                  <When>
                    {day} {timeOf(r.requestAt)}–{timeOf(r.requestEndsAt)}
                    {r.job ? ` · ${r.job.name}` : ''}
                  </When>
                  <Tag>{t(onDay ? 'payroll.requestOnDay' : 'payroll.requestEarlier')}</Tag>
                  <Button size="sm" variant="danger" onClick={() => deletion.ask(r)} aria-label={t('payroll.deleteRequest', { name: r.user?.name ?? '', day })} {...apiAction('DELETE /api/jobs/production-requests/:id')}>
                    {t('common.delete')}
                  </Button>
                </Item>
              );
            })}
          </ListStack>
        </section>
      ) : null}
      {deletion.dialog}
    </Stack>
  );
}
