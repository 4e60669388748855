// The app-centre plugin's container module: its API client and stores (fresh per page visit).
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../kernel';
import { AppCenterApi } from './api';
import { AppCenterStore } from './store/AppCenterStore';
import { BearspawStore } from './store/BearspawStore';
import { APP_CENTER_API, APP_CENTER_STORE, BEARSPAW_STORE } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(APP_CENTER_API).toDynamicValue((ctx) => new AppCenterApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(APP_CENTER_STORE).to(AppCenterStore);
  bind(BEARSPAW_STORE).to(BearspawStore);
});
