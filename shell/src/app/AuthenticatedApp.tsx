import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { LogoutPage } from '../features/logout/LogoutPage';
import { AppLayout } from '../layout/AppLayout';
import { RemoteArea } from '../remotes/RemoteArea';
import { useSessionWatch } from './useSessionWatch';
import { useTimecardQueueSync } from './useTimecardQueueSync';

function createRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <AppLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'home', element: <HomePage /> },
        { path: 'index', element: <HomePage /> },
        { path: 'logout', element: <LogoutPage /> },
        // Everything else: the feature app serving the path (its own route table), or the 404 page.
        { path: '*', element: <RemoteArea /> },
      ],
    },
  ]);
}

/** The signed-in product: created only once a session exists, after the remotes were registered. */
export default function AuthenticatedApp() {
  const [router] = useState(createRouter);
  useSessionWatch();
  useTimecardQueueSync();
  return <RouterProvider router={router} />;
}
