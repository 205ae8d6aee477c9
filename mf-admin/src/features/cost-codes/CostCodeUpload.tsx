import { useQueryClient } from '@tanstack/react-query';
import { costCodeKeys, downloadCostCodeTemplate, importCostCodes, jobKeys } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { SpreadsheetUpload } from '@groundwork/shared/ui/table';

/** The batch spreadsheet upload of cost codes (the shared SpreadsheetUpload), refreshing cost codes and jobs after it. */
export function CostCodeUpload() {
  const queryClient = useQueryClient();
  return (
    <SpreadsheetUpload
      title="Upload Cost Codes"
      upload={(f) => importCostCodes(f, f.name)}
      downloadTemplate={downloadCostCodeTemplate}
      templateName="cost-codes-template.xlsx"
      uploaded={MESSAGES.costCodeUploaded}
      onUploaded={async () => {
        await queryClient.invalidateQueries({ queryKey: costCodeKeys.all });
        await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      }}
    >
      Fill in the template (one cost code per row, with its job number) and upload it as .xlsx or .csv. Every row is
      checked; if any row is wrong nothing is imported.
    </SpreadsheetUpload>
  );
}
