// Members and ranks (issue 13 §3–4, §7): account naming, phone and e-mail, the password policy,
// rank rules and their messages. Filled in by the members area.
export {};
