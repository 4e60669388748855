// Default templates: a new item of each type, the default lead form of each variant, the default
// data form (spec §3, §5). Titles are form content shown on the published site, so they follow the
// form's variant (Chinese site or foreign).
import { INPUT_LENGTH_LIMITS } from '../constants';
import { checkTypeOf, hasLengthLimits } from './itemTypes';
import type { DataFormItem, DataItemType, FormItem, FormVariant, LeadFormFields, LeadItemType, SystemModule } from './types';
import { parseOptions } from './options';

const TITLES: Record<FormVariant, Record<LeadItemType, string>> = {
  zh: {
    input: '单行文本', radio: '单选', checkbox: '多选', date: '日期', phone: '电话', provinces: '省市区', select: '下拉选择',
    textarea: '多行文本', upload: '上传', uploadimg: '上传图片', uploadfile: '上传文件', text: '文字说明', IDCard: '身份证号', email: '邮箱',
  },
  en: {
    input: 'Text', radio: 'Single choice', checkbox: 'Multiple choice', date: 'Date', phone: 'Phone', provinces: 'Region', select: 'Drop-down',
    textarea: 'Paragraph', upload: 'Upload', uploadimg: 'Image', uploadfile: 'File', text: 'Description', IDCard: 'ID card', email: 'Email',
  },
};

const PLACEHOLDER: Record<FormVariant, string> = { zh: '请输入', en: 'Please enter' };
const OPTIONS_TEXT: Record<FormVariant, string> = { zh: '选项1\n选项2\n选项3', en: 'Option 1\nOption 2\nOption 3' };

/** A new item of a type, with the type's defaults (id and name are assigned by naming.ts). */
export function defaultItem(type: LeadItemType, variant: FormVariant = 'zh'): FormItem {
  const title = TITLES[variant][type];
  const withOptions = type === 'radio' || type === 'checkbox' || type === 'select';
  return {
    id: 0,
    title,
    type,
    moduleName: '',
    name: '',
    value: '',
    placeholder: type === 'text' || withOptions || type === 'provinces' || type.startsWith('upload') ? '' : `${PLACEHOLDER[variant]}${variant === 'zh' ? title : ` ${title.toLowerCase()}`}`,
    show: true,
    require: false,
    disabled: false,
    isSystem: false,
    isCondition: false,
    display: true,
    width: '100%',
    checkType: checkTypeOf(type),
    options: withOptions ? parseOptions(OPTIONS_TEXT[variant]) : [],
    selectItem: withOptions ? OPTIONS_TEXT[variant] : '',
    limitType: hasLengthLimits(type),
    minValue: { value: INPUT_LENGTH_LIMITS.defaultMin, min: INPUT_LENGTH_LIMITS.minLow, max: INPUT_LENGTH_LIMITS.minHigh },
    maxValue: { value: INPUT_LENGTH_LIMITS.defaultMax, min: INPUT_LENGTH_LIMITS.maxLow, max: INPUT_LENGTH_LIMITS.maxHigh },
    dateType: 'date',
    accuracyType: 'date',
    areaSelect: type === 'phone' ? 'true' : 'false',
    enterDigitsSelect: type === 'phone' ? 'true' : 'false',
    countySelect: type === 'provinces' ? 'true' : 'false',
    mainTitle: type === 'text' ? title : '',
    subtitle: '',
  };
}

const SYSTEM_TITLES: Record<FormVariant, Record<SystemModule, string>> = {
  zh: { username: '姓名', phone: '电话', email: '邮箱', title: '留言主题', company: '公司名称' },
  en: { username: 'Name', phone: 'Phone', email: 'Email', title: 'Subject', company: 'Company' },
};

const SYSTEM_TYPES: Record<SystemModule, LeadItemType> = { username: 'input', phone: 'phone', email: 'email', title: 'input', company: 'input' };

/** A system item (§3): its name is its module name. */
export function systemItem(moduleName: SystemModule, variant: FormVariant, require: boolean): FormItem {
  const base = defaultItem(SYSTEM_TYPES[moduleName], variant);
  const title = SYSTEM_TITLES[variant][moduleName];
  return {
    ...base,
    title,
    moduleName,
    name: moduleName,
    isSystem: true,
    require,
    placeholder: `${PLACEHOLDER[variant]}${variant === 'zh' ? title : ` ${title.toLowerCase()}`}`,
  };
}

/**
 * §3/§5 default lead form: username, phone (area select, exactly 11 digits), email, plus title on
 * Chinese sites or company on foreign ones. Username, phone and (Chinese site) title are required;
 * email is optional on Chinese sites and required on foreign ones.
 */
export function defaultLeadFormFields(variant: FormVariant): LeadFormFields {
  const items: FormItem[] =
    variant === 'zh'
      ? [systemItem('username', 'zh', true), systemItem('phone', 'zh', true), systemItem('email', 'zh', false), systemItem('title', 'zh', true)]
      : [systemItem('username', 'en', true), systemItem('phone', 'en', true), systemItem('email', 'en', true), systemItem('company', 'en', false)];
  return {
    contentList: items.map((item, index) => ({ ...item, id: index + 1 })),
    buttonName: variant === 'zh' ? '提交' : 'Submit',
    popupName: variant === 'zh' ? '提交表单' : 'Submit form',
    textAlign: 'left',
    buttonWidth: '100%',
    verifyWidth: '100%',
  };
}

const DATA_TITLES: Record<DataItemType, string> = { input: '单行文本', radio: '单选', image: '图片', file: '文件' };

/** A new data-form item (its temporary id comes from naming.ts; the name stays unnamed, §4). */
export function defaultDataItem(type: DataItemType): DataFormItem {
  const withOptions = type === 'radio';
  return {
    title: DATA_TITLES[type],
    type,
    name: '',
    placeholder: type === 'input' ? `请输入${DATA_TITLES[type]}` : '',
    show: true,
    require: false,
    isCondition: false,
    isSystem: false,
    moduleName: '',
    options: withOptions ? parseOptions('选项1\n选项2') : [],
    selectItem: withOptions ? '选项1\n选项2' : '',
  };
}

/** §3 default data-form fields: four items named field0 … field3; name and phone are system items. */
export function defaultDataFormFields(): DataFormItem[] {
  const make = (id: number, over: Partial<DataFormItem>): DataFormItem => ({ ...defaultDataItem(over.type ?? 'input'), id, name: `field${id}`, ...over });
  return [
    make(0, { title: '名称', placeholder: '请输入名称', require: true, isCondition: true, isSystem: true, moduleName: 'username' }),
    make(1, { title: '电话', placeholder: '请输入电话', require: true, isCondition: true, isSystem: true, moduleName: 'phone' }),
    make(2, { title: '类型', type: 'radio', options: parseOptions('类型一\n类型二'), selectItem: '类型一\n类型二', isCondition: true }),
    make(3, { title: '备注', placeholder: '请输入备注' }),
  ];
}
