import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { CONSTANTS, MESSAGES } from '@groundwork/shared/domain';
import { PayloadTooLarge, ValidationFailed } from '../errors/domain-errors';
import { formatBytes } from '../errors/exception.filter';
import { readSpreadsheet, spreadsheetKind, SPREADSHEET_MESSAGES, type SheetRow, type SheetSpec } from './spreadsheet';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  /** The multipart text fields sent before the file. */
  fields: Record<string, string>;
}

/** The multipart field that carries the spreadsheet. */
export const SPREADSHEET_FIELD = 'spreadsheet';

/** The one file of a multipart upload in field `spreadsheet`; 413 above the limit, 400 when absent. */
export async function uploadedSpreadsheet(request: FastifyRequest): Promise<UploadedFile> {
  const missing = () => new ValidationFailed({ [SPREADSHEET_FIELD]: SPREADSHEET_MESSAGES.fileRequired }, MESSAGES.uploadFailed);
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({ limits: { fileSize: CONSTANTS.spreadsheetMaxBytes, files: 1 } });
    if (!part || part.fieldname !== SPREADSHEET_FIELD) throw missing();
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
    }
    return { fileName: part.filename, bytes: await part.toBuffer(), fields };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new PayloadTooLarge(SPREADSHEET_MESSAGES.tooLarge(formatBytes(CONSTANTS.spreadsheetMaxBytes)));
    }
    if (typeof code === 'string' && code.startsWith('FST_')) throw missing();
    throw error;
  }
}

/** The Content-Type of an .xlsx download. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The rows of an uploaded import file read by its sheet: 400 when it is not a spreadsheet or cannot be read (missing
 * columns, no rows, too many rows), 413 when it is too large once unpacked. Each import then checks its rows.
 */
export async function uploadedRows<F extends string>(spec: SheetSpec<F>, file: UploadedFile): Promise<SheetRow<F>[]> {
  const kind = spreadsheetKind(file.fileName, file.bytes);
  if (!kind) throw new ValidationFailed({ spreadsheet: SPREADSHEET_MESSAGES.notSpreadsheet }, MESSAGES.uploadFailed);
  const sheet = await readSpreadsheet(spec, kind, file.bytes);
  if (!sheet.ok && sheet.tooLarge) throw new PayloadTooLarge(sheet.message);
  if (!sheet.ok) throw new ValidationFailed({ spreadsheet: sheet.message }, MESSAGES.uploadFailed);
  return sheet.rows;
}
