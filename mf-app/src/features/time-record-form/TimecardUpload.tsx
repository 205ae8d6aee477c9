import { useQueryClient } from '@tanstack/react-query';
import { downloadTimecardTemplate, importTimecards, productionKeys, productionRequestKeys } from '@groundwork/shared/api';
import { SpreadsheetUpload } from '@groundwork/shared/ui/table';
import { useAppT } from '../../i18n';

/**
 * The timecard spreadsheet upload on the time record form (productions.time_cards.upload): every row is checked by
 * the form's rules and all rows or none are imported.
 */
export function TimecardUpload() {
  const t = useAppT();
  const queryClient = useQueryClient();
  return (
    <SpreadsheetUpload
      title={t('upload.title')}
      upload={(f) => importTimecards(f, f.name)}
      downloadTemplate={downloadTimecardTemplate}
      templateName="timecards-template.xlsx"
      uploaded={t('form.added')}
      onUploaded={async () => {
        await queryClient.invalidateQueries({ queryKey: productionKeys.all });
        await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
      }}
    >
      {t('upload.help')}
    </SpreadsheetUpload>
  );
}
