// The design area's bindings (filled in by its work).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindDesignArea(_options: ContainerModuleLoadOptions): void {}
