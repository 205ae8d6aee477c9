import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, useEffect, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EVERY_FIELD, failureText, refusal } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { fieldErrors, withoutMessages } from '@groundwork/shared/validation';
import { Button, EmptyState, notify, Row, Spinner } from '@groundwork/shared/ui';
import { useAdminT } from '../i18n';
import { useShownText } from './shown-text';
import { serverFieldErrors } from '../query';

/** Per-field messages, keyed by the body's field names ('productionEquipments.0.hoursUsed' for nested ones). */
export type FieldMessages = Record<string, string>;

/** A form's values checked and turned into the request body, or the messages of the fields that failed. */
export type ParseResult<B> = { ok: true; body: B } | { ok: false; errors: FieldMessages };

/** The result of a shared schema's `safeParse` as a ParseResult (messages from `fieldErrors`). */
export function fromSchema<B>(
  result: { success: true; data: B } | { success: false; error: Parameters<typeof fieldErrors>[0] },
): ParseResult<B> {
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** Thrown by a form's own checks before a request is sent: shown beside the fields, without a notification. */
export class FieldErrors extends Error {
  constructor(readonly fields: FieldMessages) {
    super('invalid');
  }
}

/** Whether another of these records has the name, compared without case (the uniqueness rule of names). */
export function otherHasName(found: readonly { id: number; name: string }[], name: string, ownId: number | null): boolean {
  return found.some((r) => r.id !== ownId && r.name.toLowerCase() === name.toLowerCase());
}

/** A `unique.isTaken` for a company-wide name, looked up with the list's `?name=` filter. */
export function nameTakenIn(list: (query: { name: string }) => Promise<readonly { id: number; name: string }[]>) {
  return (values: { name: string }, ownId: number | null): Promise<boolean> | null => {
    const name = values.name.trim();
    return name ? list({ name }).then((found) => otherHasName(found, name, ownId)) : null;
  };
}

/** The record id of an edit route (`/things/:id/edit`), or null on an add route. */
export function useRecordId(): number | null {
  const { id } = useParams();
  return id ? Number(id) : null;
}

/** The job an add link preselects (`?job_id=`, or the older `?jobId=`), or null. */
export function useJobIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('job_id') ?? params.get('jobId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export interface SaveOptions<B, S> {
  isNew: boolean;
  /** POST or PUT of the body. It may throw FieldErrors for checks that need the server (uniqueness). */
  send: (body: B) => Promise<S>;
  /** The success notification's text for a new and for an edited record (a form that only adds needs no `updated`). */
  added: string;
  updated?: string;
  /** Query caches to refresh after a save, in order. */
  invalidate: readonly QueryKey[];
  /** Where to go after a save. */
  then: (saved: S, isNew: boolean) => string;
  /** Shows field messages (local ones from FieldErrors, or the server's from a 400/409 answer). */
  onFieldErrors: (fields: FieldMessages) => void;
  /** Renames fields before they are shown (e.g. the body's producedAt is the form's date). */
  mapErrors?: (fields: FieldMessages) => FieldMessages;
  /**
   * The error notification's text for a failed request; unless given, `failureText` (the server's refusal, else
   * 'Something went wrong!'), its field messages left to the form's fields (onFieldErrors).
   */
  errorMessage?: (error: unknown) => string;
  /**
   * The error notification's title for a failed request (e.g. 'Something went wrong.' of the user, role and
   * company forms); its text is then the server's message when it refused the save (4xx). Replaces errorMessage.
   */
  failed?: string;
  /** Handles an error itself first (returns true when it did), e.g. an overlap shown as a banner. */
  handleError?: (error: unknown) => boolean;
}

/**
 * The save of an add/edit form: sends, then notifies success, refreshes the caches and navigates; on failure
 * shows the field messages, and notifies the error unless it was the form's own check (FieldErrors).
 */
export function useSaveRecord<B, S>(options: SaveOptions<B, S>) {
  const { isNew, send, added, updated, invalidate, then, onFieldErrors, handleError, failed } = options;
  const mapErrors = options.mapErrors ?? ((fields: FieldMessages) => fields);
  const errorMessage = options.errorMessage ?? ((error: unknown) => failureText(error, EVERY_FIELD));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useAdminT();
  const shown = useShownText();
  return useMutation({
    mutationFn: send,
    onSuccess: async (saved: S) => {
      notify.success(t('ui.success'), isNew || updated === undefined ? added : updated);
      for (const queryKey of invalidate) await queryClient.invalidateQueries({ queryKey });
      navigate(then(saved, isNew));
    },
    onError: (error: unknown) => {
      if (error instanceof FieldErrors) {
        onFieldErrors(mapErrors(error.fields));
        return;
      }
      if (handleError?.(error)) return;
      const fields = serverFieldErrors(error);
      if (fields) onFieldErrors(mapErrors(fields));
      if (failed !== undefined) notify.error(failed, refusal(error));
      else notify.error(t('messages.errorTitle'), shown(errorMessage(error)));
    },
  });
}

/** What the page shows instead of the form while the edited record loads, or when it cannot be read. */
export function recordGate(
  query: { isPending: boolean; isError: boolean },
  isNew: boolean,
  onBack?: () => void,
): ReactNode | null {
  if (isNew) return null;
  if (query.isPending) return <Spinner size={24} />;
  if (query.isError) return <EmptyState onBack={onBack} />;
  return null;
}

export interface RecordFormOptions<V, B, R, S> extends Omit<SaveOptions<B, S>, 'isNew' | 'send' | 'onFieldErrors'> {
  /** GET of the edited record and its cache key. */
  record: { key: (id: number) => QueryKey; get: (id: number) => Promise<R> };
  /** The values of a new record. */
  initial: V;
  /** The values of a loaded record (left out when the form starts from it itself). */
  valuesOf?: (record: R) => V;
  /** Checks the values with the shared schema and builds the body. */
  parse: (values: V, id: number | null) => ParseResult<B>;
  /**
   * A value that must be unique, checked when its field is left and again before saving. `isTaken` answers
   * null when there is nothing to check yet (an empty value), which leaves the field's message as it is.
   */
  unique?: { field: string; isTaken: (values: V, id: number | null) => Promise<boolean> | null };
  /** Runs before sending (it may throw, e.g. FieldErrors, to stop the save). */
  beforeSend?: (body: B, id: number | null) => Promise<void>;
  create: (body: B) => Promise<S>;
  update: (id: number, body: B) => Promise<S>;
  /** The list to go back to from the not-found state (and on Cancel). */
  backTo?: string;
  /** The field messages left once `patch` has changed the values (default: those of the changed fields go). */
  errorsAfterChange?: (errors: FieldMessages, patch: Partial<V>) => FieldMessages;
}

/** A changed field's message goes: the next Save checks it again. */
function withoutChangedFields<V>(errors: FieldMessages, patch: Partial<V>): FieldMessages {
  return withoutMessages(errors, (field) => field in patch);
}

/**
 * The machinery every add/edit page of mf-admin shares: the record's id from the route, loading it for edit,
 * the values and field messages, the uniqueness check on blur, submit (shared schema, then the save) and the
 * loading/not-found state. Each form keeps its own fields, rules and messages.
 */
export function useRecordForm<V, B, R, S>(options: RecordFormOptions<V, B, R, S>) {
  const { record, initial, valuesOf, parse, unique, beforeSend, create, update, backTo, errorsAfterChange = withoutChangedFields, ...saveOptions } = options;
  const id = useRecordId();
  const isNew = id === null;
  const navigate = useNavigate();
  const existing = useQuery({ queryKey: record.key(id ?? 0), queryFn: () => record.get(id!), enabled: !isNew });
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});

  useEffect(() => {
    if (existing.data && valuesOf) setValues(valuesOf(existing.data));
    // valuesOf is a pure mapping: the loaded record alone decides the values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [existing.data]);

  const set = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((shown) => errorsAfterChange(shown, patch));
  };

  /** The uniqueness check: shows or clears the field's message; false when the value is taken. */
  const checkUnique = async (checked: V = values): Promise<boolean> => {
    const taken = unique?.isTaken(checked, id);
    if (!unique || !taken) return true;
    try {
      if (await taken) {
        setErrors((e) => ({ ...e, [unique.field]: MESSAGES.notUnique }));
        return false;
      }
    } catch {
      // The server checks again on save.
    }
    setErrors(({ [unique.field]: _dropped, ...rest }) => rest);
    return true;
  };

  const save = useSaveRecord<{ body: B; values: V }, S>({
    ...saveOptions,
    isNew,
    onFieldErrors: setErrors,
    send: async ({ body, values: sent }) => {
      if (unique && !(await checkUnique(sent))) throw new FieldErrors({ [unique.field]: MESSAGES.notUnique });
      if (beforeSend) await beforeSend(body, id);
      return id === null ? create(body) : update(id, body);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parse(values, id);
    if (!parsed.ok) {
      setErrors((saveOptions.mapErrors ?? ((f: FieldMessages) => f))(parsed.errors));
      return;
    }
    setErrors({});
    save.mutate({ body: parsed.body, values });
  };

  const back = backTo ? () => navigate(backTo) : undefined;
  return {
    id,
    isNew,
    existing,
    values,
    setValues,
    set,
    errors,
    setErrors,
    checkUnique,
    save,
    submit,
    navigate,
    /** Render this instead of the form when it is not null. */
    gate: recordGate(existing, isNew, back),
  };
}

/** Save and Cancel under a form; a read-only record offers Back only. */
export function FormActions({
  saving,
  onCancel,
  readOnly = false,
  saveDisabled,
  extra,
}: {
  saving: boolean | undefined;
  onCancel: () => void;
  readOnly?: boolean;
  saveDisabled?: boolean;
  /** More actions after Cancel, e.g. a record page's Delete. */
  extra?: ReactNode;
}) {
  const t = useAdminT();
  return (
    <Row $gap={2}>
      {readOnly ? null : (
        <Button variant="primary" type="submit" loading={saving} disabled={saveDisabled}>
          {t('admin.common.save')}
        </Button>
      )}
      <Button type="button" onClick={onCancel}>
        {t(readOnly ? 'admin.common.back' : 'admin.common.cancel')}
      </Button>
      {extra}
    </Row>
  );
}
