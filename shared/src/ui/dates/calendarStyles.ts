import { PopoverPanel } from '@headlessui/react';
import styled from 'styled-components';
import { below, space } from '@groundwork/shared/ui';

/** Popover box with DayPicker's default class names (rdp-*) styled from the theme; no CSS file needed. */
export const CalendarPanel = styled(PopoverPanel)`
  z-index: ${({ theme }) => theme.zIndex.dropdown + 300};
  margin-top: 4px;
  padding: ${space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;

  .rdp-root { position: relative; }
  .rdp-months { display: flex; flex-wrap: wrap; gap: ${space(4)}; }
  .rdp-month_caption { display: flex; align-items: center; height: 32px; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  .rdp-nav { position: absolute; top: 0; right: 0; display: flex; gap: ${space(1)}; }
  .rdp-button_previous, .rdp-button_next {
    width: 32px; height: 32px; border: 0; background: transparent; cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.sm};
    display: inline-flex; align-items: center; justify-content: center;
    svg { fill: ${({ theme }) => theme.colors.text}; width: 14px; height: 14px; }
    &:disabled { opacity: 0.35; cursor: not-allowed; }
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  }
  .rdp-month_grid { border-collapse: collapse; }
  .rdp-weekday { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: normal; padding: 4px 0; }
  .rdp-day { padding: 1px; text-align: center; }
  .rdp-day_button {
    width: 34px; height: 34px; border: 0; border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent; cursor: pointer; color: inherit;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.infoBg}; }
  }
  .rdp-today .rdp-day_button { font-weight: ${({ theme }) => theme.fontWeights.bold}; box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary}; }
  .rdp-outside { color: ${({ theme }) => theme.colors.textMuted}; }
  .rdp-range_middle { background: ${({ theme }) => theme.colors.infoBg}; }
  .rdp-selected .rdp-day_button, .rdp-range_start .rdp-day_button, .rdp-range_end .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText};
  }
  .rdp-range_middle .rdp-day_button { background: transparent; color: ${({ theme }) => theme.colors.text}; }
  .rdp-disabled .rdp-day_button { color: ${({ theme }) => theme.colors.disabledText}; text-decoration: line-through; cursor: not-allowed; }
  .rdp-hidden { visibility: hidden; }
  /* On a phone each day and each arrow is a touch target (7 days of 44 px fit a 390 px screen). */
  ${below('phone')} {
    .rdp-month_caption { height: ${({ theme }) => theme.touchTarget}px; }
    .rdp-button_previous, .rdp-button_next, .rdp-day_button { width: ${({ theme }) => theme.touchTarget}px; height: ${({ theme }) => theme.touchTarget}px; }
  }
`;

export const PickerRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${space(1)};
  width: 100%;
`;

export const CalendarButton = styled.button`
  flex: none;
  width: 36px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:disabled { cursor: not-allowed; background: ${({ theme }) => theme.colors.disabledBg}; }
  ${below('phone')} { width: ${({ theme }) => theme.touchTarget}px; }
`;

export const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  margin-top: ${space(2)};
  padding-top: ${space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
