import { Checkbox, Field, Input } from '@groundwork/shared/ui';
import { FormActions, useRecordForm } from '../../lib/record-form';
import { useAdminT } from '../../i18n';
import type { ContentKind, ContentValues } from './kinds';

const EMPTY: ContentValues = { name: '', isEquipmentRequired: false };

/** Add and edit forms of a content list: name, and for work types the "equipment required" checkbox. */
export function ContentFormPage<B>({ kind }: { kind: ContentKind<B> }) {
  const t = useAdminT();
  const list = `/contents/${kind.path}`;
  const form = useRecordForm({
    record: { key: kind.keys.detail, get: kind.get },
    initial: EMPTY,
    valuesOf: (item) => ({ name: item.name, isEquipmentRequired: Boolean(item.isEquipmentRequired) }),
    parse: kind.parse,
    create: kind.create,
    update: kind.update,
    added: t(kind.addedMessage),
    updated: t('admin.contents.recordUpdated'),
    invalidate: [kind.keys.all],
    then: () => list,
    backTo: list,
  });
  const { values, set, errors } = form;

  if (form.gate) return form.gate;
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 520 }}>
      <Field label={t('admin.common.name')} required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      {kind.hasEquipmentFlag ? (
        <div style={{ marginBottom: 16 }}>
          <Checkbox
            label={t('admin.contents.isEquipmentRequired')}
            checked={values.isEquipmentRequired}
            onChange={(checked) => set({ isEquipmentRequired: checked })}
          />
        </div>
      ) : null}
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate(list)} />
    </form>
  );
}
