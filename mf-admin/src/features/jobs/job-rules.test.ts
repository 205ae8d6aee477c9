import type { CostCode, Production } from '@groundwork/shared/domain';
import { productionSummary } from './JobRecords';
import { DEFAULT_MAP_LOCATION, mapEmbedUrl } from './job-status';

const code = (id: number, quantity: number, isToTrackProduction = true) =>
  ({ id, name: `CC${id}`, quantity, unit: 'm', isToTrackProduction }) as CostCode;
const prod = (costCodeId: number, quantity: number, type: Production['type'] = 'Production') => ({ costCodeId, quantity, type }) as Production;

describe('job detail and form rules', () => {
  it('previews an empty location at the default Canadian location, and a given one as typed', () => {
    expect(mapEmbedUrl('  ')).toContain(`q=${encodeURIComponent(DEFAULT_MAP_LOCATION)}`);
    expect(mapEmbedUrl(null)).toContain(`q=${encodeURIComponent(DEFAULT_MAP_LOCATION)}`);
    expect(mapEmbedUrl('12 King St W, Toronto')).toContain(`q=${encodeURIComponent('12 King St W, Toronto')}`);
    expect(mapEmbedUrl('  12 King St W  ')).toContain(`q=${encodeURIComponent('12 King St W')}&`);
  });

  it('sums productions per cost code tracking production, ignoring time records, with percent to 2 decimals', () => {
    const rows = productionSummary(
      [code(1, 300), code(2, 0), code(3, 50, false)],
      [prod(1, 100), prod(1, 0.5), prod(1, 8, 'Time Record'), prod(3, 10)],
    );
    expect(rows.map((r) => [r.costCode.id, r.produced, r.percent])).toEqual([[1, 100.5, 33.5], [2, 0, 0]]);
  });
});
