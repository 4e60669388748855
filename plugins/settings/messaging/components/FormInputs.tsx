// Form-bound inputs of the messaging forms: a port by the §5 number rules, and a list of addresses
// or phones typed one after another (Enter, comma or space adds one).
import { Select } from 'antd';
import { NumberInput } from '../../../../shared/ui/number/NumberInput';

export function PortInput({ value, onChange, ...rest }: { value?: number; onChange?: (value: number) => void; 'aria-label'?: string }) {
  return <NumberInput value={value ?? 0} min={1} max={65535} maxLength={5} onCommit={(v) => onChange?.(v)} className="messaging-port" aria-label={rest['aria-label']} />;
}

export function ListInput({ value, onChange, max, placeholder, ...rest }: {
  value?: string[];
  onChange?: (value: string[]) => void;
  max: number;
  placeholder?: string;
  'aria-label'?: string;
}) {
  return (
    <Select
      mode="tags" value={value ?? []} onChange={(next: string[]) => onChange?.(next.map((v) => v.trim()).filter((v) => v !== ''))}
      tokenSeparators={[',', '，', ';', '；', ' ']} open={false} suffixIcon={null} maxCount={max}
      placeholder={placeholder} aria-label={rest['aria-label']} className="messaging-list-input"
    />
  );
}
