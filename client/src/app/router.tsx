import { useEffect } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ProtectedRoute } from './protected-route';

/** A page loaded on demand, so each route ships only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>, protectedPage = false): Partial<RouteObject> => ({
  lazy: async () => {
    const { default: Component } = await load();
    return {
      Component: protectedPage
        ? () => (
            <ProtectedRoute>
              <Component />
            </ProtectedRoute>
          )
        : Component,
    };
  },
});

/** Loads the address the app was sent to as a document, from the server (see client/src/public). */
function PublicPageDocument() {
  useEffect(() => window.location.reload(), []);
  return null;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: '/login', ...page(() => import('./pages/login-page')) },
      { path: '/register', ...page(() => import('./pages/register-page')) },
      { path: '/forgot-password', ...page(() => import('./pages/forgot-password-page')) },
      { path: '/reset-password', ...page(() => import('./pages/reset-password-page')) },
      { path: '/email-link', ...page(() => import('./pages/email-link-page')) },
      { path: '/', ...page(() => import('./pages/dashboard-page'), true) },
      { path: '/files', ...page(() => import('./pages/files-page'), true) },
      { path: '/projects/:id', ...page(() => import('./pages/project-page'), true) },
      { path: '/settings/notifications', ...page(() => import('./pages/settings-page'), true) },
      { path: '/snippets/:id/edit', ...page(() => import('./pages/snippet-editor-page'), true) },
      // The public snippet pages are documents of their own (share.html, preview.html), loaded whole even when a link
      // inside the app leads there.
      { path: '/snippets/:id', Component: PublicPageDocument },
      { path: '/snippet/*', Component: PublicPageDocument },
      { path: '/preview/:id', Component: PublicPageDocument },
      { path: '*', ...page(() => import('./pages/not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
