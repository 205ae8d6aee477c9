import { useQueryClient } from '@tanstack/react-query';
import { downloadEquipmentTemplate, equipmentKeys, importEquipment } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { SpreadsheetUpload } from '@groundwork/shared/ui/table';
import { MONEY_LABELS } from '../../lib/money-labels';

/**
 * The batch spreadsheet upload of equipment (the shared SpreadsheetUpload), refreshing the equipment after it. The
 * Hourly Rate column is mentioned only to holders of reports.job_cost, the only ones whose rates the server takes.
 */
export function EquipmentUpload() {
  const queryClient = useQueryClient();
  const seesMoney = useCan(PERMISSIONS.REPORTS_JOB_COST);
  return (
    <SpreadsheetUpload
      title="Upload Equipment"
      upload={(f) => importEquipment(f, f.name)}
      downloadTemplate={downloadEquipmentTemplate}
      templateName="equipment-template.xlsx"
      uploaded={MESSAGES.added('Equipment')}
      onUploaded={() => queryClient.invalidateQueries({ queryKey: equipmentKeys.all })}
    >
      Fill in the template (one piece of equipment per row, with its category by name) and upload it as .xlsx or .csv.
      Every row is checked; if any row is wrong nothing is imported.
      {' '}
      {seesMoney ? MONEY_LABELS.equipmentUploadRate : MONEY_LABELS.equipmentUploadNoRate}
    </SpreadsheetUpload>
  );
}
