// Renders the open global dialogs (§2), each lazily loaded (after its plugin is active), each
// inside its own error boundary.
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useService } from '../di/react';
import { TOKENS } from '../tokens';
import { RetryableLazy } from './routing/RetryableLazy';
import { PageFailedResult } from './pages/LazyResults';
import type { DialogContribution, DialogProps } from '../plugin/types';
import type { OpenDialog } from '../services/dialogs/types';

function PluginDialog({ open, contribution }: { open: OpenDialog; contribution: DialogContribution }) {
  const dialogs = useService(TOKENS.dialogs);
  const plugins = useService(TOKENS.plugins);
  // Stable per dialog: a new loader on every render would restart the lazy load.
  const load = useCallback(async () => {
    if (contribution.pluginId) {
      await plugins.activate(contribution.pluginId);
      const status = plugins.status(contribution.pluginId);
      if (status?.state !== 'ready') throw new Error(status?.error ?? String(status?.state));
    }
    return contribution.load();
  }, [plugins, contribution]);
  const props: DialogProps = { ...open.props, close: (result?: unknown) => dialogs.close(open.key, result) };
  return <RetryableLazy load={load} props={props} fallback={null} renderError={(error, retry) => <PageFailedResult name={open.id} error={error} onRetry={retry} />} />;
}

export const DialogHost = observer(function DialogHost() {
  const dialogs = useService(TOKENS.dialogs);
  return (
    <>
      {dialogs.open.map((open) => {
        const contribution = dialogs.contribution(open.id);
        return contribution ? <PluginDialog key={open.key} open={open} contribution={contribution} /> : null;
      })}
    </>
  );
});
