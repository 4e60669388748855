// The site's custom fields on the product form, each by its kind: single line, multiple lines,
// number, date, select, or an image from the gallery. A required one is marked; its value is
// checked as typed by the rule book (checkCustomFieldValue, through validateProduct).
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { CUSTOM_FIELD_LIMITS, type ProductField } from '../../../../shared/domain/product';
import { useGalleryPick } from '../../../../shared/ui/gallery/useGalleryPick';
import { useEditT } from './editText';
import type { ProductEditStore } from './ProductEditStore';

const DATE = 'YYYY-MM-DD';

const CustomValueInput = observer(function CustomValueInput({ store, field, id }: { store: ProductEditStore; field: ProductField; id: string }) {
  const t = useEditT();
  const pick = useGalleryPick();
  const value = store.values.custom[field.slot] ?? '';
  const set = (next: string) => store.setCustom(field.slot, next);
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea id={id} rows={3} value={value} maxLength={CUSTOM_FIELD_LIMITS.textarea} onChange={(e) => set(e.target.value)} />;
    case 'number':
      return <Input id={id} inputMode="decimal" value={value} maxLength={CUSTOM_FIELD_LIMITS.number + 2} onChange={(e) => set(e.target.value)} />;
    case 'date': {
      const day = value && dayjs(value, DATE, true).isValid() ? dayjs(value, DATE) : null;
      return <DatePicker id={id} className="product-full" format={DATE} value={day} placeholder={t('datePlaceholder')} onChange={(d) => set(d ? d.format(DATE) : '')} />;
    }
    case 'select':
      return (
        <Select
          id={id}
          allowClear
          value={value || undefined}
          placeholder={t('selectPlaceholder')}
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
          onChange={(next?: string) => set(next ?? '')}
        />
      );
    case 'image':
      return (
        <Space className="product-custom-image" align="start">
          {value ? <img src={value} alt={field.name} /> : <div className="product-custom-image-empty">{field.name}</div>}
          <Space orientation="vertical" size={4}>
            <Button
              id={id}
              size="small"
              onClick={async () => {
                const [file] = await pick({ limit: 1, fileType: 1 });
                if (file) set(file.url);
              }}
            >
              {t('chooseImage')}
            </Button>
            {value && (
              <Button size="small" onClick={() => set('')}>
                {t('removeCustomImage')}
              </Button>
            )}
          </Space>
        </Space>
      );
    default:
      return <Input id={id} value={value} maxLength={CUSTOM_FIELD_LIMITS.text} onChange={(e) => set(e.target.value)} />;
  }
});

export const CustomFieldInputs = observer(function CustomFieldInputs({ store }: { store: ProductEditStore }) {
  const t = useEditT();
  const fields = store.customFields.fields;
  if (fields.length === 0) return <div className="product-hint">{t('noCustom')}</div>;
  return (
    <div className="product-custom-grid">
      {fields.map((field) => {
        const id = `product-custom-${field.slot}`;
        const issue = store.issueOf(field.slot);
        return (
          <Form.Item
            key={field.id}
            label={field.name}
            htmlFor={id}
            required={field.required}
            validateStatus={issue ? 'error' : undefined}
            help={issue}
            className={field.kind === 'textarea' ? 'product-custom-wide' : undefined}
          >
            <CustomValueInput store={store} field={field} id={id} />
          </Form.Item>
        );
      })}
    </div>
  );
});
