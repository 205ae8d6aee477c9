import styled, { css } from 'styled-components';
import { space, inputBox } from '@groundwork/shared/ui';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

/** Below this width (px) a table shows each row as a card: the phones of the field staff. */
export const CARDS_BELOW = 600;
const cards = `@media (max-width: ${CARDS_BELOW - 0.02}px)`;

/**
 * The table's own scroll box: a wide table scrolls inside it and never widens the page. It is as tall as the window
 * at most (less the page's header), so its header stays on screen (sticky) and so does its horizontal scrollbar once
 * the page is scrolled to it. It is the containing block of absolutely positioned content inside the table (the
 * `.sr-only` names of action links): otherwise those are placed against the page's content area, outside this box's
 * clipping, and make the whole page scroll sideways (at 390 px /cost-codes measured 1,152 px wide).
 */
export const Scroll = styled.div`
  position: relative;
  overflow: auto;
  max-height: max(20rem, calc(100dvh - 7rem));
  overscroll-behavior-x: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${cards} {
    max-height: none;
    overflow: visible;
    border: 0;
    background: transparent;
  }
`;

/**
 * The table. Cells never wrap (dates, times, hours, codes and names stay on one line; long text is cut by Clip).
 * Pinned cells (data-pin) are sticky at the offsets the table measures (--pin-left-N / --pin-right-N) and opaque,
 * so the scrolled cells pass under them; the header row is sticky at the top of the scroll box.
 * data-density="comfortable" gives the roomier rows; compact is the default.
 * Below 600 px every row is a card: one label and value per line, the header hidden (data-label names each value),
 * and the columns (and parts of a cell) marked data-card="off" left out; parts marked data-card="only" show only there.
 */
export const Table = styled.table<{ $minWidth?: number | undefined }>`
  width: 100%;
  min-width: ${({ $minWidth }) => ($minWidth ? `${$minWidth}px` : 'auto')};
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  --cell-y: 3px;
  --cell-x: ${space(2)};
  &[data-density='comfortable'] { --cell-y: ${space(2)}; --cell-x: ${space(3)}; }
  thead { position: sticky; top: 0; z-index: 2; }
  tbody tr:hover, tbody tr:hover > td[data-pin] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  tbody tr[data-selected], tbody tr[data-selected] > td[data-pin] { background: ${({ theme }) => theme.colors.rowSelected}; }
  tbody tr[data-muted], tbody tr[data-muted] > td[data-pin] { background: ${({ theme }) => theme.colors.rowMuted}; color: ${({ theme }) => theme.colors.textMuted}; }
  tbody tr[data-expanded-content] > td { background: ${({ theme }) => theme.colors.surfaceMuted}; padding: ${space(3)} ${space(4)}; white-space: normal; }
  /* Body cells are plain <td>s styled here (a styled component per cell cost ~13,000 renders on a 1,000-row page). */
  tbody > tr > td, tfoot > tr > td {
    text-align: left;
    padding: var(--cell-y) var(--cell-x);
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
    white-space: nowrap;
  }
  tbody > tr > td[data-align='right'], tfoot > tr > td[data-align='right'] { text-align: right; }
  tbody > tr > td[data-align='center'], tfoot > tr > td[data-align='center'] { text-align: center; }
  td[data-empty] { white-space: normal; }
  /* A cell's row of links or buttons (Edit, Copy, Delete) stays one line too. */
  tbody > tr:not([data-expanded-content]) > td > div { flex-wrap: nowrap; }
  textarea { white-space: pre-wrap; }
  th[data-pin], td[data-pin] { position: sticky; z-index: 1; background: ${({ theme }) => theme.colors.surface}; }
  th[data-pin] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  tfoot td[data-pin] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  [data-pin-edge='left'] { box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border}; }
  [data-pin-edge='right'] { box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border}; }
  /* A cell's part shown only on a phone's card (RowActions' one control); data-card="off" parts only in a row. */
  td [data-card='only'] { display: none; }

  ${cards} {
    min-width: 0;
    thead { display: none; }
    &, tbody, tfoot, tbody > tr, tfoot > tr, tbody > tr > td, tfoot > tr > td { display: block; }
    tbody > tr, tfoot > tr {
      margin-bottom: ${space(2)};
      padding: ${space(1)} 0;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }
    tbody > tr > td, tfoot > tr > td, tbody > tr > td[data-align], tfoot > tr > td[data-align] {
      display: flex;
      gap: ${space(2)};
      align-items: center;
      text-align: left;
      border: 0;
      padding: 2px ${space(3)};
      white-space: normal;
      overflow-wrap: break-word;
      min-width: 0;
    }
    /* On a card a row of links or buttons may wrap, between whole links. */
    tbody > tr:not([data-expanded-content]) > td > div { flex-wrap: wrap; }
    td[data-label]::before {
      content: attr(data-label);
      flex: 0 0 38%;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    td[data-card='off'], td [data-card='off'] { display: none !important; }
    /* The totals' card lists the columns that have a total, not the others' labels with nothing beside them. */
    tfoot > tr > td:empty { display: none !important; }
    /* A card has no Actions line when the user may take no action on its row (the cell is empty, or holds only the
       empty row of links RecordLinks leaves): no label with nothing beside it. */
    tbody > tr > td[data-controls]:empty, tbody > tr > td[data-controls]:has(> div:only-child:empty) { display: none !important; }
    /* A column that says so (cardSkipsEmpty) is left off the card of a row where it shows nothing. */
    tbody > tr > td[data-card-empty='off']:empty { display: none !important; }
    td [data-card='only'] { display: inline; }
    td [data-card='only'] > button { min-width: ${({ theme }) => theme.touchTarget}px; }
    /* On a card every control of a cell is a touch target (44 x 44): a record's id and its Edit, Edit New and Copy links,
       an inline edit's value, the expander and the row's checkbox (they were 13 to 24 px). A switch keeps its track: it
       has a touch area of its own (overlays' Switch). */
    tbody > tr > td a, tbody > tr > td button:not([role='switch']) {
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.touchTarget}px;
      min-width: ${({ theme }) => theme.touchTarget}px;
    }
    tbody > tr > td button[aria-expanded] { justify-content: center; }
    tbody > tr > td input[type='checkbox'] {
      width: ${({ theme }) => theme.touchTarget}px;
      height: ${({ theme }) => theme.touchTarget}px;
      margin: 0;
    }
    th[data-pin], td[data-pin] { position: static; box-shadow: none; background: transparent; }
    tbody tr[data-expanded-content] > td { display: block; padding: ${space(2)}; }
  }
`;

/**
 * Long text cut to one line with an ellipsis; its full value shows on hover (title) and on focus (it can be tabbed
 * to, and then shows whole, wrapped).
 */
export const Clip = styled.span`
  display: inline-block;
  max-width: 18rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    white-space: normal;
    max-width: 26rem;
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  ${cards} { max-width: 100%; }
`;

const aligned = css<{ $align?: 'left' | 'right' | 'center' | undefined }>`
  text-align: ${({ $align }) => $align ?? 'left'};
`;

export const HeadCell = styled.th<{ $align?: 'left' | 'right' | 'center' | undefined; $filter?: boolean }>`
  ${aligned}
  padding: ${({ $filter }) => ($filter ? `0 var(--cell-x) var(--cell-y)` : `var(--cell-y) var(--cell-x)`)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  vertical-align: bottom;
`;


export const TotalsRow = styled.tr`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const SortButton = styled.button`
  all: unset;
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 10px; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const FilterInput = styled.input`
  ${inputBox}
  min-height: 28px;
  padding: 2px 6px;
  font-weight: normal;
`;

export const ExpandButton = styled.button`
  width: 24px;
  height: 24px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  line-height: 1;
`;
