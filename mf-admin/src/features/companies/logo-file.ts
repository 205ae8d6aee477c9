import { CONSTANTS } from '@groundwork/shared/domain';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@groundwork/shared/validation';

/** Image types the server accepts as a logo (shared companySchema). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];
/** What the logo's file picker offers: those types. */
export const LOGO_ACCEPT = IMAGE_TYPES.join(',');

export type LogoRead = { ok: true; dataUrl: string } | { ok: false; message: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Reads a chosen logo file as an image data URL, refusing what the server would refuse: a file that is not an
 * image, and one whose data URL exceeds the logo limit (CONSTANTS.logoMaxBytes).
 */
export async function readLogoFile(file: File): Promise<LogoRead> {
  if (!IMAGE_TYPES.includes(file.type)) return { ok: false, message: LOGO_TYPE_MESSAGE };
  // A data URL is a third larger than the file: refuse early what cannot fit.
  if (file.size > CONSTANTS.logoMaxBytes) return { ok: false, message: LOGO_SIZE_MESSAGE };
  const dataUrl = await readAsDataUrl(file);
  if (dataUrl.length > CONSTANTS.logoMaxBytes) return { ok: false, message: LOGO_SIZE_MESSAGE };
  return { ok: true, dataUrl };
}
