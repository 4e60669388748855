// The members area's strings (zh-CN), under members.members.*.
const zhCN = {};

export default zhCN;
