import { ErrorBoundary } from '@/components/error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The outermost boundary catches what the routes' own boundaries (router.tsx) cannot: the providers. */
export function App() {
  return (
    <ErrorBoundary>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </ErrorBoundary>
  );
}
