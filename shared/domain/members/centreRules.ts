// The member centre (issue 13 §4 download power, §5–6): SMS code timing, login lock, canDownload and
// their messages. Filled in by the member-centre area.
export {};
