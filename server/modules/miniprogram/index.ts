// Mini-programs and smart shops (issue 17 §8): a site's mini-program binding on a platform (微信,
// 百度, 支付宝, 抖音), its review status through the platform provider, its pages and its QR code.
import { defineServerModule } from '../../core/modules/defineServerModule';

export default defineServerModule({
  id: 'miniprogram',
  tables: [],
  routes: [],
});
