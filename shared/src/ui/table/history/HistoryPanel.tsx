import styled from 'styled-components';
import type { ProductionHistoryEntry, ProductionType } from '@groundwork/shared/domain';
import { Banner } from '../../feedback/Banner';
import { Spinner } from '../../feedback/Spinner';
import { Card } from '../../layout/Layout';
import { space } from '../../theme';
import { useHistoryT } from './catalogue';
import { describeHistoryEntry, HISTORY_KIND_IDS, historyTime } from './history-lines';

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: ${space(3)}; }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space(2)};
  align-items: baseline;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;
const Changes = styled.ul`
  margin: ${space(1)} 0 0;
  padding-left: ${space(5)};
  overflow-wrap: anywhere;
`;

export interface HistoryPanelProps {
  /** GET /api/jobs/productions/{id}/history, newest first; undefined while loading. */
  entries: readonly ProductionHistoryEntry[] | undefined;
  error?: boolean;
  /** Labels `quantity` as Hours on a time record. */
  recordType?: ProductionType;
}

/**
 * The History panel of a production or time record: each change with its kind, who and when, and what changed
 * (`Hours: 8 → 9`, equipment lines added, changed, removed), in the page's language. The office edit pages and the
 * field app show it.
 */
export function HistoryPanel({ entries, error, recordType }: HistoryPanelProps) {
  const t = useHistoryT();
  let content;
  if (error) content = <Banner tone="error" title={t('history.loadFailed')} />;
  else if (!entries) content = <Spinner />;
  else if (entries.length === 0) content = <p>{t('history.empty')}</p>;
  else {
    content = (
      <Entries aria-label={t('history.title')}>
        {entries.map((entry) => {
          const lines = describeHistoryEntry(t, entry, recordType);
          return (
            <li key={entry.id}>
              <Head>
                <strong>{t(HISTORY_KIND_IDS[entry.kind])}</strong>
                <span>{entry.actor?.name ?? t('history.system')}</span>
                <time dateTime={entry.at}>{historyTime(entry.at)}</time>
              </Head>
              {lines.length > 0 ? (
                <Changes>
                  {lines.map((line, i) => <li key={i}>{line}</li>)}
                </Changes>
              ) : null}
            </li>
          );
        })}
      </Entries>
    );
  }
  return <Card title={t('history.title')}>{content}</Card>;
}
