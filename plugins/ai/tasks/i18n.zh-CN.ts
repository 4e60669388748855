// The tasks area's strings (zh-CN), under ai.tasks.*.
const tasks = {};

export default tasks;
