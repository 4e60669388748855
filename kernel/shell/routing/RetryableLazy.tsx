// Renders a lazily loaded component inside Suspense and an error boundary; a failure (chunk load,
// timeout or a render crash) shows `renderError`, whose retry loads the chunk again.
import { Component, createElement, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadedModule, loadModule, withTimeout } from './lazyLoad';

interface BoundaryProps {
  renderError: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return this.props.renderError(this.state.error, this.retry);
    return this.props.children;
  }
}

export interface RetryableLazyProps<P extends object> {
  load: () => Promise<{ default: ComponentType<P> }>;
  props?: P;
  fallback: ReactNode;
  renderError: (error: Error, retry: () => void) => ReactNode;
}

export function RetryableLazy<P extends object>({ load, props, fallback, renderError }: RetryableLazyProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy() forever.
  const Lazy = useMemo(() => lazy(() => withTimeout(loadModule(load))), [load, attempt]);
  // Already here (loaded ahead, see warmUp, or shown before): rendered at once, no suspense.
  const ready = loadedModule(load)?.default;
  return (
    <ErrorBoundary key={attempt} renderError={renderError} onRetry={() => setAttempt((n) => n + 1)}>
      {ready ? (
        createElement(ready, props ?? ({} as P))
      ) : (
        <Suspense fallback={fallback}>{createElement(Lazy as ComponentType<P>, props ?? ({} as P))}</Suspense>
      )}
    </ErrorBoundary>
  );
}
