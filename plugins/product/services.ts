// The product plugin's container module: its API client and the stores of its pages.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { ProductApi } from './api';
import { CaptureStore } from './pages/capture/CaptureStore';
import { RevisionCompareStore } from './pages/history/RevisionCompareStore';
import { ProductEditStore } from './pages/edit/ProductEditStore';
import { IntoArticlesStore } from './pages/intoArticles/IntoArticlesStore';
import { ProductExcelStore } from './pages/excel/ProductExcelStore';
import { CatalogueStore } from './store/CatalogueStore';
import { ProductListStore } from './store/ProductListStore';
import { ProductTagsStore } from './store/ProductTagsStore';
import { PRODUCT_API, PRODUCT_CATALOGUE, PRODUCT_LIST, PRODUCT_TAGS, PRODUCT_EDIT, PRODUCT_INTO_ARTICLES, PRODUCT_CAPTURE, PRODUCT_REVISION, PRODUCT_EXCEL } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(PRODUCT_API).toDynamicValue((ctx) => new ProductApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(PRODUCT_CATALOGUE).to(CatalogueStore).inSingletonScope();
  bind(PRODUCT_LIST).toDynamicValue((ctx) => () => new ProductListStore(ctx.get(PRODUCT_API), ctx.get(PRODUCT_CATALOGUE), ctx.get(TOKENS.notifier), ctx.get(TOKENS.i18n))).inSingletonScope();
  bind(PRODUCT_TAGS).to(ProductTagsStore).inSingletonScope();
  bind(PRODUCT_EDIT).toDynamicValue((ctx) => () => new ProductEditStore(ctx.get(PRODUCT_API))).inSingletonScope();
  bind(PRODUCT_INTO_ARTICLES).toDynamicValue((ctx) => () => new IntoArticlesStore(ctx.get(PRODUCT_API), ctx.get(TOKENS.permission))).inSingletonScope();
  bind(PRODUCT_CAPTURE).toDynamicValue((ctx) => () => new CaptureStore(ctx.get(PRODUCT_API), ctx.get(TOKENS.tasks))).inSingletonScope();
  bind(PRODUCT_REVISION).toDynamicValue((ctx) => () => new RevisionCompareStore(ctx.get(PRODUCT_API), ctx.get(TOKENS.notifier), ctx.get(TOKENS.i18n))).inSingletonScope();
  bind(PRODUCT_EXCEL).toDynamicValue((ctx) => new ProductExcelStore(
    ctx.get(TOKENS.http), ctx.get(TOKENS.tasks), ctx.get(TOKENS.fileSaver), ctx.get(TOKENS.sessionStorage), ctx.get(TOKENS.notifier), ctx.get(TOKENS.i18n),
  )).inSingletonScope();
});
