// The library's seed: the forbidden words of China's advertising law guidance (《广告法》第九条 and
// the market regulators' lists of 极限词 drawn from it: superlatives, "first/only", national or
// authority claims, false promises, urgency and lottery-style lures), given to every site and each
// switchable per site; and the demo site's keywords of four kinds, about its machine-tool business.
import type { WordKind } from '../../../../shared/domain/seo/words';

export const FORBIDDEN_WORDS: readonly string[] = [
  // 最 — superlatives
  '最佳', '最具', '最爱', '最赚', '最优', '最优秀', '最好', '最大', '最大程度', '最高', '最高级', '最高端', '最奢侈', '最低',
  '最低级', '最低价', '最底', '最便宜', '最流行', '最受欢迎', '最时尚', '最聚拢', '最符合', '最舒适', '最先', '最先进',
  '最先进科学', '最先进加工工艺', '最先享受', '最后一波', '最新技术', '最新科学', '最新科技', '最强', '最专业', '最权威',
  // 一 / 首 / 独 — first and only
  '第一', '中国第一', '全网第一', '销量第一', '排名第一', '全国第一', '行业第一', '第一品牌', 'NO.1', 'TOP1', '唯一',
  '独一无二', '一流', '仅此一次', '首个', '首选', '首家', '首发', '全网首发', '全国首发', '首款', '首次', '独家', '独家配方', '全网独家',
  // 级 / 极 — grade and extremes
  '国家级', '国家级产品', '全球级', '宇宙级', '世界级', '顶级', '顶尖', '尖端', '顶级工艺', '顶级享受', '极品', '极佳', '绝佳',
  '绝对', '终极', '极致', '至尊', '巅峰', '无敌', '史无前例', '前无古人', '万能', '永久', '100%',
  // 品牌 / 权威 — rank and authority
  '大牌', '金牌', '名牌', '王牌', '领袖品牌', '世界领先', '遥遥领先', '领导者', '缔造者', '创领品牌', '领先上市', '之王', '王者',
  '冠军', '销量冠军', '全国销量冠军', '驰名商标', '中国驰名商标', '国家免检', '质量免检', '免抽检', '国家领导人推荐', '特供', '专供',
  '填补国内空白', '老字号', '祖传', '特效',
  // 疑似欺诈与紧迫感 — lures and urgency
  '点击领奖', '恭喜获奖', '全民免单', '点击有惊喜', '点击获取', '领取奖品', '秒杀', '抢爆', '再不抢就没了', '不会更便宜了',
  '错过就没机会了', '万人疯抢', '全民疯抢', '随时结束', '随时涨价', '马上降价',
];

/** The demo site's keywords (30, of the four kinds). */
export const DEMO_KEYWORDS: readonly [string, WordKind][] = [
  ['数控机床', 'core'], ['激光切割机', 'core'], ['折弯机', 'core'], ['剪板机', 'core'], ['焊接设备', 'core'], ['自动化生产线', 'core'],
  ['机器人焊接', 'core'], ['智能制造', 'core'],
  ['数控折弯机多少钱', 'longtail'], ['激光切割机厂家直销', 'longtail'], ['小型数控机床价格', 'longtail'], ['自动化生产线改造方案', 'longtail'],
  ['激光焊接机怎么选', 'longtail'], ['剪板机使用注意事项', 'longtail'], ['焊接机器人工作站报价', 'longtail'], ['数字化工厂解决方案', 'longtail'],
  ['云建站示范', 'brand'], ['示范科技', 'brand'], ['示范企业', 'brand'], ['示范智造', 'brand'], ['示范精工', 'brand'], ['示范云', 'brand'],
  ['苏州', 'region'], ['上海', 'region'], ['昆山', 'region'], ['无锡', 'region'], ['长三角', 'region'], ['江苏', 'region'], ['浙江', 'region'], ['华东', 'region'],
];

/**
 * Paragraphs added to two seeded news articles of the demo site, so its first detection finds 最佳
 * and 第一 in body text. Added to existing articles rather than as new ones: the other modules'
 * tests count the demo site's articles per type.
 */
export const DEMO_PARAGRAPHS: readonly { title: string; html: string }[] = [
  { title: '新一代智能制造生产线正式投产', html: '<p>这条产线的检测精度在行业内排名<strong>第一</strong>，是中小批量订单的最佳选择。</p>' },
  { title: '公司荣获年度数字化转型优秀企业称号', html: '<p>评审认为，公司的数字化工厂是区域内<em>最佳</em>实践之一。</p>' },
];
