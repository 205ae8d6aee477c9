import type { Catalogue } from '@groundwork/shared/i18n';

/**
 * The work classes' descriptions in English, by code (WORK_CLASSES, the spec's fixed list: the code is the value,
 * stored and sent; the description is the label). Written out like the shared catalogue's equipment classes; a test
 * checks them against the list. A class without a description (CARPENTER, DRIVER) is shown by its code alone.
 */
export const en = {
  'workClass.ADMIN': 'Administration & Office Employ',
  'workClass.FLAG': 'Flagger',
  'workClass.FOREMAN': 'Site Foreman',
  'workClass.GRADE': 'Grademan',
  'workClass.INVENTORY': 'Inventory Control',
  'workClass.LABOUR': 'Site Labour',
  'workClass.MECH': 'Mechanics',
  'workClass.OPERATORS': 'Equipment Operators',
  'workClass.PIPE': 'Pipe Layer',
  'workClass.PM': 'Project Manager',
  'workClass.QC': 'Quality Control',
  'workClass.SAFETY': 'Safety Officer',
  'workClass.SCALE': 'Scale Operator',
  'workClass.SUPER': 'Superintendant',
  'workClass.Survey': 'Surveyor',
  'workClass.WELDER': 'Welder',
} satisfies Catalogue;
