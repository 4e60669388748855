// One labelled field of the style panel, carrying the save's problem when it is about this field
// (the shared rule's path, e.g. "background.color" of the chosen section).
import { Form } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { DecorationStore } from '../store/DecorationStore';

export const Field = observer(function Field({ store, path, label, help, children }: { store: DecorationStore; path: string; label: string; help?: string; children: ReactNode }) {
  const problem = store.problemAt(path);
  return (
    <Form.Item label={label} validateStatus={problem ? 'error' : undefined} help={problem ?? help} data-path={path}>
      {children}
    </Form.Item>
  );
});
