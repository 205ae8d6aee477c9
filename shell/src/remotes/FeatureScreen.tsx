import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { FeatureRoute } from '@groundwork/shared/session';
import { useCan } from '@groundwork/shared/session';
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

class PageErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A feature page failed to load or render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteErrorPanel
        retrying={false}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** One screen of a feature app: permission check, breadcrumbs and title, then the lazily loaded page. */
export function FeatureScreen({ route }: { route: FeatureRoute }) {
  const allowed = useCan(...(route.permissions ?? []));
  const [attempt, setAttempt] = useState(0);
  if (!allowed) return <NotFoundPage />;
  const Page = lazyPage(route);
  return (
    <>
      <PageHeader title={route.title} breadcrumbs={route.breadcrumbs} />
      <PageErrorBoundary
        key={attempt}
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
