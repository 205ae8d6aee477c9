import { CONSTANTS } from '@groundwork/shared/domain';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@groundwork/shared/validation';
import { readLogoFile } from './logo-file';

const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('readLogoFile', () => {
  it('reads an image as a data URL the server accepts', async () => {
    const result = await readLogoFile(new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    expect(result).toEqual({ ok: true, dataUrl: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}` });
  });

  it('refuses a file that is not an image', async () => {
    const result = await readLogoFile(new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }));
    expect(result).toEqual({ ok: false, message: LOGO_TYPE_MESSAGE });
  });

  it('refuses a file larger than the limit', async () => {
    const big = new File([new Uint8Array(CONSTANTS.logoMaxBytes + 1)], 'big.png', { type: 'image/png' });
    expect(await readLogoFile(big)).toEqual({ ok: false, message: LOGO_SIZE_MESSAGE });
  });

  it('refuses a file under the limit whose data URL is over it', async () => {
    const nearly = new File([new Uint8Array(Math.floor(CONSTANTS.logoMaxBytes * 0.9))], 'nearly.png', { type: 'image/png' });
    expect(await readLogoFile(nearly)).toEqual({ ok: false, message: LOGO_SIZE_MESSAGE });
  });
});
