import { useQueryClient } from '@tanstack/react-query';
import { costCodeKeys, downloadCostCodeTemplate, importCostCodes, jobKeys } from '@groundwork/shared/api';
import { SpreadsheetUpload } from '@groundwork/shared/ui/table';
import { useAdminT } from '../../i18n';

/** The batch spreadsheet upload of cost codes (the shared SpreadsheetUpload), refreshing cost codes and jobs after it. */
export function CostCodeUpload() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  return (
    <SpreadsheetUpload
      title={t('admin.costCodes.uploadTitle')}
      upload={(f) => importCostCodes(f, f.name)}
      downloadTemplate={downloadCostCodeTemplate}
      templateName="cost-codes-template.xlsx"
      uploaded={t('admin.costCodes.uploaded')}
      onUploaded={async () => {
        await queryClient.invalidateQueries({ queryKey: costCodeKeys.all });
        await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      }}
    >
      {t('admin.costCodes.uploadHelp')}
    </SpreadsheetUpload>
  );
}
