import type { PipeTransform } from '@nestjs/common';
import { CONSTANTS } from '@groundwork/shared/domain';
import { companySchema, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@groundwork/shared/validation';
import { PayloadTooLarge, ValidationFailed } from '../../platform/errors/domain-errors';
import { BodyOf, ZodPipe } from '../../platform/validation/zod.pipe';
import { logoImageType } from './logo-image';

/** The logo URL the API hands out (GET /api/companies/{id}/logo): an edit form sending it back keeps the logo. */
const SERVED_LOGO = /^\/api\/companies\/\d+\/logo$/;

/**
 * The company body: a logo above CONSTANTS.logoMaxBytes answers 413 (the platform's body limit is larger, so such a
 * logo reaches here; company-body-limit.ts answers the same above the route's body limit), the served logo URL means
 * "unchanged" (the field is dropped), then companySchema validates and the logo's bytes must be the image its type
 * declares (logo-image.ts), else 400 on logo.
 */
export class CompanyBodyPipe implements PipeTransform {
  private readonly schema = new ZodPipe(companySchema);

  transform(value: unknown) {
    const body = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : value;
    if (body && typeof body === 'object' && 'logo' in body) {
      const logo = (body as { logo?: unknown }).logo;
      if (typeof logo === 'string' && Buffer.byteLength(logo, 'utf8') > CONSTANTS.logoMaxBytes) throw new PayloadTooLarge(LOGO_SIZE_MESSAGE);
      if (typeof logo === 'string' && SERVED_LOGO.test(logo)) delete (body as { logo?: unknown }).logo;
    }
    const input = this.schema.transform(body);
    if (typeof input.logo === 'string' && !logoImageType(input.logo)) throw new ValidationFailed({ logo: LOGO_TYPE_MESSAGE });
    return input;
  }
}

/** `@CompanyBody() body: CompanyInput`. */
export const CompanyBody = () => BodyOf(companySchema, new CompanyBodyPipe());
