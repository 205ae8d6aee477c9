import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@groundwork/shared/domain';
import { Button, Checkbox, EmptyState, Field, Input, notify, Row, Spinner } from '@groundwork/shared/ui';
import { serverFieldErrors } from '../../query';
import type { ContentKind, ContentValues } from './kinds';

const EMPTY: ContentValues = { name: '', isEquipmentRequired: false };

/** Add and edit forms of a content list: name, and for work types the "equipment required" checkbox. */
export function ContentFormPage({ kind }: { kind: ContentKind }) {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({ queryKey: kind.keys.detail(id ?? 0), queryFn: () => kind.get(id!), enabled: id !== null });
  const [values, setValues] = useState<ContentValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (existing.data) setValues({ name: existing.data.name, isEquipmentRequired: Boolean(existing.data.isEquipmentRequired) });
  }, [existing.data]);

  const save = useMutation({
    mutationFn: (v: ContentValues) => (id === null ? kind.create(v) : kind.update(id, v)),
    onSuccess: async () => {
      notify.success('Success', id === null ? kind.addedMessage : MESSAGES.recordUpdated);
      await queryClient.invalidateQueries({ queryKey: kind.keys.all });
      navigate(`/contents/${kind.path}`);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      notify.error('Error', MESSAGES.somethingWentWrongBang);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = kind.validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };

  if (id !== null && existing.isPending) return <Spinner size={24} />;
  if (id !== null && existing.isError) return <EmptyState onBack={() => navigate(`/contents/${kind.path}`)} />;
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 520 }}>
      <Field label="Name" required error={errors.name}>
        <Input value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      </Field>
      {kind.hasEquipmentFlag ? (
        <div style={{ marginBottom: 16 }}>
          <Checkbox
            label="Is Equipment Required"
            checked={values.isEquipmentRequired}
            onChange={(checked) => setValues({ ...values, isEquipmentRequired: checked })}
          />
        </div>
      ) : null}
      <Row $gap={2}>
        <Button variant="primary" type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button type="button" onClick={() => navigate(`/contents/${kind.path}`)}>
          Cancel
        </Button>
      </Row>
    </form>
  );
}
