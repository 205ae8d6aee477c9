import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiErrorBody, costCodeKeys, downloadCostCodeTemplate, importCostCodes, jobKeys } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { Banner, Button, Card, notify, Row } from '@groundwork/shared/ui';
import { downloadFile, EXPORT_FORMATS } from '@groundwork/shared/ui/table';

const ACCEPT = '.xlsx,.csv';
const XLSX_MIME = EXPORT_FORMATS.find((f) => f.format === 'xlsx')!.mime;

/**
 * The batch spreadsheet upload of cost codes: a template to download, .xlsx or .csv accepted, all rows or none
 * imported; the rows in error are listed with their reasons.
 */
export function CostCodeUpload() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<[string, string][]>([]);

  const upload = useMutation({
    mutationFn: (f: File) => importCostCodes(f, f.name),
    onSuccess: async () => {
      setRowErrors([]);
      setFile(null);
      if (input.current) input.current.value = '';
      notify.success('Success', MESSAGES.costCodeUploaded);
      await queryClient.invalidateQueries({ queryKey: costCodeKeys.all });
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (error) => {
      const errors = apiErrorBody(error)?.errors ?? {};
      setRowErrors(Object.entries(errors));
      notify.error('Error', MESSAGES.uploadFailed);
    },
  });

  const template = useMutation({
    mutationFn: downloadCostCodeTemplate,
    onSuccess: (blob) => downloadFile('cost-codes-template.xlsx', blob, blob.type || XLSX_MIME),
    onError: () => notify.error('Error', MESSAGES.somethingWentWrongBang),
  });

  return (
    <Card title="Upload Cost Codes">
      <p>
        Fill in the template (one cost code per row, with its job number) and upload it as .xlsx or .csv. Every row
        is checked; if any row is wrong nothing is imported.
      </p>
      <Row $gap={2} style={{ flexWrap: 'wrap', marginBottom: 12 }}>
        <Button type="button" variant="link" onClick={() => template.mutate()} loading={template.isPending}>
          Download template
        </Button>
        <label>
          <span className="sr-only">Spreadsheet</span>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            aria-label="Spreadsheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setRowErrors([]);
            }}
          />
        </label>
        <Button type="button" variant="primary" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          Upload
        </Button>
      </Row>
      {upload.isError ? (
        <Banner
          tone="error"
          title={MESSAGES.uploadFailed}
          text={
            rowErrors.length > 0 ? (
              <ul aria-label="Rows in error">
                {rowErrors.map(([row, reason]) => (
                  <li key={row}>
                    <strong>{row}</strong>: {reason}
                  </li>
                ))}
              </ul>
            ) : (
              apiErrorBody(upload.error)?.message ?? undefined
            )
          }
        />
      ) : null}
    </Card>
  );
}
