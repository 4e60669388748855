// The tasks area's strings (en-US), under ai.tasks.*.
const tasks = {};

export default tasks;
