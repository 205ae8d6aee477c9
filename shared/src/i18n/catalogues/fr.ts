import type { en } from './en';

/** The shared messages in Canadian French (docs/glossary-fr.md), loaded when French is chosen. */
export const fr: Record<keyof typeof en, string> = {
  'language.name.en': 'English',
  'language.name.fr': 'Français',
  'language.label': 'Langue',
  'messages.errorTitle': 'Erreur',
  'messages.required': 'Ce champ est obligatoire.',
  'messages.invalidChoice': 'Veuillez choisir une des options.',
  'messages.notANumber': 'Veuillez entrer un nombre.',
  'messages.invalidEmail': 'Veuillez entrer un courriel valide.',
  'messages.notUnique': 'Veuillez entrer une valeur unique.',
  'messages.loginFailedTitle': 'Échec de la connexion',
  'messages.incorrectCredentials': "Nom d'utilisateur ou mot de passe incorrect",
  'messages.somethingWentWrong': "Une erreur s'est produite.",
  'messages.futureDate': 'La date ne peut pas être dans le futur.',
  'messages.endBeforeStart': 'La date de fin ne peut pas précéder la date de début.',
  'messages.noSchedule': 'Aucun horaire',
  'messages.waitingToSend': "En attente d'envoi",
  'timeOff.type.sick': 'Maladie',
  'timeOff.type.holiday': 'Vacances',
  'timeOff.type.noShow': 'Absence non motivée',
};
