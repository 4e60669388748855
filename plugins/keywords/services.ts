// The keywords plugin's container module: its API client and stores.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { KeywordsApi } from './api';
import { KeywordContentStore } from './store/KeywordContentStore';
import { KeywordsStore } from './store/KeywordsStore';
import { KEYWORD_CONTENT_STORE, KEYWORDS_API, KEYWORDS_STORE } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(KEYWORDS_API).toDynamicValue((ctx) => new KeywordsApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(KEYWORDS_STORE).to(KeywordsStore).inSingletonScope();
  bind(KEYWORD_CONTENT_STORE).to(KeywordContentStore).inSingletonScope();
});
