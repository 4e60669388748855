// The 准入密钥 rule the page and the server share, and its masked form.
import { baiduTokenProblem, maskToken } from '../../../../shared/domain/seo/baidu';

it('takes 16 letters and digits as Baidu issues them, spaces around ignored', () => {
  for (const token of ['edk7yc4rEZP9pDQD', 'pyf4x6ajKhx6x6Di', ' Pt7kQ2xZ9mLw4RbN ', '0000000000000000']) expect(baiduTokenProblem(token)).toBeNull();
  expect(baiduTokenProblem('')).toBe('tokenRequired');
  expect(baiduTokenProblem('   ')).toBe('tokenRequired');
  for (const token of ['edk7yc4rEZP9pDQ', 'edk7yc4rEZP9pDQDx', 'edk7yc4r-ZP9pDQD', 'edk7yc4r ZP9pDQD', 'ｅdk7yc4rEZP9pDQD', '<script>x</script>']) {
    expect(baiduTokenProblem(token)).toBe('tokenInvalid');
  }
});

it('shows a stored key by its first and last four characters only', () => {
  expect(maskToken('edk7yc4rEZP9pDQD')).toBe('edk7****pDQD');
  expect(maskToken('')).toBe('');
  expect(maskToken('short')).toBe('*****');
});
