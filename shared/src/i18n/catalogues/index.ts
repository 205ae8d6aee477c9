/**
 * @groundwork/shared/i18n/catalogues: the shared messages themselves, English and Canadian French, for a page that
 * shows a few of them without the translation runtime (the shell's sign-in page). Screens use @groundwork/shared/i18n.
 */
export { en } from './en';
export { fr } from './fr';
export { UPLOAD_TITLES, UPLOAD_TITLES_EN, UPLOAD_TITLES_FR, type UploadTitleId } from './upload-titles';
