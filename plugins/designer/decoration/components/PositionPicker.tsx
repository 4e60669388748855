// The nine image positions as a 3 × 3 grid of radio cells: one tab stop (the chosen cell), arrow
// keys move within the grid and choose, Home/End go to the first and last cell.
import { useRef, type KeyboardEvent } from 'react';
import { IMAGE_POSITIONS, type ImagePosition } from '../../../../shared/domain/design';
import type { Option } from './options';

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };

export function PositionPicker({ value, onChange, options, label }: { value: ImagePosition; onChange(value: ImagePosition): void; options: Option<ImagePosition>[]; label: string }) {
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, IMAGE_POSITIONS.indexOf(value));
  const choose = (next: number) => {
    onChange(IMAGE_POSITIONS[next]);
    cells.current[next]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    let next = index;
    if (event.key in MOVES) {
      const step = MOVES[event.key];
      const candidate = index + step;
      // Left and right stay on the row; up and down stay in the grid.
      if (Math.abs(step) === 1 && Math.floor(candidate / 3) !== Math.floor(index / 3)) return;
      if (candidate < 0 || candidate > 8) return;
      next = candidate;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = 8;
    else return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className="dc-positions" role="radiogroup" aria-label={label} onKeyDown={onKey}>
      {IMAGE_POSITIONS.map((position, i) => {
        const text = options.find((o) => o.value === position)?.label ?? position;
        return (
          <button
            key={position}
            ref={(el) => {
              cells.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={i === index}
            aria-label={text}
            title={text}
            tabIndex={i === index ? 0 : -1}
            className={`dc-position${i === index ? ' dc-position-on' : ''}`}
            onClick={() => choose(i)}
          >
            <span aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
