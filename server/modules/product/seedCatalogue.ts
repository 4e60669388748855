// The seed's catalogue: an equipment maker's 产品中心 on site 1001 — press brakes, shears, laser
// cutters, welding cells, lines, controls, tooling and service in three levels of categories, eight
// tags and three custom fields — and one product of each kind on site 1003 for cross-site checks.
// Ids are fixed and exported: the tests rely on them.
import { SITE } from '../../core/db/seedData';

/** Category ids of the seed (site 1001 unless noted). */
export const SEED_PRODUCT_CATEGORY = {
  machineTools: 1, welding: 2, lines: 3, controls: 4, parts: 5,
  pressBrakes: 6, shears: 7, lasers: 8, robotWelding: 9, laserWelding: 10, sheetLines: 11, handling: 12, cnc: 13, sensors: 14, tooling: 15, service: 16,
  servoBrakes: 17, torsionBrakes: 18, swingShears: 19, guillotineShears: 20, fiberLasers: 21, tubeLasers: 22, weldingCells: 23, handheldWelders: 24, brakeDies: 25,
  /** Site 1003. */
  globalMachines: 26,
} as const;

const C = SEED_PRODUCT_CATEGORY;

export const SEED_PRODUCT_CATEGORIES: readonly { id: number; site: number; parent: number; name: string; sort: number }[] = [
  { id: C.machineTools, site: SITE.corporate, parent: 0, name: '数控机床', sort: 1 },
  { id: C.welding, site: SITE.corporate, parent: 0, name: '焊接设备', sort: 2 },
  { id: C.lines, site: SITE.corporate, parent: 0, name: '自动化生产线', sort: 3 },
  { id: C.controls, site: SITE.corporate, parent: 0, name: '智能控制与检测', sort: 4 },
  { id: C.parts, site: SITE.corporate, parent: 0, name: '配件与服务', sort: 5 },
  { id: C.pressBrakes, site: SITE.corporate, parent: C.machineTools, name: '折弯机', sort: 1 },
  { id: C.shears, site: SITE.corporate, parent: C.machineTools, name: '剪板机', sort: 2 },
  { id: C.lasers, site: SITE.corporate, parent: C.machineTools, name: '激光切割机', sort: 3 },
  { id: C.robotWelding, site: SITE.corporate, parent: C.welding, name: '机器人焊接', sort: 1 },
  { id: C.laserWelding, site: SITE.corporate, parent: C.welding, name: '激光焊接', sort: 2 },
  { id: C.sheetLines, site: SITE.corporate, parent: C.lines, name: '钣金柔性生产线', sort: 1 },
  { id: C.handling, site: SITE.corporate, parent: C.lines, name: '上下料与搬运', sort: 2 },
  { id: C.cnc, site: SITE.corporate, parent: C.controls, name: '数控系统', sort: 1 },
  { id: C.sensors, site: SITE.corporate, parent: C.controls, name: '工业传感器', sort: 2 },
  { id: C.tooling, site: SITE.corporate, parent: C.parts, name: '模具与易损件', sort: 1 },
  { id: C.service, site: SITE.corporate, parent: C.parts, name: '售后服务', sort: 2 },
  { id: C.servoBrakes, site: SITE.corporate, parent: C.pressBrakes, name: '电液伺服折弯机', sort: 1 },
  { id: C.torsionBrakes, site: SITE.corporate, parent: C.pressBrakes, name: '扭轴同步折弯机', sort: 2 },
  { id: C.swingShears, site: SITE.corporate, parent: C.shears, name: '液压摆式剪板机', sort: 1 },
  { id: C.guillotineShears, site: SITE.corporate, parent: C.shears, name: '液压闸式剪板机', sort: 2 },
  { id: C.fiberLasers, site: SITE.corporate, parent: C.lasers, name: '光纤激光切割机', sort: 1 },
  { id: C.tubeLasers, site: SITE.corporate, parent: C.lasers, name: '激光切管机', sort: 2 },
  { id: C.weldingCells, site: SITE.corporate, parent: C.robotWelding, name: '焊接机器人工作站', sort: 1 },
  { id: C.handheldWelders, site: SITE.corporate, parent: C.laserWelding, name: '手持激光焊接机', sort: 1 },
  { id: C.brakeDies, site: SITE.corporate, parent: C.tooling, name: '折弯模具', sort: 1 },
  { id: C.globalMachines, site: SITE.global, parent: 0, name: 'Machine Tools', sort: 1 },
];

/** Tag ids of the seed (site 1001 unless noted). */
export const SEED_PRODUCT_TAG = { hot: 1, fresh: 2, saving: 3, export: 4, servo: 5, heavy: 6, stock: 7, custom: 8, /** Site 1003. */ globalBest: 9 } as const;
const T = SEED_PRODUCT_TAG;

export const SEED_PRODUCT_TAGS: readonly { id: number; site: number; name: string; sort: number }[] = [
  { id: T.hot, site: SITE.corporate, name: '热销', sort: 1 },
  { id: T.fresh, site: SITE.corporate, name: '新品', sort: 2 },
  { id: T.saving, site: SITE.corporate, name: '节能', sort: 3 },
  { id: T.export, site: SITE.corporate, name: '出口机型', sort: 4 },
  { id: T.servo, site: SITE.corporate, name: '伺服控制', sort: 5 },
  { id: T.heavy, site: SITE.corporate, name: '重型', sort: 6 },
  { id: T.stock, site: SITE.corporate, name: '现货', sort: 7 },
  { id: T.custom, site: SITE.corporate, name: '定制', sort: 8 },
  { id: T.globalBest, site: SITE.global, name: 'Best Seller', sort: 1 },
];

/** Custom fields of the seed: slot, name, kind, options. */
export const SEED_PRODUCT_FIELDS: readonly { id: number; site: number; slot: string; name: string; kind: 'number' | 'text' | 'select'; required: boolean; options?: string[] }[] = [
  { id: 1, site: SITE.corporate, slot: 'p_5', name: '功率(kW)', kind: 'number', required: false },
  { id: 2, site: SITE.corporate, slot: 'p_6', name: '质保期', kind: 'text', required: false },
  { id: 3, site: SITE.corporate, slot: 'p_7', name: '适用行业', kind: 'select', required: false, options: ['钣金加工', '汽车零部件', '电梯制造', '厨具家电', '工程机械', '通用'] },
  { id: 4, site: SITE.global, slot: 'p_5', name: 'Power (kW)', kind: 'number', required: false },
];

/** Which of the library's seeded pictures a line is shown with (server/modules/product/seedPictures.ts). */
export type PictureSet = 'workshop' | 'control' | 'sensor' | 'solution';

/** One model of a line: its model text, its name's distinguishing part, its specs and price. */
interface Variant {
  model: string;
  /** Its label within the line (or, in a `named` line, the whole product name). */
  name: string;
  specs: [string, string][];
  /** Yuan; null: 面议. */
  price: number | null;
  power?: number;
}

interface Line {
  category: number;
  /** The variants' `name` is the whole product name (else: model and noun). */
  named?: true;
  brand: string;
  /** The product noun after the model. */
  noun: string;
  origin: string;
  unit: string;
  pack: string;
  warranty: string;
  industry: string;
  pictures: PictureSet;
  summary: string;
  features: string[];
  tags: number[];
  variants: Variant[];
}

const brake = (t: number, len: number, power: number, system: string): [string, string][] => [
  ['公称压力', `${t * 10} kN`], ['工作台长度', `${len} mm`], ['立柱间距', `${len - 500} mm`], ['喉口深度', `${t >= 250 ? 500 : 400} mm`],
  ['滑块行程', `${t >= 160 ? 250 : 200} mm`], ['主电机功率', `${power} kW`], ['数控系统', system],
];

const shear = (thick: number, len: number, power: number): [string, string][] => [
  ['可剪板厚', `${thick} mm`], ['可剪板宽', `${len} mm`], ['剪切角', `${thick >= 12 ? '2°' : '1°30′'}`], ['行程次数', `${thick >= 12 ? 8 : 14} 次/分`],
  ['后挡料行程', '20–600 mm'], ['主电机功率', `${power} kW`],
];

const laser = (bed: string, kw: number, speed: string): [string, string][] => [
  ['激光功率', `${kw} kW`], ['加工幅面', bed], ['定位精度', '±0.03 mm/m'], ['重复定位精度', '±0.02 mm'], ['最大空移速度', speed],
  ['切割头', '自动调焦切割头'], ['激光器', kw >= 12 ? '国产高功率光纤激光器' : '光纤激光器'], ['交换工作台', kw >= 6 ? '有' : '选配'],
];

export const SEED_LINES: readonly Line[] = [
  {
    category: C.servoBrakes, brand: '华锐', noun: '电液伺服数控折弯机', origin: '江苏南通', unit: '台', pack: '木箱+防锈包装', warranty: '整机2年', industry: '钣金加工', pictures: 'workshop',
    summary: '双缸电液伺服同步，光栅尺闭环反馈，滑块重复定位精度 ±0.01 mm，适合精密钣金件的批量折弯。',
    features: ['Y1/Y2 轴电液伺服同步，闭环控制', '液压挠度补偿，整长折弯角度一致', '多轴后挡料（X、R、Z1、Z2）可选', '节能伺服泵控系统，待机能耗降低 60%'],
    tags: [T.servo, T.saving], variants: [
      { model: 'WE67K-30/1300', name: '30吨', specs: brake(30, 1300, 4, 'DA-53T'), price: 98_000, power: 4 },
      { model: 'WE67K-40/1600', name: '40吨', specs: brake(40, 1600, 5.5, 'DA-53T'), price: 126_000, power: 5.5 },
      { model: 'WE67K-63/2500', name: '63吨', specs: brake(63, 2500, 5.5, 'DA-58T'), price: 168_000, power: 5.5 },
      { model: 'WE67K-100/3200', name: '100吨', specs: brake(100, 3200, 7.5, 'DA-66T'), price: 128_000, power: 7.5 },
      { model: 'WE67K-160/3200', name: '160吨', specs: brake(160, 3200, 11, 'DA-66T'), price: 268_000, power: 11 },
      { model: 'WE67K-250/4000', name: '250吨', specs: brake(250, 4000, 18.5, 'DA-69T'), price: null, power: 18.5 },
      { model: 'WE67K-400/6000', name: '400吨', specs: brake(400, 6000, 30, 'DA-69T'), price: null, power: 30 },
      { model: 'WE67K-600/6000', name: '600吨', specs: brake(600, 6000, 45, 'DA-69T'), price: null, power: 45 },
    ],
  },
  {
    category: C.torsionBrakes, brand: '精锻', noun: '扭轴同步数控折弯机', origin: '安徽马鞍山', unit: '台', pack: '裸装+防雨布', warranty: '整机1年', industry: '通用', pictures: 'workshop',
    summary: '机械扭轴强制同步，结构简单、维护方便，经济型数控系统，适合一般钣金件折弯。',
    features: ['整体焊接机架，回火消除应力', '扭轴强制同步，精度稳定', 'E21 数控系统控制后挡料与滑块行程'],
    tags: [T.hot, T.stock], variants: [
      { model: 'WC67Y-40/2500', name: '40吨', specs: brake(40, 2500, 5.5, 'E21'), price: 52_800, power: 5.5 },
      { model: 'WC67Y-63/2500', name: '63吨', specs: brake(63, 2500, 5.5, 'E21'), price: 63_800, power: 5.5 },
      { model: 'WC67Y-100/3200', name: '100吨', specs: brake(100, 3200, 7.5, 'E21'), price: 79_800, power: 7.5 },
      { model: 'WC67Y-125/4000', name: '125吨', specs: brake(125, 4000, 11, 'E21'), price: 98_500, power: 11 },
    ],
  },
  {
    category: C.swingShears, brand: '华锐', noun: '液压摆式剪板机', origin: '江苏南通', unit: '台', pack: '木箱+防锈包装', warranty: '整机1年', industry: '钣金加工', pictures: 'workshop',
    summary: '刀架摆动剪切，刀片间隙手柄快速调整，E21S 数控后挡料，剪切断面平整。',
    features: ['刀片四刃可用，寿命长', '刀片间隙手柄调整，指示准确', '前托料架带滚珠，送料省力'],
    tags: [T.hot], variants: [
      { model: 'QC12Y-4×2500', name: '4×2500', specs: shear(4, 2500, 5.5), price: 45_600, power: 5.5 },
      { model: 'QC12Y-6×3200', name: '6×3200', specs: shear(6, 3200, 7.5), price: 58_900, power: 7.5 },
      { model: 'QC12Y-8×3200', name: '8×3200', specs: shear(8, 3200, 11), price: 72_000, power: 11 },
      { model: 'QC12Y-12×4000', name: '12×4000', specs: shear(12, 4000, 18.5), price: 126_000, power: 18.5 },
    ],
  },
  {
    category: C.guillotineShears, brand: '华锐', noun: '液压闸式数控剪板机', origin: '江苏南通', unit: '台', pack: '木箱+防锈包装', warranty: '整机2年', industry: '工程机械', pictures: 'workshop',
    summary: '剪切角可调，上刀架直线运动，适合厚板与不锈钢板的高精度剪切。',
    features: ['剪切角电动调整，减少板料扭曲', '后挡料滚珠丝杠 + 直线导轨', '液压压料，压料力随板厚自动匹配'],
    tags: [T.heavy], variants: [
      { model: 'QC11K-6×3200', name: '6×3200', specs: shear(6, 3200, 11), price: 88_000, power: 11 },
      { model: 'QC11K-10×4000', name: '10×4000', specs: shear(10, 4000, 18.5), price: 156_000, power: 18.5 },
      { model: 'QC11K-16×3200', name: '16×3200', specs: shear(16, 3200, 30), price: null, power: 30 },
      { model: 'QC11K-20×2500', name: '20×2500', specs: shear(20, 2500, 37), price: null, power: 37 },
    ],
  },
  {
    category: C.fiberLasers, brand: '华锐', noun: '光纤激光切割机', origin: '江苏南通', unit: '台', pack: '木箱+真空防潮包装', warranty: '整机2年，激光器3年', industry: '钣金加工', pictures: 'workshop',
    summary: '龙门双驱，铸铝横梁，自动调焦切割头，碳钢、不锈钢、铝板一机切割。',
    features: ['龙门双驱结构，高速下运行平稳', '自动调焦，穿孔与切割参数一键调用', '分区除尘，车间环境更清洁', '交换工作台，上下料不停机'],
    tags: [T.fresh, T.export], variants: [
      { model: 'HR-3015 1.5kW', name: '3015 1.5kW', specs: laser('3000×1500 mm', 1.5, '80 m/min'), price: 168_000, power: 1.5 },
      { model: 'HR-3015 3kW', name: '3015 3kW', specs: laser('3000×1500 mm', 3, '100 m/min'), price: 218_000, power: 3 },
      { model: 'HR-3015 6kW', name: '3015 6kW', specs: laser('3000×1500 mm', 6, '120 m/min'), price: 328_000, power: 6 },
      { model: 'HR-4020 8kW', name: '4020 8kW', specs: laser('4000×2000 mm', 8, '120 m/min'), price: 458_000, power: 8 },
      { model: 'HR-6025 12kW', name: '6025 12kW', specs: laser('6000×2500 mm', 12, '140 m/min'), price: null, power: 12 },
      { model: 'HR-6025 20kW', name: '6025 20kW', specs: laser('6000×2500 mm', 20, '140 m/min'), price: null, power: 20 },
    ],
  },
  {
    category: C.tubeLasers, brand: '华锐', noun: '激光切管机', origin: '江苏南通', unit: '台', pack: '木箱包装', warranty: '整机2年', industry: '厨具家电', pictures: 'workshop',
    summary: '气动卡盘自动定心，圆管、方管、异形管切割与开孔一次完成。',
    features: ['前后双卡盘，尾料短至 50 mm', '自动上料机选配', '三维建模软件直接导入图纸'],
    tags: [T.fresh], variants: [
      { model: 'HR-T60', name: 'T60', specs: [['激光功率', '1.5 kW'], ['管径范围', 'Φ20–Φ60 mm'], ['管长', '6000 mm'], ['卡盘转速', '120 r/min']], price: 189_000, power: 1.5 },
      { model: 'HR-T120', name: 'T120', specs: [['激光功率', '3 kW'], ['管径范围', 'Φ20–Φ120 mm'], ['管长', '6500 mm'], ['卡盘转速', '100 r/min']], price: 239_000, power: 3 },
      { model: 'HR-T220', name: 'T220', specs: [['激光功率', '6 kW'], ['管径范围', 'Φ20–Φ220 mm'], ['管长', '9000 mm'], ['卡盘转速', '80 r/min']], price: null, power: 6 },
    ],
  },
  {
    category: C.weldingCells, brand: '华锐智能', noun: '焊接机器人工作站', origin: '江苏苏州', unit: '套', pack: '木箱包装', warranty: '整机1年', industry: '汽车零部件', pictures: 'workshop',
    summary: '六轴焊接机器人配焊接电源与变位机，离线编程，适合中小批量多品种焊接。',
    features: ['激光寻位与电弧跟踪', '工装快换，换型 15 分钟以内', '焊接参数与产量数据上传 MES'],
    tags: [T.custom, T.servo], variants: [
      { model: 'RW-1400 单工位', name: '单工位', specs: [['机器人臂展', '1400 mm'], ['负载', '6 kg'], ['重复定位精度', '±0.05 mm'], ['焊接电源', '500 A 数字化焊机'], ['工位', '单工位']], price: 168_000, power: 12 },
      { model: 'RW-1400 双工位', name: '双工位', specs: [['机器人臂展', '1400 mm'], ['负载', '6 kg'], ['重复定位精度', '±0.05 mm'], ['焊接电源', '500 A 数字化焊机'], ['工位', '双工位回转']], price: 228_000, power: 15 },
      { model: 'RW-2000 变位机型', name: '变位机型', specs: [['机器人臂展', '2000 mm'], ['负载', '12 kg'], ['变位机', '双轴 L 型，500 kg'], ['焊接电源', '500 A 数字化焊机']], price: null, power: 18 },
      { model: 'RW-G6000 龙门式', name: '龙门式', specs: [['龙门跨度', '6000 mm'], ['机器人', '倒挂双机器人'], ['负载', '12 kg'], ['适用工件', '工程机械结构件']], price: null, power: 30 },
    ],
  },
  {
    category: C.handheldWelders, brand: '华锐', noun: '手持激光焊接机', origin: '湖北武汉', unit: '台', pack: '航空箱', warranty: '整机1年', industry: '厨具家电', pictures: 'workshop',
    summary: '焊缝平整美观，焊接速度是氩弧焊的 3–5 倍，新手半小时即可上手。',
    features: ['摆动焊接头，焊缝宽度可调', '焊、切、清洗三合一', '水冷一体机，移动方便'],
    tags: [T.hot, T.stock, T.export], variants: [
      { model: 'HL-1000', name: '1000W', specs: [['激光功率', '1000 W'], ['焊接厚度', '≤ 2 mm（不锈钢）'], ['光纤长度', '10 m'], ['冷却方式', '水冷']], price: 28_800, power: 1 },
      { model: 'HL-1500', name: '1500W', specs: [['激光功率', '1500 W'], ['焊接厚度', '≤ 3 mm（不锈钢）'], ['光纤长度', '10 m'], ['冷却方式', '水冷']], price: 36_800, power: 1.5 },
      { model: 'HL-2000', name: '2000W', specs: [['激光功率', '2000 W'], ['焊接厚度', '≤ 4 mm（不锈钢）'], ['光纤长度', '15 m'], ['冷却方式', '水冷']], price: 46_800, power: 2 },
      { model: 'HL-3000', name: '3000W', specs: [['激光功率', '3000 W'], ['焊接厚度', '≤ 6 mm（不锈钢）'], ['光纤长度', '15 m'], ['冷却方式', '水冷']], price: 62_800, power: 3 },
    ],
  },
  {
    category: C.sheetLines, brand: '华锐智能', noun: '钣金柔性生产线', origin: '江苏南通', unit: '条', pack: '按需包装', warranty: '整线1年', industry: '电梯制造', pictures: 'workshop',
    summary: '立体料库、激光切割、自动分拣与折弯单元联线，按订单排产，夜班无人值守。',
    features: ['MES 排产与立体料库联动', '自动分拣与码垛', '可按厂房布局分期建设'],
    tags: [T.custom, T.heavy], variants: [
      { model: 'FMS-3015', name: '3015 切割分拣型', specs: [['组成', '立体料库 + 6kW 激光切割 + 分拣'], ['料位', '20 层'], ['板材规格', '3000×1500 mm']], price: null, power: 60 },
      { model: 'FMS-4020', name: '4020 切折一体型', specs: [['组成', '立体料库 + 12kW 激光切割 + 折弯单元'], ['料位', '40 层'], ['板材规格', '4000×2000 mm']], price: null, power: 120 },
      { model: 'FMS-Bend', name: '折弯单元', specs: [['组成', '折弯机器人 + 电液伺服折弯机'], ['节拍', '8–15 秒/折'], ['换模', '自动换模']], price: null, power: 40 },
    ],
  },
  {
    category: C.handling, named: true, brand: '华锐智能', noun: '自动上下料系统', origin: '江苏苏州', unit: '套', pack: '木箱包装', warranty: '整机1年', industry: '钣金加工', pictures: 'workshop',
    summary: '为激光切割机与折弯机配套的上下料设备，减少人工搬运，提升设备开动率。',
    features: ['真空吸盘 + 分张装置', '双层交换料台', '与主机信号联锁，安全可靠'],
    tags: [T.custom], variants: [
      { model: 'BR-50', name: '折弯机器人 BR-50', specs: [['负载', '50 kg'], ['臂展', '2550 mm'], ['适配', '100–250 吨折弯机']], price: 258_000, power: 8 },
      { model: 'LS-3015', name: '激光切割自动上下料系统 LS-3015', specs: [['板材规格', '3000×1500 mm'], ['板厚', '0.8–20 mm'], ['单次上料', '≤ 3 t']], price: 138_000, power: 6 },
      { model: 'TG-8000', name: '桁架机械手 TG-8000', specs: [['行程', '8000 mm'], ['负载', '200 kg'], ['速度', '2 m/s']], price: null, power: 10 },
    ],
  },
  {
    category: C.cnc, brand: '华锐', noun: '折弯机数控系统', origin: '江苏南通', unit: '套', pack: '纸箱', warranty: '2年', industry: '钣金加工', pictures: 'control',
    summary: '为旧机改造与新机配套的折弯数控系统，触摸屏编程，图形化折弯顺序。',
    features: ['15 英寸触摸屏', '2D 图形编程与折弯顺序自动计算', '支持 8+1 轴控制'],
    tags: [T.servo], variants: [
      { model: 'HR-CNC 2D', name: '2D 图形版', specs: [['屏幕', '15 英寸触摸屏'], ['控制轴数', '4+1'], ['编程', '2D 图形编程']], price: 26_800 },
      { model: 'HR-CNC 3D', name: '3D 图形版', specs: [['屏幕', '19 英寸触摸屏'], ['控制轴数', '8+1'], ['编程', '3D 图形编程与干涉检查']], price: 45_800 },
      { model: 'HR-CNC Lite', name: '经济版', specs: [['屏幕', '10 英寸彩屏'], ['控制轴数', '2+1'], ['编程', '数值编程']], price: 9_800 },
    ],
  },
  {
    category: C.sensors, named: true, brand: '华锐', noun: '工业传感器', origin: '江苏南通', unit: '套', pack: '纸箱', warranty: '1年', industry: '通用', pictures: 'sensor',
    summary: '折弯与剪切设备的安全防护与精度检测传感器，可单独选购或随主机配套。',
    features: ['符合 GB 28243 安全要求', '自检功能，故障时自动停机', '即插即用的标准接口'],
    tags: [T.stock], variants: [
      { model: 'LP-200', name: '折弯机激光安全保护装置 LP-200', specs: [['检测距离', '0.5–8 m'], ['响应时间', '≤ 10 ms'], ['防护等级', 'IP65']], price: 18_600 },
      { model: 'AM-10', name: '折弯角度测量仪 AM-10', specs: [['测量范围', '0–180°'], ['精度', '±0.1°'], ['通信', 'RS485']], price: 12_800 },
      { model: 'GS-300', name: '直线光栅尺 GS-300', specs: [['量程', '300 mm'], ['分辨率', '5 μm'], ['输出', 'TTL']], price: 2_680 },
    ],
  },
  {
    category: C.brakeDies, named: true, brand: '精锻', noun: '折弯模具', origin: '安徽马鞍山', unit: '套', pack: '木箱', warranty: '6个月', industry: '钣金加工', pictures: 'solution',
    summary: '42CrMo 整体淬火，硬度 HRC 47±2，分段设计，可任意组合长度。',
    features: ['分段模具，835 mm 标准组合', '快夹安装，换模省时', '可按图定制非标模具'],
    tags: [T.stock, T.custom], variants: [
      { model: 'UP-88-R0.6', name: '88°标准折弯上模', specs: [['角度', '88°'], ['R 角', '0.6 mm'], ['长度', '835 mm 分段'], ['材质', '42CrMo']], price: 3_200 },
      { model: 'DV-4V', name: '多V折弯下模', specs: [['V 槽', '8/12/16/22 mm'], ['长度', '835 mm 分段'], ['材质', '42CrMo']], price: 4_600 },
      { model: 'GN-30', name: '鹅颈折弯上模', specs: [['角度', '30°'], ['避让深度', '120 mm'], ['材质', '42CrMo']], price: 5_800 },
      { model: 'HM-35', name: '压平折弯模', specs: [['角度', '35°'], ['用途', '压死边'], ['材质', '42CrMo']], price: 4_200 },
      { model: 'RD-R10', name: 'R10 R角折弯上模', specs: [['R 角', '10 mm'], ['长度', '835 mm 分段'], ['材质', '42CrMo']], price: 4_800 },
    ],
  },
  {
    category: C.tooling, named: true, brand: '华锐', noun: '激光切割易损件', origin: '江苏南通', unit: '盒', pack: '纸盒', warranty: '无', industry: '通用', pictures: 'solution',
    summary: '原厂激光切割头易损件，光学镀膜，透过率高，更换方便。',
    features: ['原厂品质', '批量采购优惠', '当天发货'],
    tags: [T.stock], variants: [
      { model: 'PW-27.9', name: '激光切割头保护镜片（10片装）', specs: [['规格', 'Φ27.9×4.1 mm'], ['数量', '10 片/盒'], ['适用功率', '≤ 6 kW']], price: 380 },
      { model: 'NZ-1.5', name: '双层切割喷嘴 1.5mm（20个装）', specs: [['孔径', '1.5 mm'], ['数量', '20 个/盒'], ['类型', '双层喷嘴']], price: 260 },
    ],
  },
  {
    category: C.service, named: true, brand: '华锐', noun: '服务', origin: '全国', unit: '次', pack: '无', warranty: '服务期内', industry: '通用', pictures: 'solution',
    summary: '覆盖全国的服务网络，工程师 24 小时响应，48 小时到场。',
    features: ['原厂工程师', '服务过程全程记录', '配件库存就近调拨'],
    tags: [T.custom], variants: [
      { model: 'SV-INSTALL', name: '设备安装调试服务', specs: [['内容', '就位、调平、通电调试、试切'], ['周期', '1–3 天'], ['响应', '48 小时内到场']], price: null },
      { model: 'SV-CARE', name: '年度保养服务', specs: [['内容', '四次上门保养、精度校准'], ['周期', '12 个月']], price: 12_000 },
      { model: 'SV-TRAIN', name: '操作与编程培训服务', specs: [['内容', '操作、编程、日常维护'], ['学时', '3 天'], ['地点', '客户现场或培训中心']], price: 6_800 },
    ],
  },
];

/** Site 1003's product (cross-site checks). */
export const GLOBAL_PRODUCT = {
  category: C.globalMachines, name: 'Press Brake PB-100/3200', model: 'PB-100/3200', brand: 'Demo Tech', tag: T.globalBest,
  specs: [['Rated force', '1000 kN'], ['Table length', '3200 mm'], ['CNC', 'DA-66T']] as [string, string][],
  price: 19_800, power: 7.5,
};

/** Products of site 1001 in the bin and unpublished, by their place in the catalogue (1-based ids). */
export const SEED_PRODUCT_STATES = { binned: [12, 30], unpublished: [8, 16, 27, 41, 52] } as const;
