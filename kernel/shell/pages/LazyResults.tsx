// Failure pages load only when something fails (antd's Result carries large illustrations).
import type { ComponentType } from 'react';
import { RetryableLazy } from '../routing/RetryableLazy';
import { LightLoadError } from '../light/LightStates';

const load = <P extends object>(pick: (m: typeof import('./ErrorResults').default) => ComponentType<P>) => () =>
  import(/* webpackChunkName: "shell-results" */ './ErrorResults').then((m) => ({ default: pick(m.default) }));

const loadPluginFailed = load((m) => m.PluginFailedResult);
const loadPageFailed = load((m) => m.PageFailedResult);

export function PluginFailedResult(props: { name: string; detail?: string }) {
  return <RetryableLazy load={loadPluginFailed} props={props} fallback={null} renderError={(error, retry) => <LightLoadError error={error} onRetry={retry} />} />;
}

export function PageFailedResult(props: { name: string; error: Error; onRetry: () => void }) {
  return <RetryableLazy load={loadPageFailed} props={props} fallback={null} renderError={(error, retry) => <LightLoadError error={error} onRetry={retry} />} />;
}
