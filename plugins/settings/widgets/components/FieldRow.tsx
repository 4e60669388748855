// A labelled field of a widget page; a refusal about it (the shared rule's or the server's) shows
// under it in red.
import { Form } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { WidgetKind } from '../../../../shared/domain/settings/widgets';
import type { WidgetStore } from '../store/WidgetStore';

export const FieldRow = observer(function FieldRow({ store, field, label, extra, required, children }: {
  store: WidgetStore<WidgetKind>;
  field: string;
  label: string;
  extra?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const refusal = store.refusal && store.refusal.field.split('.')[0] === field ? store.refusal : null;
  return (
    <Form.Item label={label} required={required} extra={extra} validateStatus={refusal ? 'error' : undefined} help={refusal?.message} data-field={field}>
      {children}
    </Form.Item>
  );
});
