import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText, productionRequestKeys, updateProductionRequest } from '@groundwork/shared/api';
import { dayOf, MESSAGES, shiftOn, timeOf, type ProductionRequest } from '@groundwork/shared/domain';
import { fieldErrors, shiftTimesSchema } from '@groundwork/shared/validation';
import { Banner, Button, Field, Input, notify } from '@groundwork/shared/ui';
import { Drawer } from '@groundwork/shared/ui/overlays';
import { longDay } from '../../lib/days';

/** Edit Schedule: a shift's in and out times on its day; an out time before the in time is the next morning. */
export function EditScheduleDrawer({ request, onClose }: { request: ProductionRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const day = dayOf(request.requestAt);
  const [times, setTimes] = useState({ startTime: timeOf(request.requestAt), endTime: timeOf(request.requestEndsAt) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => updateProductionRequest(request.id, shiftOn(day, times.startTime, times.endTime)),
    onSuccess: async () => {
      notify.success('Success', MESSAGES.recordUpdated);
      await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
      onClose();
    },
    onError: (error) => notify.error('Error', failureText(error)),
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
      title="Edit Schedule"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <p>
        <strong>{request.user?.name}</strong> · {longDay(day)}
      </p>
      <Field label="Start Time" required error={errors.startTime}>
        <Input type="time" value={times.startTime} onChange={(e) => setTimes((t) => ({ ...t, startTime: e.target.value }))} />
      </Field>
      <Field label="End Time" required error={errors.endTime}>
        <Input type="time" value={times.endTime} onChange={(e) => setTimes((t) => ({ ...t, endTime: e.target.value }))} />
      </Field>
      {overnight ? <Banner tone="info" title={MESSAGES.overnightWork} text="The shift ends the next morning." /> : null}
    </Drawer>
  );
}
