'use client';
// Five stars with radio-group semantics: hovering lights the stars up to the pointer, a click sets the
// rating, arrow keys (and Home/End) move it; one tab stop for the group.
import { useRef, useState, type KeyboardEvent } from 'react';
import { litStars, nextStar, STARS } from '@/lib/rules/feedback';

interface Props {
  value: number | null;
  onChange: (rating: number) => void;
  labelledBy: string;
  describedBy?: string;
  /** Each star's name, in the order of STARS, formatted on the server (components/feedback/feedback-section.tsx). */
  labels: readonly string[];
}

export function StarRating({ value, onChange, labelledBy, describedBy, labels }: Props) {
  const [hovered, setHovered] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lit = litStars(value, hovered);

  function onKeyDown(event: KeyboardEvent) {
    const next = nextStar(value, event.key);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    buttons.current[next - 1]?.focus();
  }

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-required="true" onKeyDown={onKeyDown} onMouseLeave={() => setHovered(null)} className="flex gap-1">
      {STARS.map((n) => (
        <button
          key={n}
          ref={(el) => {
            buttons.current[n - 1] = el;
          }}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={labels[n - 1]}
          tabIndex={(value ?? 1) === n ? 0 : -1}
          onClick={() => onChange(n)}
          onMouseEnter={() => setHovered(n)}
          className="grid size-11 place-items-center rounded-md"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={`size-8 ${n <= lit ? 'fill-amber-400 stroke-amber-700' : 'fill-white stroke-gray-500'}`} strokeWidth="1.5" strokeLinejoin="round">
            <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.14 6.38 20.1l1.07-6.26L2.9 9.4l6.3-.9L12 2.8z" />
          </svg>
        </button>
      ))}
    </div>
  );
}
