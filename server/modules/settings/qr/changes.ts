// What a save of the QR config changed, field by field in Chinese, for the operation log.
import type { QrOptions } from '../../../../shared/domain/settings/qr';
import { diffChanges, type FieldChange } from '../../../core/http/auditChanges';

const yes = (b: boolean) => (b ? '开启' : '关闭');

function readable(o: QrOptions): Record<string, unknown> {
  return {
    二维码内容: o.text, 容错级别: o.level, 宽度: o.width, 边距: o.margin, 前景色: o.foreground, 背景色: o.background,
    渐变: yes(o.gradient.enabled), 渐变方式: o.gradient.type === 'linear' ? '线性' : '径向', 渐变起始色: o.gradient.from,
    渐变结束色: o.gradient.to, 渐变角度: o.gradient.angle,
    图标: yes(o.logo.enabled), 图标图片: o.logo.src, 图标大小: o.logo.size, 图标边框: o.logo.border, 图标边框颜色: o.logo.borderColor,
    图标圆角: o.logo.radius, 图标描边: o.logo.stroke, 图标描边颜色: o.logo.strokeColor,
    文字: o.label.text, 文字位置: o.label.position === 'top' ? '上方' : '下方', 文字大小: o.label.size, 文字颜色: o.label.color,
    文字加粗: yes(o.label.bold), 文字效果: { none: '无', shadow: '阴影', stroke: '描边', glow: '发光' }[o.label.effect], 效果颜色: o.label.effectColor,
    旋转角度: o.rotate,
  };
}

export function qrChanges(before: QrOptions | null, after: QrOptions): FieldChange[] {
  return diffChanges(before ? readable(before) : null, readable(after));
}
