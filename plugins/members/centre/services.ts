// The centre area's services and stores, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindCentreArea(_options: ContainerModuleLoadOptions): void {}
