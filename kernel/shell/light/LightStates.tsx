// Loading and failure states that need no antd (they show before the shell chunk arrives).
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { ChunkLoadTimeoutError } from '../routing/lazyLoad';
import './light.css';

export const LightSpinner = observer(function LightSpinner() {
  const i18n = useService(TOKENS.i18n);
  return (
    <div className="light-center" role="status" aria-live="polite">
      <span className="light-spinner" aria-hidden="true" />
      <span>{i18n.t('kernel.common.loading')}</span>
    </div>
  );
});

export const LightLoadError = observer(function LightLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const i18n = useService(TOKENS.i18n);
  const timedOut = error instanceof ChunkLoadTimeoutError;
  return (
    <div className="light-center" role="alert">
      <div className="light-card light-error">
        <h2>{i18n.t(timedOut ? 'kernel.errors.chunkTimeout' : 'kernel.errors.chunkFailed')}</h2>
        <p>{i18n.t('kernel.errors.chunkHint')}</p>
        <button type="button" className="light-button" onClick={onRetry}>
          {i18n.t('kernel.common.retry')}
        </button>
      </div>
    </div>
  );
});
