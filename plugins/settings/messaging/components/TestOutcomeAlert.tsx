// A test send's outcome beside its button: 发送成功, or the reason it failed.
import { Alert } from 'antd';
import type { Outcome } from '../store/outcome';

export function TestOutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert className="messaging-outcome" showIcon type={outcome.ok ? 'success' : 'error'} title={outcome.message}
      role={outcome.ok ? 'status' : 'alert'} data-testid="messaging-test-outcome" />
  );
}
