// The tasks area's services (bound into the AI plugin's container module).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindTasksArea(_options: ContainerModuleLoadOptions): void {}
