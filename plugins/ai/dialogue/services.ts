// The dialogue area's services (bound into the AI plugin's container module).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindDialogueArea(_options: ContainerModuleLoadOptions): void {}
