import { useQueryClient } from '@tanstack/react-query';
import { downloadTimecardTemplate, importTimecards, productionKeys, productionRequestKeys } from '@groundwork/shared/api';
import { MESSAGES } from '@groundwork/shared/domain';
import { SpreadsheetUpload } from '@groundwork/shared/ui/table';

/**
 * The timecard spreadsheet upload on the time record form (productions.time_cards.upload): every row is checked by
 * the form's rules and all rows or none are imported.
 */
export function TimecardUpload() {
  const queryClient = useQueryClient();
  return (
    <SpreadsheetUpload
      title="Upload Timecards"
      upload={(f) => importTimecards(f, f.name)}
      downloadTemplate={downloadTimecardTemplate}
      templateName="timecards-template.xlsx"
      uploaded={MESSAGES.timeRecordAdded}
      onUploaded={async () => {
        await queryClient.invalidateQueries({ queryKey: productionKeys.all });
        await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
      }}
    >
      Fill in the template (one timecard per row: employee, job, cost code, type of work, date, in and out times) and
      upload it as .xlsx or .csv. Every row is checked like the form; if any row is wrong nothing is imported.
    </SpreadsheetUpload>
  );
}
