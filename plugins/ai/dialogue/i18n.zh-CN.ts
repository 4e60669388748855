// The dialogue area's strings (zh-CN), under ai.dialogue.*.
const dialogue = {};

export default dialogue;
