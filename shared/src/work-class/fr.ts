import type { en } from './en';

/** The work classes' descriptions in Canadian French (docs/glossary-fr.md); the codes stay as they are. */
export const fr: Record<keyof typeof en, string> = {
  'workClass.ADMIN': 'Administration et employés de bureau',
  'workClass.FLAG': 'Signaleur',
  'workClass.FOREMAN': 'Contremaître de chantier',
  'workClass.GRADE': 'Niveleur',
  'workClass.INVENTORY': 'Contrôle des stocks',
  'workClass.LABOUR': 'Manœuvre de chantier',
  'workClass.MECH': 'Mécaniciens',
  'workClass.OPERATORS': "Opérateurs d'équipement",
  'workClass.PIPE': 'Poseur de tuyaux',
  'workClass.PM': 'Chargé de projet',
  'workClass.QC': 'Contrôle de la qualité',
  'workClass.SAFETY': 'Agent de prévention',
  'workClass.SCALE': 'Préposé à la balance',
  'workClass.SUPER': 'Surintendant',
  'workClass.Survey': 'Arpenteur',
  'workClass.WELDER': 'Soudeur',
};
