// The home plugin's container module: its store, bound to its token.
import { ContainerModule } from 'inversify';
import { HOME_STORE } from './tokens';
import { HomeStore } from './store/HomeStore';

export default new ContainerModule(({ bind }) => {
  bind(HOME_STORE).to(HomeStore).inSingletonScope();
});
