// The information area's services and stores, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindInformationArea(_options: ContainerModuleLoadOptions): void {}
