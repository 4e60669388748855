// The AI assistant's messages (issue 16), word for word: the console shows them and the server
// answers them, so both read them from here.
export const AI_MSG = {
  noService: '当前账号未开通AI服务，请联系客服开通',
  demo: '演示账号，该功能暂不可用！',
  quotaShort: 'AI额度不足，请联系客服充值',
  unconfigured: 'AI服务未配置，请联系管理员',
  keyInvalid: 'AI服务密钥无效',
  busy: 'AI服务繁忙，请稍后再试',
  unavailable: 'AI服务暂时不可用',
  // Gathering
  notWeixinUrl: '请输入微信公众号文章链接',
  privateAddress: '不允许采集该地址（仅支持公网 http/https 地址）',
  articleGone: '该文章已被删除或无法访问',
  alreadyGathered: '该文章已采集过',
  // Writing tasks
  quotaStopped: '额度不足',
  // Dialogue
  contextTrimmed: '较早的对话未计入上下文',
  answerStopped: '已停止',
  answerInterrupted: '回答已中断',
  streamBusy: '上一个回答尚未结束',
} as const;
