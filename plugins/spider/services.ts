import { ContainerModule } from 'inversify';
import { SpiderStore } from './store/SpiderStore';
import { SPIDER_STORE } from './tokens';

export default new ContainerModule(({ bind }) => {
  bind(SPIDER_STORE).to(SpiderStore).inSingletonScope();
});
