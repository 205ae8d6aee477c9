/**
 * Company logos are stored as image data URLs. The form's schema checks the declared type; this checks that the
 * decoded bytes are that image (by signature), so a script or HTML page cannot be stored under an image type.
 */

export type LogoImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

export const LOGO_CONTENT_TYPES: Record<LogoImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const DECLARED: Record<string, LogoImageType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[^,]*)?,(.*)$/is;

export interface DecodedDataUrl {
  mediaType: string | null;
  bytes: Buffer;
}

/** A data URL's media type (lower case) and decoded bytes, or null when the text is not a data URL. */
export function decodeDataUrl(url: string): DecodedDataUrl | null {
  const match = DATA_URL.exec(url);
  if (!match) return null;
  const isBase64 = (match[2] ?? '').toLowerCase().includes(';base64');
  const payload = match[3] ?? '';
  let bytes: Buffer;
  try {
    bytes = isBase64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    return null;
  }
  return { mediaType: match[1]?.toLowerCase() ?? null, bytes };
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** `<svg` as the root element, after an optional BOM, XML declaration, comments and doctype. */
const SVG_ROOT = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/** The image type the bytes' signature shows, or null when they are none of the logo types. */
export function detectImageType(bytes: Buffer): LogoImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (SVG_ROOT.test(bytes.subarray(0, 4096).toString('utf8'))) return 'svg';
  return null;
}

/** The logo's image type when its declared type is a logo type and its bytes are that image; otherwise null. */
export function logoImageType(dataUrl: string): LogoImageType | null {
  const decoded = decodeDataUrl(dataUrl);
  const declared = decoded?.mediaType ? DECLARED[decoded.mediaType] : undefined;
  if (!decoded || !declared) return null;
  return detectImageType(decoded.bytes) === declared ? declared : null;
}
