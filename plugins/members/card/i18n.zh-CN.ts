// The card area's strings (zh-CN), under members.card.*.
const zhCN = {};

export default zhCN;
