import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { failureText, productionKeys } from '@groundwork/shared/api';
import { recordLocks, type Permission, type Production, type RecordLocks } from '@groundwork/shared/domain';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { useCan } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { ConfirmDialog, Select, type SelectOption } from '@groundwork/shared/ui/overlays';
import type { DataColumn } from '@groundwork/shared/ui/table';

/** What the screens may pass to a record column hook. */
export interface RecordColumnOptions {
  /** The query cache refreshed after a save (default: every production query, productionKeys.all). */
  invalidate?: QueryKey;
  /** Told after a save succeeded, with the record as the server answered. */
  onSaved?: (record: Production) => void;
  /**
   * The value as text, even to users who may change it (a report whose records change on their own pages): the
   * column keeps its filter, pin and card; its dialog never opens.
   */
  readOnly?: boolean;
}

/** A column whose value is chosen in a select and saved after 'Do you want to save changes to this record?'. */
export interface ChoiceColumnSpec<V> {
  id: string;
  title: string;
  /** The choices, in the select's order. */
  values: readonly V[];
  valueOf: (record: Production) => V;
  labelOf: (value: V) => string;
  /** The permission needed to see the select (without it the column shows the label as text). */
  permission: Permission;
  /** May this record's value be changed (its locks given)? */
  changeable: (locks: RecordLocks) => boolean;
  /** The text of a record whose value cannot be changed. */
  readOnlyText: (record: Production, locks: RecordLocks) => string;
  /** The request saving one record's new value. */
  save: (record: Production, next: V) => Promise<Production>;
}

/** As wide as its longest choice needs: a narrow pinned column leaves the most room to the scrolled ones. */
const Fit = styled.div`
  width: 150px;
`;

interface PendingChange<V> {
  record: Production;
  next: V;
}

/**
 * The select-and-confirm column behind Approval and Invoice Status (spec 02 §4): with the permission, a record that
 * may change gets a select; a change asks 'Do you want to save changes to this record?': Save Changes saves only that
 * field, then notifies 'Record has been updated!' and refreshes the records; Discard Changes restores the select; a
 * failure shows the server's refusal or 'Something went wrong!'. Render `dialog` once beside the table. With
 * `readOnly` every user gets the text (no select, no dialog to render).
 */
export function useChoiceColumn<V>(
  spec: ChoiceColumnSpec<V>,
  viewerId: number | null,
  options: RecordColumnOptions = {},
): { column: DataColumn<Production>; dialog: ReactNode } {
  const t = useSharedT();
  const allowed = useCan(spec.permission) && !options.readOnly;
  const queryClient = useQueryClient();
  const [change, setChange] = useState<PendingChange<V> | null>(null);
  const save = useMutation({
    mutationFn: ({ record, next }: PendingChange<V>) => spec.save(record, next),
    onSuccess: async (saved) => {
      notify.success(t('ui.success'), t('recordColumns.updated'));
      options.onSaved?.(saved);
      await queryClient.invalidateQueries({ queryKey: options.invalidate ?? productionKeys.all });
    },
    onError: (error) => notify.error(t('messages.errorTitle'), failureText(error)),
  });
  const keyOf = (v: V) => String(spec.values.indexOf(v));
  const selectOptions: ReadonlyArray<SelectOption<string>> = spec.values.map((v) => ({ value: keyOf(v), label: spec.labelOf(v) }));

  const column: DataColumn<Production> = {
    id: spec.id,
    title: spec.title,
    // On screen while the rest scrolls (so on a phone's card too), and filtered by its state (an exported record's
    // 'Yes' still counts as Approved).
    pin: 'right',
    filter: { options: spec.values.map((v) => ({ key: keyOf(v), value: spec.labelOf(v), label: spec.labelOf(v) })) },
    filterValue: (p) => spec.labelOf(spec.valueOf(p)),
    accessor: (p) => {
      const locks = recordLocks(p, viewerId);
      return spec.changeable(locks) ? spec.labelOf(spec.valueOf(p)) : spec.readOnlyText(p, locks);
    },
    cell: (p, value) => {
      if (!allowed || !spec.changeable(recordLocks(p, viewerId))) return String(value);
      const shown = change?.record.id === p.id ? change.next : spec.valueOf(p);
      return (
        <Fit>
          <Select
            aria-label={spec.title}
            options={selectOptions}
            value={keyOf(shown)}
            clearable={false}
            onChange={(key) => {
              if (key === null) return;
              const next = spec.values[Number(key)] as V;
              if (next !== spec.valueOf(p)) setChange({ record: p, next });
            }}
          />
        </Fit>
      );
    },
  };

  const dialog = (
    <ConfirmDialog
      open={change !== null}
      title={t('recordColumns.confirmSave')}
      text={change ? `${spec.title}${t('timeRecord.colon')} ${spec.labelOf(spec.valueOf(change.record))} → ${spec.labelOf(change.next)}` : ''}
      yesLabel={t('recordColumns.saveChanges')}
      noLabel={t('recordColumns.discardChanges')}
      danger={false}
      onConfirm={() => (change ? save.mutateAsync(change).catch(() => undefined) : undefined)}
      onClose={() => setChange(null)}
    />
  );
  return { column, dialog };
}
