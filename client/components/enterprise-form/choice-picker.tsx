import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { enterpriseChoiceTexts } from '../../../content/enterprise.ts';
import { FieldError, fieldAria } from '../form-kit/field.tsx';
import { ChoiceMonthNav, ChoiceSlots } from './choice-parts.tsx';
import {
  addDays,
  bookableRange,
  dayLabel,
  DAYS,
  formatChoiceValue,
  isBookable,
  MONTHS,
  parts,
  todayIn,
  weekday,
  ymd,
  type Ymd,
} from './choice-calendar.ts';

// One of the three date-time choices of the enterprise form (spec 4, 5; docs/decisions/142-enterprise-choice-picker.md).
// A button opens a panel in the page flow (nothing floats, so nothing drifts): a month of days, then the 30-minute
// slots of the chosen day in the chosen time zone. Only a slot press sets the value; a day alone picks nothing.

interface ChoicePickerProps {
  id: string;
  /** The visible label, with its required mark when it has one. */
  label: string;
  /** The choice's name without the mark, for the panel's own name ("First choice: day and time"). */
  name: string;
  /** Wall-clock "yyyy-MM-ddTHH:mm", or '' when nothing is chosen. */
  value: string;
  /** A slot was pressed; the form decides whether to take it (a duplicate is refused, spec 4). */
  onPick: (value: string) => void;
  /** Focus left the whole widget. */
  onLeave: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** IANA zone of the chosen time zone, if one is chosen. */
  zone?: string;
  /** Its name, shown with the slots ("Pacific Time (PT)"). */
  zoneLabel?: string;
  error?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  /**
   * Until the form's script runs (and without it): a native date and time input of this name, posting the
   * wall-clock "yyyy-MM-ddTHH:mm" the endpoint takes (decision 180). The picker takes its place once interactive.
   */
  native?: { name: string };
}

export function ChoicePicker({
  id,
  label,
  name,
  value,
  onPick,
  onLeave,
  open,
  onOpenChange,
  zone,
  zoneLabel,
  error,
  buttonRef,
  native,
}: ChoicePickerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  // "Today" is read when the panel opens, never during render, so server and client HTML agree.
  const [range, setRange] = useState<{ first: Ymd; last: Ymd } | null>(null);
  const [view, setView] = useState<{ y: number; m: number }>({ y: 2000, m: 0 });
  const [focusDay, setFocusDay] = useState<Ymd>('');
  const [day, setDay] = useState<Ymd>('');
  const moveFocus = useRef(false);
  const labelId = `${id}-label`;
  const panelId = `${id}-panel`;
  const monthId = `${id}-month`;
  const slotsId = `${id}-slots`;

  useEffect(() => {
    if (!open) return;
    const r = bookableRange(todayIn(zone));
    const start = value ? value.slice(0, 10) : r.first;
    const [y, m] = parts(start);
    setRange(r);
    setView({ y, m: m - 1 });
    setFocusDay(start);
    setDay(value ? value.slice(0, 10) : '');
    moveFocus.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the panel opens (or the zone changes under it), not on each new value
  }, [open, zone]);

  useEffect(() => {
    if (!open || !moveFocus.current || !focusDay) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [open, focusDay, view]);

  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) triggerRef.current?.focus();
  };

  const goTo = (next: Ymd) => {
    if (!range) return;
    // Keyboard moves stay within the bookable window's months.
    const lo = range.first.slice(0, 8) + '01';
    if (next < lo || next > range.last) return;
    const [y, m] = parts(next);
    setView({ y, m: m - 1 });
    setFocusDay(next);
    moveFocus.current = true;
  };

  const onGridKey = (e: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (e.key in moves) {
      e.preventDefault();
      goTo(addDays(focusDay, moves[e.key]));
    } else if (e.key === 'Home') {
      e.preventDefault();
      goTo(addDays(focusDay, -weekday(focusDay)));
    } else if (e.key === 'End') {
      e.preventDefault();
      goTo(addDays(focusDay, 6 - weekday(focusDay)));
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const [y, m, d] = parts(focusDay);
      goTo(ymd(y, m - 1 + (e.key === 'PageUp' ? -1 : 1), Math.min(d, 28)));
    }
  };

  const shiftMonth = (delta: number) => {
    const first = ymd(view.y, view.m + delta, 1);
    const [y, m] = parts(first);
    setView({ y, m: m - 1 });
    setFocusDay(first);
  };

  // The month grid, Sunday first (US calendars).
  const weeks: (Ymd | null)[][] = [];
  if (open && range) {
    const first = ymd(view.y, view.m, 1);
    const lead = weekday(first);
    const daysInMonth = new Date(Date.UTC(view.y, view.m + 1, 0)).getUTCDate();
    const cells: (Ymd | null)[] = [...Array<null>(lead).fill(null)];
    for (let d = 1; d <= daysInMonth; d++) cells.push(ymd(view.y, view.m, d));
    while (cells.length % 7) cells.push(null);
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  }
  const monthStart = ymd(view.y, view.m, 1);
  const canPrev = !!range && monthStart > range.first.slice(0, 8) + '01';
  const canNext = !!range && ymd(view.y, view.m + 1, 1) <= range.last;
  // The roving tab stop: the focused day when it is in this month, else the month's first day.
  const tabDay = focusDay.slice(0, 7) === monthStart.slice(0, 7) ? focusDay : monthStart;

  if (native) {
    return (
      <div className={`field choice${error ? ' field--invalid' : ''}`}>
        <label className="field-label" id={labelId} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          name={native.name}
          type="datetime-local"
          step={1800}
          className="choice__button choice__native"
          defaultValue={value}
          aria-required="true"
          {...fieldAria(id, error)}
        />
        <FieldError id={id} message={error} />
      </div>
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- focus leaving and Escape, bubbled up from the controls inside
    <div
      ref={rootRef}
      className={`field choice${error ? ' field--invalid' : ''}${open ? ' choice--open' : ''}`}
      onBlur={(e) => {
        if (rootRef.current?.contains(e.relatedTarget as Node | null)) return;
        if (open) onOpenChange(false);
        onLeave();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          // Only the panel closes, not the dialog around the form (its Escape listener is on document).
          e.nativeEvent.stopImmediatePropagation();
          close(true);
        }
      }}
    >
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <button
        ref={(el) => {
          triggerRef.current = el;
          if (typeof buttonRef === 'function') buttonRef(el);
          else if (buttonRef) (buttonRef as { current: HTMLButtonElement | null }).current = el;
        }}
        id={id}
        type="button"
        className="choice__button"
        aria-labelledby={`${labelId} ${id}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...fieldAria(id, error)}
        onClick={() => onOpenChange(!open)}
      >
        <span className={value ? undefined : 'choice__placeholder'}>
          {value ? formatChoiceValue(value) : enterpriseChoiceTexts.placeholder}
        </span>
      </button>
      {open && range ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- only keeps focus on a press between the buttons
        <div
          id={panelId}
          className="choice__panel"
          role="group"
          aria-label={enterpriseChoiceTexts.panel(name)}
          // A press on the panel's background keeps focus where it is instead of moving it to the dialog.
          onMouseDown={(e) => {
            if (!(e.target as HTMLElement).closest('button')) e.preventDefault();
          }}
        >
          <div className="choice__calendar">
            <ChoiceMonthNav
              id={monthId}
              month={`${MONTHS[view.m]} ${view.y}`}
              canPrev={canPrev}
              canNext={canNext}
              onShift={shiftMonth}
            />
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys of the day buttons' roving focus */}
            <table ref={gridRef} className="choice__days" aria-labelledby={monthId} onKeyDown={onGridKey}>
              <thead>
                <tr>
                  {DAYS.map((d) => (
                    <th key={d} scope="col" abbr={d}>
                      {d.slice(0, 2)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, i) => (
                  <tr key={i}>
                    {week.map((d, j) =>
                      d ? (
                        <td key={d}>
                          <button
                            type="button"
                            data-day={d}
                            className={`choice__day${d === day ? ' choice__day--selected' : ''}`}
                            tabIndex={d === tabDay ? 0 : -1}
                            aria-label={dayLabel(d)}
                            aria-pressed={d === day}
                            aria-disabled={!isBookable(d, range)}
                            onFocus={() => setFocusDay(d)}
                            onClick={() => {
                              if (isBookable(d, range)) setDay(d);
                            }}
                          >
                            {Number(d.slice(8))}
                          </button>
                        </td>
                      ) : (
                        <td key={`empty-${j}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ChoiceSlots
            id={slotsId}
            day={day}
            value={value}
            zoneLabel={zoneLabel}
            onPick={(slot) => {
              onPick(slot);
              close(true);
            }}
          />
        </div>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
