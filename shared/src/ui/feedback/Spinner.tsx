import styled, { keyframes } from 'styled-components';
import { create } from 'zustand';
import { useSharedT } from '@groundwork/shared/i18n/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  size?: number;
  /** Text read by screen readers (default "Loading"). Pass null when a parent already announces it. */
  label?: string | null;
}

/** A spinning ring; announces itself as a status unless `label` is null. */
export function Spinner({ size = 16, label }: SpinnerProps) {
  const t = useSharedT();
  if (label === null) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.6);
  color: ${({ theme }) => theme.colors.primary};
`;

/** Full-page overlay with a large spinner, shown while `active`. */
export function LoadingOverlay({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Overlay data-testid="loading-overlay" aria-busy="true">
      <Spinner size={40} />
    </Overlay>
  );
}

interface LoadingState {
  /** Number of loads in progress; the overlay shows while it is above 0. */
  pending: number;
  start: () => () => void;
}

/** Global loading counter: `const done = useLoadingStore.getState().start(); ... done();` */
export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  start: () => {
    set((s) => ({ pending: s.pending + 1 }));
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      set((s) => ({ pending: Math.max(0, s.pending - 1) }));
    };
  },
}));

/** Runs `work` with the global overlay shown, hiding it again whether it succeeds or fails. */
export async function withGlobalLoading<T>(work: () => Promise<T>): Promise<T> {
  const done = useLoadingStore.getState().start();
  try {
    return await work();
  } finally {
    done();
  }
}

/** Place once in the layout: shows the overlay while any global load is pending. */
export function GlobalLoadingOverlay() {
  const active = useLoadingStore((s) => s.pending > 0);
  return <LoadingOverlay active={active} />;
}
