// Data-form items as submission items, so visitors' records go through the same checks as lead
// messages. Data items may be unnamed (§4), so an unnamed item is keyed by its position.
import { defaultItem } from './templates';
import type { DataFormItem, FormItem, LeadItemType } from './types';

const AS_LEAD_TYPE: Record<DataFormItem['type'], LeadItemType> = { input: 'input', radio: 'radio', image: 'uploadimg', file: 'uploadfile' };

export function dataItemKey(item: Pick<DataFormItem, 'name'>, index: number): string {
  return item.name || `item${index}`;
}

/** The phone system item (an input) is checked as a phone: 7 to 11 digits (a record may hold a landline). */
const isPhoneInput = (item: Pick<DataFormItem, 'moduleName' | 'type'>) => item.moduleName === 'phone' && item.type === 'input';

export function dataFormSubmissionItems(fields: readonly DataFormItem[]): FormItem[] {
  return fields.map((item, index) => ({
    ...defaultItem(isPhoneInput(item) ? 'phone' : AS_LEAD_TYPE[item.type]),
    ...(isPhoneInput(item) ? { enterDigitsSelect: 'false' as const, areaSelect: 'false' as const } : {}),
    id: index + 1,
    title: item.title,
    name: dataItemKey(item, index),
    placeholder: item.placeholder,
    show: item.show,
    require: item.require,
    isCondition: item.isCondition,
    isSystem: item.isSystem,
    moduleName: item.moduleName,
    options: item.options,
    selectItem: item.selectItem,
    // Data items carry no length settings: the default caps of checkSubmission apply.
    limitType: false,
    checkType: item.moduleName === 'phone' ? 'phone' : '',
  }));
}
