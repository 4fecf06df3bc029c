import { useEffect, useState } from 'react';
import DatePicker from 'react-datepicker';
import { pacificToday } from '../../../shared/lead-schema.ts';

/** spec 5: weekdays only. */
export function isWeekday(d: Date): boolean {
  const day = d.getDay();
  return day !== 0 && day !== 6;
}

/** The first day the picker offers: the day after today in Pacific time, the zone of the slots (decision 020). */
export function firstBookableDay(now: Date): Date {
  const [y, m, d] = pacificToday(now).split('-').map(Number);
  return new Date(y, m - 1, d + 1);
}

interface ConsultationDateProps {
  id: string;
  value: Date | null;
  onChange: (d: Date | null) => void;
  onBlur: () => void;
  invalid: boolean;
  errorId?: string;
  disabled?: boolean;
}

/**
 * The consultation day (react-datepicker): weekdays only, today and the past excluded. The minimum is read from
 * the clock after hydration, never during render, so the server HTML and the first client render agree.
 */
export function ConsultationDate({ id, value, onChange, onBlur, invalid, errorId, disabled }: ConsultationDateProps) {
  const [minDate, setMinDate] = useState<Date | undefined>(undefined);
  useEffect(() => setMinDate(firstBookableDay(new Date())), []);
  return (
    <DatePicker
      id={id}
      selected={value}
      onChange={(d: Date | null) => onChange(d)}
      onBlur={onBlur}
      onCalendarOpen={() => setMinDate(firstBookableDay(new Date()))}
      minDate={minDate}
      filterDate={(d: Date) => isWeekday(d) && (!minDate || d >= minDate)}
      dateFormat="MM/dd/yyyy"
      placeholderText="MM/DD/YYYY"
      autoComplete="off"
      disabled={disabled}
      ariaInvalid={invalid ? 'true' : 'false'}
      ariaDescribedBy={invalid ? errorId : undefined}
      className="field__input"
      calendarClassName="lead-calendar"
      showPopperArrow={false}
    />
  );
}
