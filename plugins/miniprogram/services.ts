// The mini-program plugin's container module: its API client and stores (fresh per page visit).
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { MiniProgramApi } from './api';
import { MiniProgramStore } from './store/MiniProgramStore';
import { MpPagesStore } from './store/MpPagesStore';
import { MINIPROGRAM_API, MINIPROGRAM_STORE, MP_PAGES_STORE } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(MINIPROGRAM_API).toDynamicValue((ctx) => new MiniProgramApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(MINIPROGRAM_STORE).to(MiniProgramStore);
  bind(MP_PAGES_STORE).to(MpPagesStore);
});
