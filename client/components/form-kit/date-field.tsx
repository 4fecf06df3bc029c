import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useState } from 'react';
import DatePicker from 'react-datepicker';

/**
 * The form kit's one date field (react-datepicker): a text box that takes a typed day or one picked from its
 * calendar, and with `times` a time of that day picked from the calendar's list. What it offers is the caller's
 * (`offers`, a day from `minDate` to `maxDate`); the server's HTML carries the same text box, so it posts as typed
 * without the script (decision 180).
 *
 * Typed text is read by the caller's `parseTyped` as focus leaves: a day (and time) it offers is taken; text that
 * names none is kept in the box, never erased (the picker alone would put back the last valid day, or nothing):
 * the visitor sees what they typed beside its message (`onRejectedText`), and the next key press edits it.
 */
export interface DateFieldProps {
  id: string;
  /** The field's name in the HTML form. */
  name?: string;
  value: Date | null;
  onChange: (d: Date | null) => void;
  onBlur: () => void;
  /** Text typed that names no day the field offers: the form gives it its message. */
  onRejectedText?: (text: string) => void;
  /** Reads typed text as a day, or a day and time with `times` (null when it names none). */
  parseTyped: (text: string) => Date | null;
  /** Whether a day is offered (weekdays from tomorrow, for example). */
  offers: (d: Date) => boolean;
  minDate?: Date;
  maxDate?: Date;
  /** Also a time of the day, from a list in the calendar: every `step` minutes from `first` to `last` (minutes of the day). */
  times?: { step: number; first: number; last: number; caption: string };
  /** Read when the calendar opens, so "today" is never read during render. */
  onCalendarOpen?: () => void;
  dateFormat: string;
  placeholder: string;
  invalid: boolean;
  errorId?: string;
  disabled?: boolean;
  required?: boolean;
  /** Text shown in the box in place of the value until the next edit (a refused post's typed text). */
  initialText?: string;
  calendarClassName?: string;
}

/**
 * US English with each calendar day named "Monday, 30 November 2026" (the picker's own "November 30th" hides the
 * number a cell shows inside a longer word, so the cell's visible text is not part of its name, WCAG 2.5.3).
 */
const PLAIN_DAYS: Locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: (options) => (options?.width === 'full' ? 'EEEE, d MMMM y' : enUS.formatLong.date(options)),
  },
};

const minutesOf = (d: Date) => d.getHours() * 60 + d.getMinutes();
const atMinute = (m: number) => new Date(2000, 0, 1, Math.floor(m / 60), m % 60);

export function DateField({
  id,
  name,
  value,
  onChange,
  onBlur,
  onRejectedText,
  parseTyped,
  offers,
  minDate,
  maxDate,
  times,
  onCalendarOpen,
  dateFormat,
  placeholder,
  invalid,
  errorId,
  disabled,
  required,
  initialText,
  calendarClassName,
}: DateFieldProps) {
  // What the visitor is typing, and typed text refused as focus left (shown until the next key press or pick).
  const [typing, setTyping] = useState('');
  const [rejected, setRejected] = useState<string | null>(initialText || null);
  const [open, setOpen] = useState(false);
  // With times: a day picked in the calendar, shown with its first time until a time is picked (a day alone picks
  // nothing, so the form never checks a half-made choice); dropped as the calendar closes.
  const [pending, setPending] = useState<Date | null>(null);
  const timeOffered = (d: Date) => {
    if (!times) return true;
    const m = minutesOf(d);
    return m >= times.first && m <= times.last && (m - times.first) % times.step === 0;
  };
  const accepts = (d: Date) => offers(d) && timeOffered(d);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbled up from the box and its calendar
    <div
      className="date-field"
      onKeyDown={(e) => {
        // Escape closes the calendar only, not a dialog around the form (whose Escape listener is on document).
        if (e.key === 'Escape' && open) e.nativeEvent.stopImmediatePropagation();
      }}
    >
      <DatePicker
        id={id}
        name={name}
        selected={pending ?? value}
        value={rejected ?? undefined}
        onChange={(d: Date | null, event?: { type?: string }) => {
          // A typed time the list does not offer parses as the visitor types: it is checked as focus leaves.
          if (d && !accepts(d)) return;
          setTyping('');
          setRejected(null);
          // A day's click or Enter comes with its event, a time's without one, typing with the box's change.
          if (times && d && event && event.type !== 'change') return setPending(d);
          setPending(null);
          onChange(d);
        }}
        onChangeRaw={(e) => {
          const target = e?.target as HTMLInputElement | undefined;
          if (target && typeof target.value === 'string') {
            setTyping(target.value);
            setRejected(null);
          }
        }}
        onBlur={() => {
          const text = typing.trim();
          setTyping('');
          const day = text ? parseTyped(text) : null;
          const offered = !!day && accepts(day);
          // Typed in a form the calendar does not write (02/03/2027 10:00 AM beside 3 Feb 2027 / 10:00AM), or
          // typed while the calendar was closed: taken here, before the form checks the field.
          if (offered && day.getTime() !== value?.getTime()) onChange(day);
          onBlur();
          if (text && !offered) {
            setRejected(text);
            onRejectedText?.(text);
          }
        }}
        onCalendarOpen={() => {
          setOpen(true);
          onCalendarOpen?.();
        }}
        onCalendarClose={() => {
          setOpen(false);
          setPending(null);
        }}
        minDate={minDate}
        maxDate={maxDate}
        filterDate={offers}
        {...(times
          ? {
              showTimeSelect: true,
              timeIntervals: times.step,
              minTime: atMinute(times.first),
              maxTime: atMinute(times.last),
              timeCaption: times.caption,
            }
          : {})}
        dateFormat={dateFormat}
        locale={PLAIN_DAYS}
        // Lenient parsing reads 02/31 as March 3: a day the visitor did not type.
        strictParsing
        placeholderText={placeholder}
        autoComplete="off"
        disabled={disabled}
        required={required}
        ariaRequired={required ? 'true' : undefined}
        ariaInvalid={invalid ? 'true' : 'false'}
        ariaDescribedBy={invalid ? errorId : undefined}
        className="field__input"
        calendarClassName={calendarClassName}
        showPopperArrow={false}
      />
    </div>
  );
}
