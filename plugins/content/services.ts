// The content plugin's container module: its API client and stores.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { ContentApi } from './api';
import { FromProductsStore } from './pages/fromProducts/FromProductsStore';
import { ArticleListsStore } from './store/ArticleListsStore';
import { CategoryStore } from './store/CategoryStore';
import { RecruitStore } from './store/RecruitStore';
import { ARTICLE_LISTS, CATEGORIES, CONTENT_API, FROM_PRODUCTS, RECRUIT } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(CONTENT_API).toDynamicValue((ctx) => new ContentApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(ARTICLE_LISTS).to(ArticleListsStore).inSingletonScope();
  bind(CATEGORIES).to(CategoryStore).inSingletonScope();
  bind(RECRUIT).to(RecruitStore).inSingletonScope();
  bind(FROM_PRODUCTS).toDynamicValue((ctx) => () => new FromProductsStore(ctx.get(CONTENT_API))).inSingletonScope();
});
