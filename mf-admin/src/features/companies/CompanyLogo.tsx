import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { companyKeys, fetchCompanyLogo } from '@groundwork/shared/api';
import { useAdminT } from '../../i18n';

/** An object URL for a blob, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob && blob.size > 0 ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * A company's logo: a data URL (a new upload) is shown as it is; the stored logo is a URL under /api that
 * needs the token, so it is fetched through the API client.
 */
export function CompanyLogo({ name, logo, height = 40 }: { name: string; logo: string | null; height?: number }) {
  const t = useAdminT();
  const needsFetch = !!logo && logo.startsWith('/api/');
  const fetched = useQuery({
    queryKey: companyKeys.logo(logo ?? ''),
    queryFn: () => fetchCompanyLogo(logo!),
    enabled: needsFetch,
    staleTime: 5 * 60_000,
  });
  const objectUrl = useObjectUrl(fetched.data);
  const src = needsFetch ? objectUrl : logo;
  if (!src) return null;
  return <img src={src} alt={t('admin.companies.logoOf', { name })} style={{ maxHeight: height, maxWidth: 160, objectFit: 'contain' }} />;
}
