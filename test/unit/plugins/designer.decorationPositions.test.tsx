// The nine-cell image position picker by keyboard: one tab stop (the chosen cell), arrows move and
// choose within the 3 × 3 grid (never wrapping to another row), Home/End the first and last cell.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PositionPicker } from '../../../plugins/designer/decoration/components/PositionPicker';
import { DESIGN_CATALOGUES, type ImagePosition } from '../../../shared/domain/design';

const options = DESIGN_CATALOGUES.imagePosition.map((e) => ({ value: e.value, label: e.label['zh-CN'] }));

function Harness({ start, seen }: { start: ImagePosition; seen: ImagePosition[] }) {
  const [value, setValue] = useState<ImagePosition>(start);
  return <PositionPicker value={value} onChange={(next) => { seen.push(next); setValue(next); }} options={options} label="图片位置" />;
}

const checked = () => screen.getAllByRole('radio').filter((cell) => cell.getAttribute('aria-checked') === 'true').map((cell) => cell.getAttribute('aria-label'));

it('moves and chooses with the arrow keys inside the grid, with one tab stop', () => {
  const seen: ImagePosition[] = [];
  render(<Harness start="center" seen={seen} />);
  expect(screen.getByRole('radiogroup', { name: '图片位置' })).toBeTruthy();
  expect(checked()).toEqual(['居中']);
  expect(screen.getAllByRole('radio').filter((cell) => cell.tabIndex === 0).map((cell) => cell.getAttribute('aria-label'))).toEqual(['居中']);

  const press = (key: string) => fireEvent.keyDown(document.activeElement ?? screen.getByRole('radiogroup'), { key });
  screen.getByRole('radio', { name: '居中' }).focus();
  press('ArrowUp');
  expect(checked()).toEqual(['上中']);
  expect(document.activeElement?.getAttribute('aria-label')).toBe('上中');
  press('ArrowLeft');
  expect(checked()).toEqual(['左上']);
  // At the row's start ArrowLeft stays; at the top ArrowUp stays.
  press('ArrowLeft');
  press('ArrowUp');
  expect(checked()).toEqual(['左上']);
  press('End');
  expect(checked()).toEqual(['右下']);
  press('ArrowRight');
  press('ArrowDown');
  expect(checked()).toEqual(['右下']);
  press('Home');
  expect(seen).toEqual(['top', 'top-left', 'bottom-right', 'top-left']);
  // A click chooses too.
  fireEvent.click(screen.getByRole('radio', { name: '左下' }));
  expect(checked()).toEqual(['左下']);
});
