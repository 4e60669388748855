import type { ConfigProviderProps, ThemeConfig } from 'antd';

export const CONSOLE_THEME: ThemeConfig = { token: { colorPrimary: '#1677ff', borderRadius: 6 } };

/** Buttons keep their text as written: "确定", not antd's spaced "确 定" (accessible names match the spec). */
export const CONSOLE_BUTTON: ConfigProviderProps['button'] = { autoInsertSpace: false };
