import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiClient } from '@groundwork/shared/api';
import { useShellT } from '../i18n';

const Img = styled.img`
  max-width: 100%;
  max-height: 56px;
  object-fit: contain;
`;
const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A logo under /api needs the token, so it is fetched through the API client; data URLs are used as they are. */
function useLogoSource(logo: string | null): string | null {
  const needsFetch = !!logo && logo.startsWith('/api/');
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    if (!logo || !needsFetch) return undefined;
    let url: string | null = null;
    let active = true;
    apiClient
      .get<Blob>(logo, { responseType: 'blob' })
      .then(({ data }) => {
        if (!active || data.size === 0) return;
        url = URL.createObjectURL(data);
        setFetched(url);
      })
      .catch(() => setFetched(null));
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [logo, needsFetch]);
  return needsFetch ? fetched : logo;
}

/** The company's logo, or its name while there is no logo to show. */
export function CompanyLogo({ name, logo }: { name: string; logo: string | null }) {
  const t = useShellT();
  const src = useLogoSource(logo);
  return src ? <Img src={src} alt={t('layout.companyLogo', { name })} /> : <Name>{name}</Name>;
}
