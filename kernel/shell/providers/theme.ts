import type { ConfigProviderProps, ThemeConfig } from 'antd';

/** Operators who ask their system for reduced motion get dialogs, menus and toasts without animation. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const CONSOLE_THEME: ThemeConfig = { token: { colorPrimary: '#1677ff', borderRadius: 6, motion: !prefersReducedMotion() } };

/** Buttons keep their text as written: "确定", not antd's spaced "确 定" (accessible names match the spec). */
export const CONSOLE_BUTTON: ConfigProviderProps['button'] = { autoInsertSpace: false };
