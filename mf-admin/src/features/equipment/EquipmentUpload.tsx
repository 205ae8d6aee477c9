import { useQueryClient } from '@tanstack/react-query';
import { downloadEquipmentTemplate, equipmentKeys, importEquipment } from '@groundwork/shared/api';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { SpreadsheetUpload } from '@groundwork/shared/ui/table';
import { useAdminT } from '../../i18n';

/**
 * The batch spreadsheet upload of equipment (the shared SpreadsheetUpload), refreshing the equipment after it. The
 * Hourly Rate column is mentioned only to holders of reports.job_cost, the only ones whose rates the server takes.
 */
export function EquipmentUpload() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const seesMoney = useCan(PERMISSIONS.REPORTS_JOB_COST);
  return (
    <SpreadsheetUpload
      title={t('admin.equipment.uploadTitle')}
      upload={(f) => importEquipment(f, f.name)}
      downloadTemplate={downloadEquipmentTemplate}
      templateName="equipment-template.xlsx"
      uploaded={t('admin.equipment.uploaded')}
      onUploaded={() => queryClient.invalidateQueries({ queryKey: equipmentKeys.all })}
    >
      {t('admin.equipment.uploadHelp')} {seesMoney ? t('admin.equipment.uploadRate') : t('admin.equipment.uploadNoRate')}
    </SpreadsheetUpload>
  );
}
