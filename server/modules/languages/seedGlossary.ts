// The demo's fixed English for the seeded Chinese site's content of the new sync types (products and
// their categories, an album, a job, a form): whole texts first, then phrases inside a text (longest
// first, so a model number or a figure between them stays as it is). A text with no Chinese left is
// covered; the seed synchronises only items whose every text is covered — about half of each type —
// so the sync page opens on a mix of 已同步 and 未同步 for every type, and nothing half-English.

/** Whole texts (short ones that would otherwise be read as parts of longer phrases). */
const WHOLE: Readonly<Record<string, string>> = {
  台: 'unit', 套: 'set', 本科: 'Bachelor\'s degree', '3-5年': '3-5 years', 销售经理: 'Sales Manager', 销售部: 'Sales Department', 上海: 'Shanghai',
  // Product categories.
  数控机床: 'CNC Machine Tools', 焊接设备: 'Welding Equipment', 自动化生产线: 'Automated Production Lines', 智能控制与检测: 'Smart Control and Inspection',
  配件与服务: 'Parts and Service', 折弯机: 'Press Brakes', 剪板机: 'Shears', 电液伺服折弯机: 'Electro-Hydraulic Servo Press Brakes',
  扭轴同步折弯机: 'Torsion-Bar Press Brakes', 液压摆式剪板机: 'Hydraulic Swing-Beam Shears', 液压闸式剪板机: 'Hydraulic Guillotine Shears',
  数控系统: 'CNC Systems', 工业传感器: 'Industrial Sensors',
  // The album and its category.
  企业活动: 'Company Events', '2025 年度团建活动': '2025 Team-Building Retreat', '记录团队在千岛湖两天一夜的团建时光。': 'Two days and a night of team building at Qiandao Lake.',
  集合出发: 'Setting off', 湖边合影: 'Group photo by the lake', 拓展训练: 'Outdoor training', 篝火晚会: 'Bonfire party', 颁奖环节: 'Awards', 返程留念: 'Heading home',
  // The message form.
  在线留言: 'Online Message', 姓名: 'Name', 请输入姓名: 'Please enter your name', 电话: 'Phone', 请输入电话: 'Please enter your phone number',
  邮箱: 'Email', 请输入邮箱: 'Please enter your email', 留言主题: 'Subject', 请输入留言主题: 'Please enter a subject', 留言内容: 'Message',
  请输入留言内容: 'Please enter your message', 提交: 'Submit', 提交表单: 'Submit form',
};

/** Phrases inside longer texts (products' names, descriptions and specifications; the job's description). */
const PHRASES: Readonly<Record<string, string>> = {
  电液伺服数控折弯机: 'Electro-Hydraulic Servo CNC Press Brake', 扭轴同步数控折弯机: 'Torsion-Bar CNC Press Brake', 液压摆式剪板机: 'Hydraulic Swing-Beam Shear',
  液压闸式数控剪板机: 'Hydraulic CNC Guillotine Shear', 折弯机数控系统: 'Press Brake CNC System', 折弯机激光安全保护装置: 'Press Brake Laser Safety Guard',
  折弯角度测量仪: 'Press Brake Angle Gauge', 直线光栅尺: 'Linear Scale', 工业传感器: 'Industrial Sensors',
  华锐: 'Huarui', 精锻: 'Jingduan', 江苏南通: 'Nantong, Jiangsu', 安徽马鞍山: 'Ma\'anshan, Anhui',
  '木箱+防锈包装': 'Wooden case with anti-rust packing', '裸装+防雨布': 'Unboxed with rain cover', 纸箱: 'Carton', 生产现场: 'in production',
  产品特点: 'Features', 型号: 'Model', '如需报价或选型建议，请联系我们的销售工程师': 'For a quote or advice on choosing a model, contact our sales engineers',
  '双缸电液伺服同步，光栅尺闭环反馈，滑块重复定位精度 ±0.01 mm，适合精密钣金件的批量折弯': 'Twin-cylinder electro-hydraulic servo synchronisation with closed-loop linear-scale feedback and ram repeatability of ±0.01 mm, for batch bending of precision sheet-metal parts',
  '机械扭轴强制同步，结构简单、维护方便，经济型数控系统，适合一般钣金件折弯': 'Mechanical torsion-bar synchronisation, a simple structure that is easy to maintain and an economical CNC system, for general sheet-metal bending',
  '刀架摆动剪切，刀片间隙手柄快速调整，E21S 数控后挡料，剪切断面平整': 'Swing-beam shearing, blade clearance set quickly by hand lever, an E21S CNC back gauge and clean, flat cut edges',
  '剪切角可调，上刀架直线运动，适合厚板与不锈钢板的高精度剪切': 'An adjustable shearing angle and a linear upper blade beam, for precise cutting of thick and stainless-steel plate',
  '为旧机改造与新机配套的折弯数控系统，触摸屏编程，图形化折弯顺序': 'A press brake CNC system for retrofitting older machines and equipping new ones, with touch-screen programming and graphical bend sequences',
  '折弯与剪切设备的安全防护与精度检测传感器，可单独选购或随主机配套': 'Safety and precision sensors for bending and shearing machines, sold separately or supplied with the machine',
  '轴电液伺服同步，闭环控制': 'axes electro-hydraulic servo synchronised, closed-loop control',
  '液压挠度补偿，整长折弯角度一致': 'Hydraulic crowning keeps the bend angle even along the full length',
  '多轴后挡料（X、R、Z1、Z2）可选': 'Optional multi-axis back gauge (X, R, Z1, Z2)',
  '节能伺服泵控系统，待机能耗降低': 'Energy-saving servo pump control cuts standby consumption by',
  '整体焊接机架，回火消除应力': 'One-piece welded frame, tempered to relieve stress', '扭轴强制同步，精度稳定': 'Torsion-bar synchronisation for steady accuracy',
  数控系统控制后挡料与滑块行程: 'CNC controls the back gauge and the ram stroke', '刀片四刃可用，寿命长': 'Four usable blade edges for a long life',
  '刀片间隙手柄调整，指示准确': 'Blade clearance set by hand lever with an accurate indicator', '前托料架带滚珠，送料省力': 'Front support arms with ball transfers for easy feeding',
  '剪切角电动调整，减少板料扭曲': 'Motorised shearing-angle adjustment reduces sheet twist', 后挡料滚珠丝杠: 'Back gauge on ball screws', 直线导轨: 'linear guides',
  '液压压料，压料力随板厚自动匹配': 'Hydraulic hold-downs whose force follows the plate thickness',
  图形编程与折弯顺序自动计算: 'graphical programming with automatic bend sequencing', 图形编程与干涉检查: 'graphical programming with collision check',
  图形编程: 'graphical programming', 数值编程: 'Numeric programming', 英寸触摸屏: 'inch touch screen', 英寸彩屏: 'inch colour screen', 轴控制: 'axis control', 支持: 'Supports',
  符合: 'Meets', 安全要求: 'safety requirements', '自检功能，故障时自动停机': 'Self-test, stopping automatically on a fault', 即插即用的标准接口: 'Plug-and-play standard interface',
  公称压力: 'Nominal force', 工作台长度: 'Table length', 立柱间距: 'Distance between columns', 喉口深度: 'Throat depth', 滑块行程: 'Ram stroke',
  主电机功率: 'Main motor power', 数控系统: 'CNC system', 可剪板厚: 'Max. plate thickness', 可剪板宽: 'Max. plate width', 剪切角: 'Shearing angle',
  行程次数: 'Strokes', '次/分': 'strokes/min', 后挡料行程: 'Back gauge travel', 屏幕: 'Screen', 控制轴数: 'Controlled axes', 编程: 'Programming',
  检测距离: 'Detection range', 响应时间: 'Response time', 防护等级: 'Protection rating', 测量范围: 'Measuring range', 精度: 'Accuracy',
  通信: 'Communication', 量程: 'Range', 分辨率: 'Resolution', 输出: 'Output',
  岗位职责: 'Responsibilities', 任职要求: 'Requirements', 负责华东区域工业客户的开发与维护: 'Develop and serve industrial customers in East China',
  '完成季度销售目标，推进重点项目签约': 'Meet quarterly sales targets and bring key projects to signature', 三年以上工业品销售经验: 'Three or more years of industrial sales experience',
  良好的沟通与谈判能力: 'Good communication and negotiation skills',
};

const BY_LENGTH = Object.keys(PHRASES).sort((a, b) => b.length - a.length);
const PUNCTUATION: readonly [RegExp, string][] = [[/：/g, ': '], [/。/g, '. '], [/，/g, ', '], [/、/g, ', '], [/（/g, ' ('], [/）/g, ')']];
const HAN = /\p{Script=Han}/u;

/** The fixed English of a seeded text, or null when part of it has none. */
export function seedEnglish(text: string): string | null {
  if (!HAN.test(text)) return text;
  if (WHOLE[text] !== undefined) return WHOLE[text];
  let out = text;
  for (const phrase of BY_LENGTH) out = out.split(phrase).join(PHRASES[phrase]);
  for (const [mark, english] of PUNCTUATION) out = out.replace(mark, english);
  out = out.replace(/ +(<|$)/g, '$1').replace(/ {2,}/g, ' ');
  return HAN.test(out) ? null : out;
}
