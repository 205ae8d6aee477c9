import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText, productionRequestKeys, updateProductionRequest } from '@groundwork/shared/api';
import { dayOf, shiftOn, timeOf, type ProductionRequest } from '@groundwork/shared/domain';
import { fieldErrors, shiftTimesSchema } from '@groundwork/shared/validation';
import { Banner, Button, Field, Input, notify } from '@groundwork/shared/ui';
import { Drawer } from '@groundwork/shared/ui/overlays';
import { useAppT } from '../../i18n';
import { longDay } from '../../lib/days';

/** Edit Schedule: a shift's in and out times on its day; an out time before the in time is the next morning. */
export function EditScheduleDrawer({ request, onClose }: { request: ProductionRequest; onClose: () => void }) {
  const t = useAppT();
  const queryClient = useQueryClient();
  const day = dayOf(request.requestAt);
  const [times, setTimes] = useState({ startTime: timeOf(request.requestAt), endTime: timeOf(request.requestEndsAt) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => updateProductionRequest(request.id, shiftOn(day, times.startTime, times.endTime)),
    onSuccess: async () => {
      notify.success(t('ui.success'), t('crew.updated'));
      await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
      onClose();
    },
    onError: (error) => notify.error(t('messages.errorTitle'), failureText(error)),
  });
  const submit = () => {
    const parsed = shiftTimesSchema.safeParse(times);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) save.mutate();
  };
  const overnight = times.startTime !== '' && times.endTime !== '' && times.endTime < times.startTime;

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('crew.editSchedule')}
      footer={
        <>
          <Button onClick={onClose}>{t('crew.cancel')}</Button>
          <Button variant="primary" onClick={submit} loading={save.isPending}>
            {t('crew.save')}
          </Button>
        </>
      }
    >
      <p>
        <strong>{request.user?.name}</strong> · {longDay(day)}
      </p>
      <Field label={t('crew.startTime')} required error={errors.startTime}>
        <Input type="time" value={times.startTime} onChange={(e) => setTimes((was) => ({ ...was, startTime: e.target.value }))} />
      </Field>
      <Field label={t('crew.endTime')} required error={errors.endTime}>
        <Input type="time" value={times.endTime} onChange={(e) => setTimes((was) => ({ ...was, endTime: e.target.value }))} />
      </Field>
      {overnight ? <Banner tone="info" title={t('messages.overnightWork')} text={t('crew.endsNextMorning')} /> : null}
    </Drawer>
  );
}
