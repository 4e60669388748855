// What a list shows while rows are selected: how many, and the batch action on them (删除所选 …).
// Nothing while none is selected. Tags and keywords use it; every list with a batch action can.
import { Button, Space, Typography } from 'antd';

export interface SelectionBarProps {
  count: number;
  /** "已选 3 项", in the page's language. */
  countText: string;
  actionText: string;
  danger?: boolean;
  busy?: boolean;
  onAction(): void;
}

export function SelectionBar({ count, countText, actionText, danger = true, busy = false, onAction }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Space>
      <Typography.Text type="secondary">{countText}</Typography.Text>
      <Button danger={danger} disabled={busy} onClick={onAction}>
        {actionText}
      </Button>
    </Space>
  );
}
