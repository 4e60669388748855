// Why the model cannot be used now (AI服务未配置…), or null: a page that works without it (its
// history, its records) disables only the actions that call the model, and says why on them.
import { useService } from '../../../kernel';
import { AI_MSG } from '../../../shared/domain/ai/messages';
import { AI_ACCESS_STORE } from './tokens';

export function useModelOff(): string | null {
  const access = useService(AI_ACCESS_STORE);
  return access.product?.configured === false ? AI_MSG.unconfigured : null;
}
