/**
 * The titles of the equipment and cost code lists' columns and of their forms' fields, in English and Canadian French,
 * by mf-admin's message ids. One source for two readers: mf-admin's catalogues take these texts from here (its lists
 * show them and write them as their downloads' column titles, its forms label their fields with them), and the
 * equipment and cost code uploads take them as column titles (backend's equipment-spreadsheet.ts and
 * cost-code-spreadsheet.ts), so a list downloaded in either language uploads back and the two cannot part.
 */
export const UPLOAD_TITLES_EN = {
  // equipment
  'admin.equipment.equipmentNo': 'Equipment No.',
  'admin.equipment.category': 'Category',
  'admin.equipment.class': 'Class',
  'admin.equipment.make': 'Make',
  'admin.equipment.year': 'Year',
  'admin.equipment.modelNumber': 'Model Number',
  'admin.equipment.serialNumber': 'Serial Number',
  'admin.equipment.licensePlate': 'License Plate',
  'admin.equipment.ownership': 'Ownership',
  'admin.equipment.ownershipType': 'Ownership Type',
  'admin.equipment.rental': 'Rental',
  'admin.common.active': 'Active',
  'admin.equipment.value': 'Value',
  'admin.equipment.startingHours': 'Starting Hours',
  'admin.money.hourlyRate': 'Hourly Rate ($)',
  // cost codes
  'admin.common.costCode': 'Cost Code',
  'admin.common.job': 'Job',
  'admin.jobs.jobNo': 'Job No.',
  'admin.common.quantity': 'Quantity',
  'admin.common.unit': 'Unit',
  'admin.common.tracksProduction': 'Tracks Production',
  'admin.costCodes.trackProduction': 'Track production',
  'admin.common.tracksTime': 'Tracks Time',
  'admin.costCodes.trackTime': 'Track employee and equipment time',
  'admin.costCodes.leaveOfAbsence': 'Leave of Absence',
  'admin.costCodes.loa': 'Leave of absence (LOA)',
  'admin.costCodes.invoicingInformation': 'Invoicing Information',
  'admin.money.budgetAmount': 'Budget Amount ($)',
} as const;

/** A title an upload reads: its mf-admin message id. */
export type UploadTitleId = keyof typeof UPLOAD_TITLES_EN;

export const UPLOAD_TITLES_FR: Record<UploadTitleId, string> = {
  // équipement
  'admin.equipment.equipmentNo': "N° d'équipement",
  'admin.equipment.category': 'Catégorie',
  'admin.equipment.class': 'Classe',
  'admin.equipment.make': 'Marque',
  'admin.equipment.year': 'Année',
  'admin.equipment.modelNumber': 'N° de modèle',
  'admin.equipment.serialNumber': 'N° de série',
  'admin.equipment.licensePlate': "Plaque d'immatriculation",
  'admin.equipment.ownership': 'Propriété',
  'admin.equipment.ownershipType': 'Type de propriété',
  'admin.equipment.rental': 'Location',
  'admin.common.active': 'Actif',
  'admin.equipment.value': 'Valeur',
  'admin.equipment.startingHours': 'Heures de départ',
  'admin.money.hourlyRate': 'Taux horaire ($)',
  // codes de coût
  'admin.common.costCode': 'Code de coût',
  'admin.common.job': 'Chantier',
  'admin.jobs.jobNo': 'N° de chantier',
  'admin.common.quantity': 'Quantité',
  'admin.common.unit': 'Unité',
  'admin.common.tracksProduction': 'Suit la production',
  'admin.costCodes.trackProduction': 'Suivre la production',
  'admin.common.tracksTime': 'Suit le temps',
  'admin.costCodes.trackTime': "Suivre le temps des employés et de l'équipement",
  'admin.costCodes.leaveOfAbsence': 'Congé autorisé',
  'admin.costCodes.loa': 'Congé autorisé (LOA)',
  'admin.costCodes.invoicingInformation': 'Renseignements de facturation',
  'admin.money.budgetAmount': 'Budget ($)',
};

/** Every language's title of each id, for a reader that accepts them all (the uploads). */
export const UPLOAD_TITLES = { en: UPLOAD_TITLES_EN, fr: UPLOAD_TITLES_FR } as const;
