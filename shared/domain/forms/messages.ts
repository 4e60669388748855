// The form messages of spec §5, verbatim. The console shows them; the server answers with them.

export const FORM_MSG = {
  titleRequired: '表单名称不能为空',
  itemsRequired: '请添加表单项',
  keepOneItem: '至少保留一个表单项',
  itemTitleRequired: '表单项名称不能为空！',
  optionsRequired: '请添加表单项选项！',
  tooManyItems: '表单项最多添加20条',
  typeLocked: '类型不支持修改',
  confirmDeleteItem: '您确定要删除表单项？',
  confirmDeleteTitle: '提示',
  confirmDeleteDataItem: '您确定要删除吗？',
  deleteDataItemNote: '删除后将无法恢复',
  /** 请输入大于等于{min}小于{max}的数值。 */
  minOutOfRange: (min: number, max: number) => `请输入大于等于${min}小于${max}的数值。`,
  /** 请输入大于{min}小于等于{max}的数值。 */
  maxOutOfRange: (min: number, max: number) => `请输入大于${min}小于等于${max}的数值。`,
  // Ours, in the same voice (limits the spec states without a message).
  titleTooLong: '表单名称不能超过100个字符',
  itemTitleTooLong: '表单项名称不能超过100个字符',
  hintTooLong: '提示文字不能超过100个字符',
  systemItemLocked: '系统表单项不支持修改',
  systemItemUndeletable: '系统表单项不能删除',
  phoneMustStay: '电话表单项必须显示且必填',
  noFreeName: '没有可用的表单项字段名',
  duplicateName: '表单项字段名重复',
  badItem: '表单项数据不正确',
} as const;

/** Messages for visitors' submissions (public form page and its endpoint). */
export const SUBMIT_MSG = {
  required: (title: string) => `请填写${title}`,
  phone11: (title: string) => `${title}必须是11位数字`,
  phone7to11: (title: string) => `${title}必须是7到11位数字`,
  // Ours, in the same voice: the area-code selector (§4 areaSelect) for codes other than +86.
  phoneForArea: (title: string, min: number, max: number, region: string) =>
    min === max ? `${title}必须是${min}位数字（${region}）` : `${title}必须是${min}到${max}位数字（${region}）`,
  badAreaCode: (title: string) => `${title}的区号不受支持`,
  email: (title: string) => `${title}格式不正确`,
  idCard: (title: string) => `${title}不是有效的身份证号码`,
  tooShort: (title: string, min: number) => `${title}至少需要${min}个字符`,
  tooLong: (title: string, max: number) => `${title}最多${max}个字符`,
  badOption: (title: string) => `${title}的选项不存在`,
  badDate: (title: string) => `${title}不是有效的日期`,
  badRegion: (title: string) => `${title}请选择完整的地区`,
  badUrl: (title: string) => `${title}必须是 http:// 或 https:// 开头的地址`,
  unknownField: (name: string) => `不支持的表单项：${name}`,
  wrongType: (title: string) => `${title}的内容格式不正确`,
  formClosed: '该表单不存在或已停止收集',
  ok: '提交成功，感谢您的留言！',
} as const;
