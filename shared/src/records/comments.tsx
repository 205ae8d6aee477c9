import { LIMITS, truncate } from '@groundwork/shared/domain';
import { ClipText, type DataColumn } from '@groundwork/shared/ui/table';

/** A comment as report tables show it: at most 500 characters, then ' ...' (spec 02 §5, §9). */
export function truncateComment(text: string | null | undefined): string {
  return truncate(text, LIMITS.comment, ' ...');
}

/**
 * A comment cell: the shortened text on one line, cut to the column (its full text on hover and focus); the full text
 * stays in the value (search, export, the inline editor).
 */
export function CommentCell({ text }: { text: string | null | undefined }) {
  return <ClipText text={truncateComment(text)} full={text ?? ''} />;
}

/**
 * A comment column (description, notes): shows the comment shortened (truncateComment); sorting, search, exports and
 * the inline editor see the whole text. An inline edit must not leave it empty, as every report cell (spec 02 §5:
 * '{column title} is required.').
 */
export function commentColumn<T>(column: Omit<DataColumn<T>, 'cell'>): DataColumn<T> {
  return {
    editor: 'textarea',
    ...column,
    cell: (_row, value) => <CommentCell text={value === null || value === undefined ? '' : String(value)} />,
  };
}
