import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  apiErrorBody, getProduction, getProductionHistory, newIdempotencyKey, productionHistoryKey, productionKeys, productionRequestKeys,
} from '@groundwork/shared/api';
import { PERMISSIONS as P, localDay, recordLocks, type ProductionRequest } from '@groundwork/shared/domain';
import { RECORD_STATUS_IDS } from '@groundwork/shared/i18n';
import { useCan, useSession } from '@groundwork/shared/session';
import {
  EMPTY_VALUES, TimeRecordFields, TimeRecordPreview, buildBody, errorsAfterChange, formFieldErrors, isLeaveOfAbsence,
  prefillFromQuery, useDraftOvertime, useStartValues, type TimeRecordValues,
} from '@groundwork/shared/time-record';
import { Banner, Button, EmptyState, notify, Row, Spinner } from '@groundwork/shared/ui';
import { HistoryPanel } from '@groundwork/shared/ui/table';
import type { TimeRecordInput } from '@groundwork/shared/validation';
import { queueSync, timecardQueue } from '../offline-queue/sync';
import type { QueuedTimecard } from '../offline-queue/queue';
import { useAppT } from '../../i18n';
import { anyUnloadedOffline, unloadedOffline } from '@groundwork/shared/query';
import { PhoneForm } from '../../lib/PhoneForm';
import { formLists, workersJobs } from './form-lists';
import { OverlapError, submitTimecard, type SubmitResult } from './submit';
import { TimecardUpload } from './TimecardUpload';

type SaveMode = 'close' | 'more';

/** The shift a link from My Schedule names (productionRequestId with the shift's producedAt and producedEndsAt). */
function shiftOfLink(params: URLSearchParams): Pick<ProductionRequest, 'requestAt' | 'requestEndsAt'> | null {
  const requestAt = params.get('producedAt');
  const requestEndsAt = params.get('producedEndsAt');
  return params.get('productionRequestId') && requestAt && requestEndsAt ? { requestAt, requestEndsAt } : null;
}

/**
 * Lets the queue send the timecards a form held: left unsaved, they are sent as they were, at once when online (offline,
 * when the connection returns, as every waiting timecard is).
 */
function releaseHeld(keys: readonly string[]): void {
  for (const key of keys) timecardQueue.release(key);
  if (keys.length > 0 && navigator.onLine !== false) void queueSync.now();
}

/** A queued timecard refused because its shift (schedule entry) is gone: deleted after the timecard was filed. */
const shiftGone = (entry: QueuedTimecard) => Boolean(entry.refusal?.errors?.productionRequestId);

/**
 * /app/time-record-form (query productionRequestId, jobId, userId, producedAt, producedEndsAt) and
 * /app/time-record-form/{id}/edit: the worker's timecard, on a phone. The job and employee come from the shift (the
 * employee is the worker), the fields are the shared time record fields, and a preview step leads to 'Save & Close'
 * or 'Save & Add More'. Without a connection the timecard is kept on the phone and sent when it returns. An approved
 * own record (or an exported one) opens read-only, and an existing record shows its History under the form.
 * `?queued={key}` reopens a queued timecard, waiting or refused, to correct it: it is not sent while the form is open
 * (held), and saving replaces it; sent again, a queued edit saves over its record.
 */
export default function TimeRecordFormPage() {
  const t = useAppT();
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const [params] = useSearchParams();
  const queuedKey = params.get('queued');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claims = useSession((s) => s.claims);
  const canUpload = useCan(P.PRODUCTIONS_TIME_CARDS_UPLOAD);

  const existing = useQuery({ queryKey: productionKeys.detail(id ?? 0), queryFn: () => getProduction(id!), enabled: id !== null });
  // The record's changes (a worker reads their own record's); under productionKeys.all, so refreshed by a save.
  const history = useQuery({ queryKey: productionHistoryKey(id ?? 0), queryFn: () => getProductionHistory(id!), enabled: id !== null });
  const workTypes = useQuery(formLists.workTypes());
  const equipment = useQuery(formLists.equipment());

  const [values, setValues] = useState<TimeRecordValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<TimeRecordInput | null>(null);
  const [fixing, setFixing] = useState<QueuedTimecard | null>(null);
  /** The record the timecard saves over: the edited one, or the one a refused queued edit was for (never a new one). */
  const recordId = id ?? fixing?.recordId ?? null;
  // The edited record's changes still waiting on this phone (undefined until read): the form starts from the latest,
  // and saving replaces them, so a second edit offline does not send the record's old values over the first. They are
  // held while the form is open, as a `?queued=` timecard is: the queue never sends the version being replaced, nor
  // sends it after (over) the one saved here. One sent before it could be held is on the server: the record is read again.
  const [waitingEdits, setWaitingEdits] = useState<QueuedTimecard[] | undefined>(id === null ? [] : undefined);
  useEffect(() => {
    if (id === null || !claims) return undefined;
    let live = true;
    const held: string[] = [];
    void timecardQueue.list(claims.id, claims.companyId).then(async (entries) => {
      if (!live) return;
      held.push(...entries.filter((e) => e.recordId === id && e.status === 'waiting').map((e) => e.key));
      const kept = (await Promise.all(held.map((key) => timecardQueue.hold(key)))).filter((e): e is QueuedTimecard => e?.status === 'waiting');
      if (kept.length < held.length) await queryClient.refetchQueries({ queryKey: productionKeys.detail(id), exact: true });
      if (live) setWaitingEdits(kept);
    });
    return () => {
      live = false;
      releaseHeld(held);
    };
  }, [id, claims, queryClient]);
  const waitingEdit = waitingEdits?.at(-1);
  // The queued timecard opened here is not sent while it is being corrected; left unsaved, it is sent as it was.
  useEffect(() => {
    if (!queuedKey) return undefined;
    void timecardQueue.hold(queuedKey);
    return () => releaseHeld([queuedKey]);
  }, [queuedKey]);
  /** The submission's Idempotency-Key: made once per preview, reused if the same submission is sent again. */
  const key = useRef<string | null>(null);

  // Start from the record (edit), from a refused queued timecard, or from the link's query (add).
  const initialised = useStartValues({
    isEdit: id !== null && waitingEdits !== undefined && !waitingEdit,
    // Online, the record as the server has it now, not a copy kept in the cache (read before an edit sent since, or
    // another's change): saved, the form would send that older version back. Offline, the kept copy at once.
    record: existing.isFetching && navigator.onLine !== false ? undefined : existing.data,
    ready: id !== null ? Boolean(waitingEdit) : Boolean(queuedKey) || Boolean(workTypes.data) || workTypes.isError || unloadedOffline(workTypes),
    start: async () => {
      if (waitingEdit) return waitingEdit.values;
      const entry = queuedKey ? await timecardQueue.hold(queuedKey) : undefined;
      if (queuedKey && !entry) {
        // Sent (or discarded) before it could be held: nothing left to correct here.
        notify.info(t('messages.waitingToSend'), t('form.queuedGone'));
        navigate('/app/my-records', { replace: true });
      }
      if (!entry) return { ...EMPTY_VALUES, userId: claims?.id ?? null, ...prefillFromQuery(params, workTypes.data ?? []) };
      setFixing(entry);
      setErrors(formFieldErrors(entry.refusal?.errors ?? {}));
      setRefusal(entry.refusal?.message ?? null);
      // Its shift was deleted meanwhile: no field of the form could right that, so it is sent again without the shift.
      return shiftGone(entry) ? { ...entry.values, productionRequestId: null } : entry.values;
    },
    setValues,
  });

  const job = useQuery({ ...formLists.job(values.jobId ?? 0), enabled: values.jobId !== null });
  const costCodes = job.data?.costCodes ?? [];
  // A link without a job (Add Timecard on a day without a shift): the worker picks one of their jobs.
  const pickJob = initialised && id === null && !params.get('jobId') && !fixing;
  const jobs = useQuery({ ...formLists.pickerJobs(), enabled: pickJob });
  const jobOptions = workersJobs(jobs.data ?? [], claims?.id).map((j) => ({ value: j.id, label: `${j.name} - ${j.description}` }));
  // Opened offline with nothing kept: the selects fill in place when the connection returns, over what was typed.
  const listsOffline = anyUnloadedOffline(workTypes, equipment, job, jobs);
  const record = existing.data;
  const readOnly = record ? !recordLocks(record, claims?.id).canEdit : false;
  const locks = record ? recordLocks(record, claims?.id) : null;
  const shift = record ? (record.productionRequest ?? null) : shiftOfLink(params);

  const set = (patch: Partial<TimeRecordValues>) => {
    key.current = null;
    setValues((v) => ({ ...v, ...patch }));
    setErrors((shown) => errorsAfterChange(shown, patch));
  };

  const save = useMutation({
    // Runs offline too: without a connection the timecard goes into the phone's queue.
    networkMode: 'always',
    mutationFn: ({ body }: { body: TimeRecordInput; mode: SaveMode }): Promise<SubmitResult> => {
      key.current ??= newIdempotencyKey();
      const owner = { userId: claims!.id, companyId: claims!.companyId };
      return submitTimecard({ key: key.current, owner, recordId, body, values });
    },
    onSuccess: async (result, { body, mode }) => {
      key.current = null;
      if (fixing) await timecardQueue.remove(fixing.key);
      for (const replaced of waitingEdits ?? []) await timecardQueue.remove(replaced.key);
      setWaitingEdits([]);
      if (result.queued) notify.info(t('messages.waitingToSend'), t(result.offline ? 'form.keptOffline' : 'form.keptNotTaken'));
      else notify.success(t('form.success'), t(recordId === null ? 'form.added' : 'form.updated'));
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
      await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
      const day = body.producedAt.slice(0, 10);
      if (mode === 'close') {
        navigate(`/app/my-records?week=${day}`);
        return;
      }
      // Save & Add More: another timecard of the same job, employee and day.
      setPreview(null);
      setFixing(null);
      setRefusal(null);
      setValues({ ...EMPTY_VALUES, jobId: values.jobId, userId: values.userId, date: values.date ?? localDay() });
      // An address naming the timecard just saved (a record, or a queued one) now names the new one: reloaded, it opens
      // a new form, not the saved timecard again (a queued one is gone from the phone). Back leaves the form.
      if (id !== null || queuedKey) navigate(`/app/time-record-form?jobId=${values.jobId}&userId=${values.userId}&producedAt=${day}`, { replace: true });
    },
    onError: (error) => {
      // Refused: a corrected (or repeated) submission is a new one, with a new key.
      key.current = null;
      setPreview(null);
      if (error instanceof OverlapError) {
        setRefusal(error.message);
        return;
      }
      const body = apiErrorBody(error);
      setErrors(formFieldErrors(body?.errors ?? {}));
      setRefusal(body?.message ?? t('form.somethingWentWrong'));
    },
  });

  // The timecard's overtime split in the worker's week (the preview shows the values it was built from, unchanged).
  const draftOvertime = useDraftOvertime({ values, costCodes, recordId, readOnly });

  const toPreview = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const built = buildBody(values, { leaveOfAbsence: isLeaveOfAbsence(costCodes, values.costCodeId) });
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setPreview(built.body);
  };

  // A timecard never read on this phone, offline: not "No Records Found"; it opens when the connection returns.
  if (id !== null && unloadedOffline(existing)) return <Banner tone="warning" title={t('form.recordOfflineTitle')} text={t('form.recordOfflineText')} />;
  if (id !== null && existing.isError) return <EmptyState onBack={() => navigate('/app/my-records')} />;
  if (!initialised) return <Spinner size={24} />;

  const title = t(recordId === null ? 'form.addTitle' : 'route.editTimeRecord');
  if (preview) {
    return (
      <PhoneForm as="section" aria-label={t('form.previewTitle')}>
        <h2>{t('form.preview')}</h2>
        <TimeRecordPreview body={preview} jobName={job.data ? `${job.data.name} - ${job.data.description}` : undefined} costCodes={costCodes} workTypes={workTypes.data ?? []} equipment={equipment.data ?? []} overtime={draftOvertime} />
        <Row $gap={2} style={{ flexWrap: 'wrap' }}>
          <Button variant="primary" loading={save.isPending && save.variables?.mode === 'close'} disabled={save.isPending} onClick={() => save.mutate({ body: preview, mode: 'close' })}>
            {t('form.saveClose')}
          </Button>
          <Button loading={save.isPending && save.variables?.mode === 'more'} disabled={save.isPending} onClick={() => save.mutate({ body: preview, mode: 'more' })}>
            {t('form.saveMore')}
          </Button>
          <Button variant="ghost" disabled={save.isPending} onClick={() => setPreview(null)}>
            {t('form.back')}
          </Button>
        </Row>
      </PhoneForm>
    );
  }

  return (
    <>
      <PhoneForm onSubmit={toPreview} noValidate aria-label={title}>
        {locks?.exported ? <Banner tone="info" title={t(RECORD_STATUS_IDS.Exported)} text={t('form.readOnlyExported')} /> : null}
        {!locks?.exported && locks?.ownApproved ? <Banner tone="info" title={t(RECORD_STATUS_IDS.Approved)} text={t('form.readOnlyApproved')} /> : null}
        {fixing?.status === 'refused' ? <Banner tone="warning" title={t('form.notSavedTitle')} text={t('form.notSavedText')} /> : null}
        {fixing?.status === 'waiting' ? <Banner tone="info" title={t('messages.waitingToSend')} text={t('form.waitingEditText')} /> : null}
        {fixing && shiftGone(fixing) ? <Banner tone="warning" title={fixing.refusal!.errors!.productionRequestId!} text={t('form.shiftGoneText')} /> : null}
        {waitingEdit ? <Banner tone="info" title={t('messages.waitingToSend')} text={t('form.waitingEditText')} /> : null}
        {refusal ? <Banner tone="error" title={refusal} /> : null}
        {listsOffline && !readOnly ? <Banner tone="warning" title={t('form.listsOfflineTitle')} text={t('form.listsOfflineText')} /> : null}
        {job.data && !pickJob ? (
          <p>
            <strong>{t('form.jobLabel')}</strong> {job.data.name} - {job.data.description}
          </p>
        ) : null}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <TimeRecordFields
            values={values}
            set={set}
            errors={errors}
            costCodes={costCodes}
            workTypes={workTypes.data ?? []}
            equipment={equipment.data ?? []}
            request={shift}
            pickers={pickJob ? { jobs: jobOptions } : undefined}
            overtimeParts={draftOvertime?.parts ?? record?.overtimeParts}
            readOnly={readOnly}
          />
        </fieldset>
        <Row $gap={2}>
          {readOnly ? null : (
            <Button variant="primary" type="submit">
              {t('form.preview')}
            </Button>
          )}
          <Button onClick={() => navigate(-1)}>{t(readOnly ? 'form.back' : 'form.cancel')}</Button>
        </Row>
      </PhoneForm>
      {canUpload && recordId === null ? <TimecardUpload /> : null}
      {id !== null ? <HistoryPanel entries={history.data} error={history.isError} recordType="Time Record" /> : null}
    </>
  );
}
