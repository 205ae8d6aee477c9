import { useRef } from 'react';
import { companyKeys, createCompany, getCompany, updateCompany, type CompanyBody, type CompanyRecord } from '@groundwork/shared/api';
import { LIMITS, MESSAGES } from '@groundwork/shared/domain';
import { companySchema } from '@groundwork/shared/validation';
import { Button, Field, Input, Row, TextArea } from '@groundwork/shared/ui';
import { FormActions, fromSchema, useRecordForm, type ParseResult } from '../../lib/record-form';
import { withQueryClient } from '../../query';
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

/** The form's values of a stored company: its logo is shown and, unless changed, left out of the update. */
function valuesOf(c: CompanyRecord): CompanyValues {
  return { name: c.name, description: c.description ?? '', payrollHeader: c.payrollHeader ?? '', logo: c.logo, logoChanged: false };
}

/** Checks the values with companySchema; the logo is sent when it was changed, and always for a new company. */
function parse(values: CompanyValues, id: number | null): ParseResult<CompanyBody> {
  const parsed = fromSchema(
    companySchema.safeParse({
      name: values.name,
      description: values.description,
      payrollHeader: values.payrollHeader,
      logo: values.logoChanged ? values.logo : null,
    }),
  );
  if (!parsed.ok) return parsed;
  const { logo, ...rest } = parsed.body;
  return { ok: true, body: values.logoChanged || id === null ? { ...rest, logo: logo ?? null } : rest };
}

/** /companies/add and /companies/{id}/edit: name, description, payroll header and a logo upload with preview. */
function CompanyFormPage() {
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRecordForm({
    record: { key: companyKeys.detail, get: getCompany },
    initial: EMPTY,
    valuesOf,
    parse,
    create: createCompany,
    update: updateCompany,
    added: MESSAGES.companyAdded,
    updated: MESSAGES.companyUpdated,
    invalidate: [companyKeys.all],
    then: () => '/companies',
    failed: MESSAGES.somethingWentWrong,
    backTo: '/companies',
  });
  const { values, set, setValues, errors, setErrors } = form;

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

  if (form.gate) return form.gate;
  return (
    <form onSubmit={form.submit} noValidate style={{ maxWidth: 640 }}>
      <Field label="Name" required error={errors.name}>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Field>
      <Field label="Description" required error={errors.description}>
        <TextArea value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
      <Field label="Payroll Header" required error={errors.payrollHeader} hint={`Up to ${LIMITS.payrollHeader} characters.`}>
        <Input
          value={values.payrollHeader}
          maxLength={LIMITS.payrollHeader}
          onChange={(e) => set({ payrollHeader: e.target.value })}
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
              set({ logo: null, logoChanged: true });
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            Remove logo
          </Button>
        </Row>
      ) : null}
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/companies')} />
    </form>
  );
}

export default withQueryClient(CompanyFormPage);
