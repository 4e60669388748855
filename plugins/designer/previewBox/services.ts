// The previewBox area's API client and the store of the box being shown.
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { PreviewBoxApi } from './api';
import { PreviewBoxStore } from './store/PreviewBoxStore';
import { PREVIEW_BOX_API, PREVIEW_BOX_STORE } from './tokens';

export function bindPreviewBoxArea({ bind }: ContainerModuleLoadOptions): void {
  bind(PREVIEW_BOX_API).toDynamicValue((ctx) => new PreviewBoxApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(PREVIEW_BOX_STORE).toDynamicValue((ctx) => new PreviewBoxStore(ctx.get(PREVIEW_BOX_API))).inSingletonScope();
}
