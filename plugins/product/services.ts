// The product plugin's container module: its API client and the stores of its pages.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { ProductApi } from './api';
import { ProductEditStore } from './pages/edit/ProductEditStore';
import { CatalogueStore } from './store/CatalogueStore';
import { ProductListStore } from './store/ProductListStore';
import { ProductTagsStore } from './store/ProductTagsStore';
import { PRODUCT_API, PRODUCT_CATALOGUE, PRODUCT_LIST, PRODUCT_TAGS, PRODUCT_EDIT } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(PRODUCT_API).toDynamicValue((ctx) => new ProductApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(PRODUCT_CATALOGUE).to(CatalogueStore).inSingletonScope();
  bind(PRODUCT_LIST).toDynamicValue((ctx) => () => new ProductListStore(ctx.get(PRODUCT_API), ctx.get(PRODUCT_CATALOGUE), ctx.get(TOKENS.notifier), ctx.get(TOKENS.i18n))).inSingletonScope();
  bind(PRODUCT_TAGS).to(ProductTagsStore).inSingletonScope();
  bind(PRODUCT_EDIT).toDynamicValue((ctx) => () => new ProductEditStore(ctx.get(PRODUCT_API))).inSingletonScope();
});
