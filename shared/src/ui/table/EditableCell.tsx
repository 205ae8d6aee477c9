import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { apiErrorBody } from '@groundwork/shared/api';
import type { ApiRoute } from '@groundwork/shared/domain';
import { useTableT } from './catalogue';
import { inputBox } from '@groundwork/shared/ui';
import type { DataColumn } from './types';

const Trigger = styled.button`
  all: unset;
  display: block;
  width: 100%;
  min-height: 22px;
  cursor: text;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover { box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
`;
const Editor = styled.input`
  ${inputBox}
  min-height: 28px;
  padding: 2px 6px;
`;
const EditorSelect = styled.select`
  ${inputBox}
  min-height: 28px;
  padding: 2px 6px;
`;
const EditorArea = styled.textarea`
  ${inputBox}
  min-height: 56px;
  padding: 2px 6px;
`;
const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin-top: 2px;
`;

function toText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export interface EditableCellProps<T> {
  row: T;
  column: DataColumn<T>;
  value: unknown;
  display: ReactNode;
  /** Save the new value; a rejected promise keeps the editor open. */
  onSave: (row: T, columnId: string, value: unknown) => void | Promise<unknown>;
  /** The API route the save calls, as `data-api` on the cell's button (shared/session apiAction). */
  api?: ApiRoute;
}

/**
 * A cell that turns into an editor on click or Enter. Enter or leaving the field saves, Escape cancels.
 * An empty value of a required column shows `{title} is required.` and is not saved.
 */
/** The server's messages for the fields of a refused save (each once), or null when it named none. */
function refusedFields(error: unknown): string | null {
  const messages = [...new Set(Object.values(apiErrorBody(error)?.errors ?? {}))];
  return messages.length > 0 ? messages.join(' ') : null;
}

export function EditableCell<T>({ row, column, value, display, onSave, api }: EditableCellProps<T>) {
  const t = useTableT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const settled = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const kind = column.editor ?? (typeof value === 'number' ? 'number' : 'text');

  const start = () => {
    settled.current = false;
    setDraft(toText(value));
    setError(null);
    setEditing(true);
  };
  const finish = () => {
    settled.current = true;
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => triggerRef.current?.focus());
  };
  const commit = async () => {
    if (settled.current || saving) return;
    const raw = draft.trim();
    if (raw === '' && column.required !== false) {
      setError(t('table.columnRequired', { column: column.title }));
      return;
    }
    const next: unknown = kind === 'number' ? (raw === '' ? null : Number(raw)) : raw;
    if (kind === 'number' && next !== null && !Number.isFinite(next)) {
      setError(t('table.columnRequired', { column: column.title }));
      return;
    }
    if (toText(next) === toText(value)) {
      finish();
      return;
    }
    setSaving(true);
    try {
      await onSave(row, column.id, next);
      finish();
    } catch (error) {
      // The caller reports the failure (e.g. a notification, "Please fix the highlighted fields."); the editor keeps
      // the user's text so they can retry, and shows why the server refused it ("Hours must be between 0 and 24.").
      setError(refusedFields(error));
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      finish();
    } else if (e.key === 'Enter' && !(kind === 'textarea' && e.shiftKey)) {
      e.preventDefault();
      void commit();
    }
  };

  if (!editing) {
    return (
      <Trigger ref={triggerRef} type="button" onClick={start} data-api={api}>
        <span className="sr-only">{t('table.edit', { column: column.title })} </span>
        {display}
      </Trigger>
    );
  }
  const common = {
    'aria-label': column.title,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoFocus: true,
    disabled: saving,
    value: draft,
    onKeyDown,
    onBlur: () => void commit(),
  };
  return (
    <div>
      {kind === 'select' ? (
        <EditorSelect {...common} onChange={(e) => setDraft(e.target.value)}>
          <option value="" />
          {(column.editorOptions ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </EditorSelect>
      ) : kind === 'textarea' ? (
        <EditorArea {...common} onChange={(e) => setDraft(e.target.value)} />
      ) : (
        <Editor
          {...common}
          type={kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text'}
          step={kind === 'number' ? 'any' : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
      )}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}
