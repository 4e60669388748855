// The dialogue area's strings (en-US), under ai.dialogue.*.
const dialogue = {};

export default dialogue;
