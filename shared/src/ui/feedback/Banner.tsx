import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bannerIconCss } from '../plain-css';
import { space } from '../theme';
import { toneColors, toneIcon, type Tone } from './tone';

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  color: ${({ theme }) => theme.colors.text};
`;
const Icon = styled.span<{ $tone: Tone }>`
  ${({ theme, $tone }) => bannerIconCss(theme, toneColors(theme, $tone).fg)}
`;
const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;
const Title = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface BannerProps {
  tone: Tone;
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or links, e.g. View Report. */
  action?: ReactNode;
  className?: string;
}

/** An inline message block. Errors and warnings are announced as alerts, the others as status. */
export function Banner({ tone, title, text, action, className }: BannerProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Box role={role} $tone={tone} className={className}>
      <Icon $tone={tone} aria-hidden="true">
        {toneIcon[tone]}
      </Icon>
      <Body>
        <Title>{title}</Title>
        {text ? <div>{text}</div> : null}
      </Body>
      {action ? <div>{action}</div> : null}
    </Box>
  );
}
