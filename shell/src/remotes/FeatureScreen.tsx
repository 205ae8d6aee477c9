import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeatureRoute } from '@groundwork/shared/session';
import { useCan } from '@groundwork/shared/session';
import { hasMessage } from '@groundwork/shared/i18n';
import { useT } from '@groundwork/shared/i18n/react';
import { PageHeader, Spinner } from '@groundwork/shared/ui';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteErrorPanel } from './RemoteErrorPanel';

const pages = new WeakMap<FeatureRoute, LazyExoticComponent<ComponentType>>();

function lazyPage(route: FeatureRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(route.page);
    pages.set(route, page);
  }
  return page;
}

class PageErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A feature page failed to load or render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteErrorPanel
        retrying={false}
        error={this.state.error}
        onRetry={() => {
          this.setState({ failed: false, error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** One screen of a feature app: permission check, breadcrumbs and title, then the lazily loaded page. */
export function FeatureScreen({ route }: { route: FeatureRoute }) {
  const allowed = useCan(...(route.permissions ?? []));
  // A remote's ids are not the shell's: its routes module registered its catalogue.
  const t = useT<string>();
  // In French the app's messages arrive just after its routes: until then its English title, never a message id.
  const say = (id: string | undefined, english: string) => (id && hasMessage(id) ? t(id) : english);
  const [attempt, setAttempt] = useState(0);
  // A failed page is another address's no more: the panel goes when the address changes (e.g. another job's).
  const { pathname } = useLocation();
  if (!allowed) return <NotFoundPage />;
  const Page = lazyPage(route);
  return (
    <>
      <PageHeader
        title={say(route.titleId, route.title)}
        breadcrumbs={route.breadcrumbs.map(({ labelId, ...crumb }) => ({ ...crumb, label: say(labelId, crumb.label) }))}
      />
      <PageErrorBoundary
        key={`${attempt}:${pathname}`}
        onRetry={() => {
          pages.delete(route);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<Spinner size={24} />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
