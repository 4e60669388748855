// The access area's services (bound into the AI plugin's container module).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindAccessArea(_options: ContainerModuleLoadOptions): void {}
