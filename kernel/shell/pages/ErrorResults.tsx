// Failure states inside the shell: a failed plugin, a crashed page, a chunk that would not load.
import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { ChunkLoadTimeoutError, isChunkLoadError } from '../routing/lazyLoad';

const PluginFailedResult = observer(function PluginFailedResult({ name, detail }: { name: string; detail?: string }) {
  const i18n = useService(TOKENS.i18n);
  return (
    <Result
      status="warning"
      title={i18n.t('kernel.errors.pluginFailed', { name })}
      subTitle={
        <>
          <div>{i18n.t('kernel.errors.pluginFailedHint')}</div>
          {detail && <div className="error-detail">{detail}</div>}
        </>
      }
    />
  );
});

const PageFailedResult = observer(function PageFailedResult({ name, error, onRetry }: { name: string; error: Error; onRetry: () => void }) {
  const i18n = useService(TOKENS.i18n);
  const chunk = isChunkLoadError(error);
  const title = chunk
    ? i18n.t(error instanceof ChunkLoadTimeoutError ? 'kernel.errors.chunkTimeout' : 'kernel.errors.chunkFailed')
    : i18n.t('kernel.errors.pageCrashed', { name });
  return (
    <Result
      status="error"
      title={title}
      subTitle={i18n.t(chunk ? 'kernel.errors.chunkHint' : 'kernel.errors.pageCrashedHint')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {i18n.t('kernel.common.retry')}
        </Button>
      }
    />
  );
});

export default { PluginFailedResult, PageFailedResult };
