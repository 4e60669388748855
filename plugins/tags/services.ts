// The tags plugin's container module: its API client and store.
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { TagsApi } from './api';
import { TagsStore } from './store/TagsStore';
import { TAGS_API, TAGS_STORE } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(TAGS_API).toDynamicValue((ctx) => new TagsApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(TAGS_STORE).to(TagsStore).inSingletonScope();
});
