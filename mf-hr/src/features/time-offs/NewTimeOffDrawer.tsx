import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorBody, failureText, requestTimeOff, timeOffKeys } from '@groundwork/shared/api';
import { localDay, TIME_OFF_TYPES, timeOffLatestDay, type TimeOffType } from '@groundwork/shared/domain';
import { fieldErrors, timeOffSchema, withoutMessages, type TimeOffInput } from '@groundwork/shared/validation';
import { Banner, Button, Field, notify, TextArea } from '@groundwork/shared/ui';
import { DatePicker, DateRangePicker, type DayRange } from '@groundwork/shared/ui/dates';
import { Drawer, Select } from '@groundwork/shared/ui/overlays';
import { TIME_OFF_TYPE_IDS } from '@groundwork/shared/i18n';
import { useHrT } from '../../i18n';

export interface NewTimeOffDrawerProps {
  open: boolean;
  onClose: () => void;
}

interface Values {
  type: TimeOffType | null;
  day: string | null;
  range: DayRange;
  comments: string;
}

const EMPTY: Values = { type: null, day: null, range: { start: null, end: null }, comments: '' };

/** The messages a field's change answers (they go; the next Submit checks again): a day or a range, the dates'. */
const MESSAGES_OF: Record<keyof Values, readonly string[]> = { type: ['type'], day: ['startsAt', 'endsAt'], range: ['startsAt', 'endsAt'], comments: ['comments'] };
/** The body's fields the drawer shows a message under. */
const FORM_FIELDS: ReadonlySet<string> = new Set(Object.values(MESSAGES_OF).flat());

/**
 * 'New Time Off Request' (full width): type, a date (a Holiday takes a range), comments. The spec's messages come
 * from the shared schema; days are limited to one year ahead. A holiday range is sent once and stored as one request
 * per day by the server.
 */
export function NewTimeOffDrawer({ open, onClose }: NewTimeOffDrawerProps) {
  const t = useHrT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const today = localDay();
  const latest = timeOffLatestDay(today);
  const holiday = values.type === 'Holiday';
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    const answered = new Set((Object.keys(patch) as Array<keyof Values>).flatMap((field) => MESSAGES_OF[field]));
    setErrors((shown) => withoutMessages(shown, (key) => answered.has(key)));
  };

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };
  const save = useMutation({
    mutationFn: (body: TimeOffInput) => requestTimeOff(body),
    onSuccess: async (created) => {
      notify.success(t('timeOffs.success'), t('timeOffs.requested', { count: created.length }));
      await queryClient.invalidateQueries({ queryKey: timeOffKeys.all });
      close();
    },
    onError: (error) => {
      const fields = apiErrorBody(error)?.errors;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      setFailure(failureText(error, (field) => FORM_FIELDS.has(field)));
    },
  });

  const submit = () => {
    const startsAt = holiday ? values.range.start : values.day;
    const endsAt = holiday ? (values.range.end ?? values.range.start) : values.day;
    const parsed = timeOffSchema.safeParse({ type: values.type ?? undefined, startsAt: startsAt ?? '', endsAt, comments: values.comments });
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const dateError = errors.startsAt ?? errors.endsAt;

  return (
    <Drawer
      open={open}
      onClose={close}
      fullWidth
      title={t('timeOffs.new')}
      footer={
        <>
          <Button onClick={close}>{t('timeOffs.cancel')}</Button>
          <Button variant="primary" onClick={submit} loading={save.isPending}>
            {t('timeOffs.submit')}
          </Button>
        </>
      }
    >
      {failure && !dateError ? <Banner tone="error" title={failure} /> : null}
      <Field label={t('timeOffs.type')} required error={errors.type}>
        <Select
          options={TIME_OFF_TYPES.map((type) => ({ value: type, label: t(TIME_OFF_TYPE_IDS[type]) }))}
          value={values.type}
          onChange={(type) => set({ type })}
          clearable={false}
        />
      </Field>
      {holiday ? (
        <Field label={t('timeOffs.dates')} required error={dateError} hint={t('timeOffs.datesHint')}>
          <DateRangePicker value={values.range} onChange={(range) => set({ range })} max={latest} />
        </Field>
      ) : (
        <Field label={t('timeOffs.date')} required error={dateError}>
          <DatePicker value={values.day} onChange={(day) => set({ day })} max={latest} />
        </Field>
      )}
      <Field label={t('timeOffs.comments')} error={errors.comments}>
        <TextArea value={values.comments} onChange={(e) => set({ comments: e.target.value })} rows={3} />
      </Field>
    </Drawer>
  );
}
