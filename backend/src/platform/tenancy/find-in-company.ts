import type { FindOptionsRelations, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import { NotFound } from '../errors/domain-errors';

/**
 * The row with this id in this company, or NotFound (404) when it is missing or belongs to another company:
 * the answer never reveals another company's rows. `companyId` must come from the verified token (@CompanyId()).
 */
export async function findInCompany<T extends ObjectLiteral & { id: number; companyId: number }>(
  repo: Repository<T>,
  id: number,
  companyId: number,
  relations?: FindOptionsRelations<T>,
): Promise<T> {
  const where = { id, companyId } as FindOptionsWhere<T>;
  const row = await repo.findOne(relations ? { where, relations } : { where });
  if (!row) throw new NotFound();
  return row;
}
