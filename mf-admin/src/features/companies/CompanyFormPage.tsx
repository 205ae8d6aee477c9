import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { companyKeys, createCompany, getCompany, updateCompany, type CompanyBody } from '@groundwork/shared/api';
import { LIMITS, MESSAGES } from '@groundwork/shared/domain';
import { companySchema, fieldErrors } from '@groundwork/shared/validation';
import { Button, EmptyState, Field, Input, notify, Row, Spinner, TextArea } from '@groundwork/shared/ui';
import { serverFieldErrors, withQueryClient } from '../../query';
import { CompanyLogo } from './CompanyLogo';
import { readLogoFile } from './logo-file';

interface CompanyValues {
  name: string;
  description: string;
  payrollHeader: string;
  /**
   * The logo to show: the stored one's URL, a new upload's data URL, or null. `logoChanged` says whether it is
   * sent: an untouched stored logo is left out of the update, which keeps it.
   */
  logo: string | null;
  logoChanged: boolean;
}

const EMPTY: CompanyValues = { name: '', description: '', payrollHeader: '', logo: null, logoChanged: false };

/** /companies/add and /companies/{id}/edit: name, description, payroll header and a logo upload with preview. */
function CompanyFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const existing = useQuery({ queryKey: companyKeys.detail(id ?? 0), queryFn: () => getCompany(id!), enabled: id !== null });
  const [values, setValues] = useState<CompanyValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const c = existing.data;
    if (c) {
      setValues({
        name: c.name,
        description: c.description ?? '',
        payrollHeader: c.payrollHeader ?? '',
        logo: c.logo,
        logoChanged: false,
      });
    }
  }, [existing.data]);

  const save = useMutation({
    mutationFn: (body: CompanyBody) => (id === null ? createCompany(body) : updateCompany(id, body)),
    onSuccess: async () => {
      notify.success('Success', id === null ? MESSAGES.companyAdded : MESSAGES.companyUpdated);
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      navigate('/companies');
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      notify.error('Error', MESSAGES.somethingWentWrong);
    },
  });

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    const read = await readLogoFile(file);
    if (read.ok) {
      setValues((v) => ({ ...v, logo: read.dataUrl, logoChanged: true }));
      setErrors(({ logo: _dropped, ...rest }) => rest);
    } else {
      setErrors((e) => ({ ...e, logo: read.message }));
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = companySchema.safeParse({
      name: values.name,
      description: values.description,
      payrollHeader: values.payrollHeader,
      logo: values.logoChanged ? values.logo : null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const { logo, ...rest } = parsed.data;
    save.mutate(values.logoChanged || id === null ? { ...rest, logo: logo ?? null } : rest);
  };

  if (id !== null && existing.isPending) return <Spinner size={24} />;
  if (id !== null && existing.isError) return <EmptyState onBack={() => navigate('/companies')} />;
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 640 }}>
      <Field label="Name" required error={errors.name}>
        <Input value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      </Field>
      <Field label="Description" required error={errors.description}>
        <TextArea value={values.description} onChange={(e) => setValues({ ...values, description: e.target.value })} />
      </Field>
      <Field label="Payroll Header" required error={errors.payrollHeader} hint={`Up to ${LIMITS.payrollHeader} characters.`}>
        <Input
          value={values.payrollHeader}
          maxLength={LIMITS.payrollHeader}
          onChange={(e) => setValues({ ...values, payrollHeader: e.target.value })}
        />
      </Field>
      <Field label="Logo" error={errors.logo}>
        <Input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
          onChange={(e) => void chooseLogo(e.target.files?.[0])}
        />
      </Field>
      {values.logo ? (
        <Row $gap={3} style={{ marginBottom: 16 }}>
          <CompanyLogo name={values.name || 'Company'} logo={values.logo} height={64} />
          <Button
            type="button"
            variant="link"
            onClick={() => {
              setValues({ ...values, logo: null, logoChanged: true });
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            Remove logo
          </Button>
        </Row>
      ) : null}
      <Row $gap={2}>
        <Button variant="primary" type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button type="button" onClick={() => navigate('/companies')}>
          Cancel
        </Button>
      </Row>
    </form>
  );
}

export default withQueryClient(CompanyFormPage);
