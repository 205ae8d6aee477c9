/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Production } from '@groundwork/shared/domain';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from './query';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { reportsCatalogueReady } from './i18n';

// Every test of a screen of this remote: its messages compiled before the first render.
beforeAll(() => reportsCatalogueReady);

/** Shows where a screen navigated to. */
function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/** For tests: renders a screen of this remote at `url` (in the query cache, theme and a memory router). */
export function renderAt(url: string, path: string, Page: ComponentType) {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider><ThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider></I18nProvider>
    </QueryClientProvider>,
  );
}

/** For tests: a time record of a week in March 2026 (07:00 to 15:30 local, lunch taken, 8 hours). */
export function timeRecord(over: Partial<Production> = {}): Production {
  return {
    id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
    producedAt: '2026-03-03T07:00:00', producedEndsAt: '2026-03-03T15:30:00', quantity: 8, description: 'Forming footings',
    isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [],
    user: { id: 5, name: 'Dana Reyes' } as Production['user'],
    job: { id: 3, name: 'J-2041', description: 'Riverside Lift Station' } as Production['job'],
    costCode: { id: 9, name: '03-100', description: 'Concrete forming', unit: 'h' } as Production['costCode'],
    workType: { id: 2, name: 'Carpentry' } as Production['workType'],
    ...over,
  };
}
