// A header icon with a count badge that opens a popover (the message centre, background tasks):
// one shape, so every header entry opens, labels and counts the same way.
import { Badge, Button, Popover } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../hooks/useT';

export interface HeaderPopoverProps {
  /** Accessible name of the button, and the popover's title unless `title` is given. */
  label: string;
  title?: string;
  count: number;
  icon: ReactNode;
  badgeColor?: string;
  width: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

export function HeaderPopover({ label, title, count, icon, badgeColor, width, open, onOpenChange, children }: HeaderPopoverProps) {
  const t = useT();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? label}
      content={children}
      styles={{ container: { width } }}
    >
      <Button type="text" aria-label={t('kernel.common.withCount', { label, count })} className="header-icon-button">
        <Badge count={count} size="small" overflowCount={99} color={badgeColor}>
          {icon}
        </Badge>
      </Button>
    </Popover>
  );
}
