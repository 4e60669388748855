// The design area's bindings: the kernel's DESIGN_SERVICE, one per container (it holds no state).
import type { ContainerModuleLoadOptions } from 'inversify';
import { DESIGN_SERVICE, TOKENS } from '../../../kernel';
import { createDesignService } from './designService';

export function bindDesignArea({ bind }: ContainerModuleLoadOptions): void {
  bind(DESIGN_SERVICE).toDynamicValue((ctx) => createDesignService(ctx.get(TOKENS.http))).inSingletonScope();
}
