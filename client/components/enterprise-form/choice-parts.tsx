import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { enterpriseChoiceTexts, enterpriseFormText } from '../../../content/enterprise.ts';
import { dayLabel, slotLabel, slotsOf, type Ymd } from './choice-calendar.ts';

// Parts of a choice's panel (choice-picker.tsx): the month shown with its paging buttons, and the slots of the day.

/** The month shown, between buttons to the previous and next month (each says when it leads nowhere). */
export function ChoiceMonthNav({
  id,
  month,
  canPrev,
  canNext,
  onShift,
}: {
  /** The id of the month's name, which names the day grid. */
  id: string;
  month: string;
  canPrev: boolean;
  canNext: boolean;
  onShift: (delta: 1 | -1) => void;
}) {
  return (
    <div className="choice__month">
      <button
        type="button"
        className="choice__nav"
        aria-label={enterpriseFormText.previousMonth}
        aria-disabled={!canPrev}
        onClick={() => canPrev && onShift(-1)}
      >
        <ChevronLeft width={20} height={20} aria-hidden="true" />
      </button>
      <span id={id} aria-live="polite">
        {month}
      </span>
      <button
        type="button"
        className="choice__nav"
        aria-label={enterpriseFormText.nextMonth}
        aria-disabled={!canNext}
        onClick={() => canNext && onShift(1)}
      >
        <ChevronRight width={20} height={20} aria-hidden="true" />
      </button>
    </div>
  );
}

/** The 30-minute slots of the day chosen in a choice's panel (choice-picker.tsx); a press picks one. */
export function ChoiceSlots({
  id,
  day,
  value,
  zoneLabel,
  onPick,
}: {
  /** The id of the group's title. */
  id: string;
  /** The day chosen in the calendar, '' before one is. */
  day: Ymd;
  /** The choice's current value, pressed when it is one of these slots. */
  value: string;
  zoneLabel: string | undefined;
  onPick: (slot: string) => void;
}) {
  return (
    <div className="choice__slots" role="group" aria-labelledby={id}>
      <p id={id} className="choice__slots-title" aria-live="polite">
        {day ? enterpriseChoiceTexts.timesOn(dayLabel(day)) : enterpriseChoiceTexts.chooseDay}
        <span className="choice__zone">
          {zoneLabel ? enterpriseChoiceTexts.zone(zoneLabel) : enterpriseChoiceTexts.noZone}
        </span>
      </p>
      {day ? (
        <ul className="choice__slot-list">
          {slotsOf(day).map((slot) => (
            <li key={slot}>
              <button type="button" className="choice__slot" aria-pressed={slot === value} onClick={() => onPick(slot)}>
                {slotLabel(slot)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
