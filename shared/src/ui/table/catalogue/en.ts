import type { Catalogue } from '@groundwork/shared/i18n';

/**
 * The data table's and the spreadsheet upload's messages in English. Apart from the shared catalogue: they carry ICU
 * placeholders and plurals, whose compiler the sign-in page does without; they load with the table.
 */
export const en = {
  'table.search': 'Search',
  'table.selected': '{count} selected',
  'table.columns': 'Columns',
  'table.showColumns': 'Show columns',
  'table.rows': 'Rows',
  'table.comfortable': 'Comfortable spacing',
  'table.export': 'Export',
  'table.downloadAll': 'Download All',
  'table.downloadFiltered': 'Download Filtered',
  'table.downloadSelected': 'Download {count} Selected',
  'table.range': '{from}–{to} of {total}',
  'table.noRows': 'No rows',
  'table.previousPage': 'Previous page',
  'table.nextPage': 'Next page',
  'table.pageOf': 'Page {page} of {pages}',
  'table.rowsPerPage': 'Rows per page',
  'table.perPage': '{size} / page',
  'table.total': 'Total',
  'table.filter': 'Filter {column}',
  'table.all': 'All',
  'table.selectAll': 'Select all rows',
  'table.selectRow': 'Select row',
  'table.details': 'Details',
  'table.expandRow': 'Expand row',
  'table.collapseRow': 'Collapse row',
  'table.rowActions': 'Actions for {name}',
  'table.edit': 'Edit {column}:',
  'table.columnRequired': '{column} is required.',
  'table.upload.downloadTemplate': 'Download template',
  'table.upload.spreadsheet': 'Spreadsheet',
  'table.upload.upload': 'Upload',
  'table.upload.chooseFile': 'Choose File',
  'table.upload.noFile': 'No file chosen',
  'table.upload.rowsInError': 'Rows in error',
} satisfies Catalogue;
