import { useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CONSTANTS, isFutureDay } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { Button, Card, EmptyState, Field } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_7_DAYS, lastNDays, localDayBounds, parseDay, type DayRange } from '@groundwork/shared/ui/dates';
import { useReportsT } from '../i18n';

/** A report's days as the URL carries them (?start=YYYY-MM-DD&end=YYYY-MM-DD) and as the API reads them (instants). */
export interface ReportRange {
  start: string;
  end: string;
  /** The start day's first moment in the user's time zone (ISO). */
  producedStartsAt: string;
  /** The end day's last moment in the user's time zone (ISO), so the end day is included. */
  producedEndsAt: string;
}

/**
 * The instants the API is asked for: from the start day's first moment to the end day's last moment, both in the
 * user's time zone (the days a record counts on are the user's local days). Both days must be real days.
 */
export function dayBounds(start: string, end: string): Pick<ReportRange, 'producedStartsAt' | 'producedEndsAt'> {
  const { startsAt, endsAt } = localDayBounds(start, end);
  return { producedStartsAt: startsAt, producedEndsAt: endsAt };
}

/** The range of `start` and `end` days, or null unless both are real days in order and not in the future. */
export function reportRange(start: string | null, end: string | null, now: Date = new Date()): ReportRange | null {
  if (!parseDay(start) || !parseDay(end) || start! > end! || isFutureDay(start!, now) || isFutureDay(end!, now)) return null;
  return { start: start!, end: end!, ...dayBounds(start!, end!) };
}

/** The report's range from the page's ?start&end. */
export function useReportRange(): ReportRange | null {
  const [params] = useSearchParams();
  return reportRange(params.get('start'), params.get('end'));
}

/** `path?start&end` of a range. */
export function rangeLink(path: string, range: { start: string; end: string }): string {
  return `${path}?${new URLSearchParams({ start: range.start, end: range.end }).toString()}`;
}

const Form = styled.form`
  max-width: 460px;
`;

/**
 * The query form of a range report (manager, subcontractor): a date range, by default the last 7 days up to the
 * end of today, no future days; 'View Report' opens `target?start&end`.
 */
export function RangeQueryForm({ target }: { target: string }) {
  const t = useReportsT();
  const navigate = useNavigate();
  const [range, setRange] = useState<DayRange>(() => lastNDays(CONSTANTS.defaultReportRangeDays));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!range.start || !range.end) {
      setError(t('messages.required'));
      return;
    }
    navigate(rangeLink(target, { start: range.start, end: range.end }));
  };
  return (
    <Card>
      <Form onSubmit={submit} noValidate>
        <Field label={t('common.dateRange')} required error={error}>
          <DateRangePicker
            value={range}
            onChange={(next) => {
              setRange(next);
              if (next.start && next.end) setError(null);
            }}
            disableFuture
            presets={[LAST_7_DAYS]}
          />
        </Field>
        <Button type="submit" variant="primary">
          {t('common.viewReport')}
        </Button>
      </Form>
    </Card>
  );
}

/** A report opened without a usable ?start&end: the query form's message and Go Back to it. */
export function MissingRange({ queryPath }: { queryPath: string }) {
  const t = useReportsT();
  const navigate = useNavigate();
  return <EmptyState title={t('common.selectDateRange')} onBack={() => navigate(queryPath)} />;
}

/**
 * The page of a report over a range of the URL: without a range, the message that links to its query screen; else
 * the report for the signed-in user, mounted again for each range (its table's page, sort and selection start over).
 */
export function RangeReportPage({ queryPath, report: Report }: {
  queryPath: string;
  report: ComponentType<{ range: ReportRange; viewerId: number }>;
}) {
  const range = useReportRange();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  if (!range) return <MissingRange queryPath={queryPath} />;
  if (viewerId === null) return null;
  return <Report key={`${range.start}/${range.end}`} range={range} viewerId={viewerId} />;
}
