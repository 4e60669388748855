import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import type { Token } from '../../../kernel/di/token';

describe('kernel container', () => {
  it('resolves every core service as a singleton', () => {
    const kernel = createTestKernel();
    for (const token of Object.values(TOKENS) as Token<unknown>[]) {
      expect(kernel.get(token)).toBeDefined();
    }
    expect(kernel.get(TOKENS.http)).toBe(kernel.get(TOKENS.http));
  });

  it('translates kernel strings in zh-CN by default', () => {
    const kernel = createTestKernel();
    expect(kernel.get(TOKENS.i18n).t('kernel.header.signOut')).toBe('退出登录');
  });
});
