// The header's way into the command palette, showing its shortcut.
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button } from 'antd';
import { useT } from '../hooks/useT';
import { paletteShortcut } from '../palette/usePaletteHotkey';

export function PaletteButton({ onOpen }: { onOpen(): void }) {
  const t = useT();
  return (
    <Button type="text" className="console-palette-button" icon={<SearchOutlined />} onClick={onOpen} aria-keyshortcuts="Control+K Meta+K">
      {t('kernel.palette.open')}
      <kbd className="console-palette-kbd">{paletteShortcut(navigator.platform)}</kbd>
    </Button>
  );
}
