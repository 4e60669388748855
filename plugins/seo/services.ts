import { ContainerModule } from 'inversify';
import { ANCHOR_STORE, SEO_STORE, TKD_INSIDE_STORE, TKD_STORE, WORDS_STORE, SCORE_STORE, BAIDU_STORE } from './tokens';
import { SeoStore } from './store/SeoStore';
import { AnchorStore } from './store/AnchorStore';
import { TkdStore } from './store/TkdStore';
import { TkdInsideStore } from './store/TkdInsideStore';
import { WordsStore } from './store/WordsStore';
import { ScoreStore } from './store/ScoreStore';
import { BaiduStore } from './store/BaiduStore';

export default new ContainerModule(({ bind }) => {
  bind(SEO_STORE).to(SeoStore).inSingletonScope();
  bind(ANCHOR_STORE).to(AnchorStore).inSingletonScope();
  bind(TKD_STORE).to(TkdStore).inSingletonScope();
  bind(TKD_INSIDE_STORE).to(TkdInsideStore).inSingletonScope();
  bind(WORDS_STORE).to(WordsStore).inSingletonScope();
  bind(SCORE_STORE).to(ScoreStore).inSingletonScope();
  bind(BAIDU_STORE).to(BaiduStore).inSingletonScope();
});
