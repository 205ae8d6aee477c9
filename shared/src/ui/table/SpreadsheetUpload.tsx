import { useRef, useState, type ReactNode } from 'react';
import { apiErrorBody, SPREADSHEET_FIELD } from '@groundwork/shared/api';
import { useTableT } from './catalogue';
import { Banner, Button, Card, notify, Row } from '@groundwork/shared/ui';
import { downloadFile, EXPORT_FORMATS } from './export';
import { FilePicker, type FilePickerHandle } from './FilePicker';

const ACCEPT = '.xlsx,.csv';
const XLSX_MIME = EXPORT_FORMATS.find((f) => f.format === 'xlsx')!.mime;

export interface SpreadsheetUploadProps {
  title: string;
  /** What to put in the sheet, shown above the controls. */
  children: ReactNode;
  /** Sends the file; a 400 answer's `errors` ({'Row N': reason}) are listed as the rows in error. */
  upload: (file: File) => Promise<unknown>;
  downloadTemplate: () => Promise<Blob>;
  /** The template's file name, e.g. 'cost-codes-template.xlsx'. */
  templateName: string;
  /** The success notification's text. */
  uploaded: string;
  /** Runs after a successful import (refresh what shows the imported rows). */
  onUploaded?: () => Promise<void> | void;
}

/**
 * A batch spreadsheet import (cost codes, timecards): a template to download, .xlsx or .csv accepted, all rows or
 * none imported; the rows in error are listed with their reasons under 'There was an error uploading the file.', or the
 * reason the whole file was refused.
 */
export function SpreadsheetUpload({ title, children, upload, downloadTemplate, templateName, uploaded, onUploaded }: SpreadsheetUploadProps) {
  const t = useTableT();
  const picker = useRef<FilePickerHandle>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<{ rows: [string, string][]; message?: string } | null>(null);

  const send = async (f: File) => {
    setUploading(true);
    try {
      await upload(f);
      setFailure(null);
      setFile(null);
      picker.current?.clear();
      notify.success(t('ui.success'), uploaded);
      await onUploaded?.();
    } catch (error) {
      const body = apiErrorBody(error);
      // The whole file refused (not a spreadsheet, a column missing) names the file's field: its reason is the text.
      const { [SPREADSHEET_FIELD]: fileReason, ...rows } = body?.errors ?? {};
      setFailure({ rows: Object.entries(rows), message: fileReason ?? body?.message });
      notify.error(t('messages.errorTitle'), t('messages.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const template = async () => {
    setDownloading(true);
    try {
      const blob = await downloadTemplate();
      downloadFile(templateName, blob, blob.type || XLSX_MIME);
    } catch {
      notify.error(t('messages.errorTitle'), t('messages.somethingWentWrongBang'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title={title}>
      <p>{children}</p>
      <Row $gap={2} style={{ flexWrap: 'wrap', marginBottom: 12 }}>
        <Button type="button" variant="link" onClick={() => void template()} loading={downloading}>
          {t('table.upload.downloadTemplate')}
        </Button>
        <FilePicker
          ref={picker}
          accept={ACCEPT}
          label={t('table.upload.spreadsheet')}
          onChange={(f) => {
            setFile(f);
            setFailure(null);
          }}
        />
        <Button type="button" variant="primary" disabled={!file} loading={uploading} onClick={() => file && void send(file)}>
          {t('table.upload.upload')}
        </Button>
      </Row>
      {failure ? (
        <Banner
          tone="error"
          title={t('messages.uploadFailed')}
          text={
            failure.rows.length > 0 ? (
              <ul aria-label={t('table.upload.rowsInError')}>
                {failure.rows.map(([row, reason]) => (
                  <li key={row}>
                    <strong>{row}</strong>: {reason}
                  </li>
                ))}
              </ul>
            ) : (
              failure.message
            )
          }
        />
      ) : null}
    </Card>
  );
}
