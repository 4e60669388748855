import { ContainerModule } from 'inversify';
import { SEO_STORE } from './tokens';
import { SeoStore } from './store/SeoStore';

export default new ContainerModule(({ bind }) => {
  bind(SEO_STORE).to(SeoStore).inSingletonScope();
});
