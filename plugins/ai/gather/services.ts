// The gather area's services (bound into the AI plugin's container module).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindGatherArea(_options: ContainerModuleLoadOptions): void {}
