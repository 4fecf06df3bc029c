import { useState } from 'react';
import DatePicker from 'react-datepicker';

interface ChoicePickerProps {
  id: string;
  label: string;
  value: Date | null;
  onChange: (d: Date | null) => void;
  onBlur: () => void;
  error?: string;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * One of the three date-time choices (spec 5): 30-minute slots shown as "d MMM yyyy / hh:mma", none in the past.
 * "Now" is read when the calendar opens (never during render), so server and client HTML agree.
 */
export function ChoicePicker({ id, label, value, onChange, onBlur, error }: ChoicePickerProps) {
  const [now, setNow] = useState<Date | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div
      className={`field${error ? ' field--invalid' : ''}`}
      onKeyDown={(e) => {
        // Escape closes the open calendar only, not the dialog around the form (its listener is on document).
        if (e.key === 'Escape' && calendarOpen) e.nativeEvent.stopImmediatePropagation();
      }}
    >
      <label htmlFor={id}>{label}</label>
      <DatePicker
        id={id}
        selected={value}
        onChange={(d: Date | null) => onChange(d)}
        onBlur={onBlur}
        onCalendarOpen={() => {
          setNow(new Date());
          setCalendarOpen(true);
        }}
        onCalendarClose={() => setCalendarOpen(false)}
        showTimeSelect
        timeIntervals={30}
        timeCaption="Time"
        dateFormat="d MMM yyyy / hh:mma"
        placeholderText="Choose a date and time"
        minDate={now ?? undefined}
        filterTime={(t: Date) => !now || t.getTime() > now.getTime()}
        filterDate={(d: Date) => !now || d >= new Date(now.getFullYear(), now.getMonth(), now.getDate()) || sameDay(d, now)}
        autoComplete="off"
        ariaInvalid={error ? 'true' : 'false'}
        ariaDescribedBy={error ? errorId : undefined}
        className="field__input"
        showPopperArrow={false}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
