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
  // A new component per attempt (React caches a rejected lazy() forever). A module already here
  // (loaded ahead, see warmUp, or shown before) renders at once without suspending. Chosen once per
  // load and attempt: switching from the lazy wrapper to the module would remount the page and lose
  // its state on the next render.
  const Loaded = useMemo(
    () => (loadedModule(load)?.default as ComponentType<P> | undefined) ?? (lazy(() => withTimeout(loadModule(load))) as unknown as ComponentType<P>),
    [load, attempt],
  );
  return (
    <ErrorBoundary key={attempt} renderError={renderError} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>{createElement(Loaded, props ?? ({} as P))}</Suspense>
    </ErrorBoundary>
  );
}
