import { ContainerModule } from 'inversify';
import { SEO_STORE, TKD_STORE } from './tokens';
import { SeoStore } from './store/SeoStore';
import { TkdStore } from './store/TkdStore';

export default new ContainerModule(({ bind }) => {
  bind(SEO_STORE).to(SeoStore).inSingletonScope();
  bind(TKD_STORE).to(TkdStore).inSingletonScope();
});
