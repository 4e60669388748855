// The templates area's services (bound into the sites plugin's container module): its API client
// and its stores (fresh per page visit). 编辑网站 is offered only on the product's own hosts (the
// rule the kernel applies to productHostOnly routes, shared/domain/hosts.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS, type SessionService } from '../../../kernel';
import { isProductHost } from '../../../shared/domain';
import { TemplatesApi } from './api';
import { FinishStore } from './store/FinishStore';
import { MyServicesStore } from './store/MyServicesStore';
import { SelectTemplateStore } from './store/SelectTemplateStore';
import { TemplateChangeStore } from './store/TemplateChangeStore';
import { FINISH_STORE, MY_SERVICES_STORE, SELECT_TEMPLATE_STORE, TEMPLATE_CHANGE_STORE, TEMPLATES_API } from './tokens';

export function bindTemplatesArea({ bind }: ContainerModuleLoadOptions): void {
  bind(TEMPLATES_API).toDynamicValue((ctx) => new TemplatesApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(SELECT_TEMPLATE_STORE).toDynamicValue((ctx) => new SelectTemplateStore(ctx.get(TEMPLATES_API), ctx.get(TOKENS.site), ctx.get(TOKENS.tasks)));
  bind(FINISH_STORE).toDynamicValue((ctx) => {
    const config = ctx.get<{ host: string }>(TOKENS.config);
    const session = ctx.get<SessionService>(TOKENS.session);
    const onProductHost = () => isProductHost(config.host, { productDomains: session.platform?.productDomains ?? [config.host] });
    return new FinishStore(ctx.get(TEMPLATES_API), ctx.get(TOKENS.site), ctx.get(TOKENS.tasks), onProductHost);
  });
  bind(TEMPLATE_CHANGE_STORE).toDynamicValue((ctx) => new TemplateChangeStore(ctx.get(TEMPLATES_API)));
  bind(MY_SERVICES_STORE).toDynamicValue((ctx) => new MyServicesStore(ctx.get(TEMPLATES_API)));
}
