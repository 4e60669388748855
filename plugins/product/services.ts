// The product plugin's container module: its API client. The pages' stores bind beside it.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { ProductApi } from './api';
import { PRODUCT_API } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(PRODUCT_API).toDynamicValue((ctx) => new ProductApi(ctx.get(TOKENS.http))).inSingletonScope();
});
