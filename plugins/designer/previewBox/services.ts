// The previewBox area's bindings (filled in by its work).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindPreviewBoxArea(_options: ContainerModuleLoadOptions): void {}
