import { useEffect, useRef, useState } from 'react';
import DatePicker from 'react-datepicker';
import { leadFormText } from '../../../content/lead-form/texts.ts';
import { typedDay } from '../../../shared/form-echo.ts';
import { pacificToday } from '../../../shared/pacific-time.ts';

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
  /** The field's name in the HTML form, posted as typed when the page's script has not run (decision 180). */
  name?: string;
  /** Text typed that names no day the picker offers (a weekend, today or the past): the form gives it a message. */
  onRejectedText?: (text: string) => void;
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
export function ConsultationDate({
  id,
  name,
  value,
  onChange,
  onBlur,
  onRejectedText,
  invalid,
  errorId,
  disabled,
}: ConsultationDateProps) {
  const [minDate, setMinDate] = useState<Date | undefined>(undefined);
  useEffect(() => setMinDate(firstBookableDay(new Date())), []);
  // What the visitor typed last; the picker drops a day it does not offer without a word, so it is checked here.
  const typed = useRef('');
  return (
    <DatePicker
      id={id}
      name={name}
      selected={value}
      onChange={(d: Date | null) => {
        typed.current = '';
        onChange(d);
      }}
      onChangeRaw={(e) => {
        const target = e?.target as HTMLInputElement | undefined;
        if (target && typeof target.value === 'string') typed.current = target.value;
      }}
      onBlur={() => {
        const text = typed.current.trim();
        typed.current = '';
        const day = text ? typedDay(text) : null;
        const offered = day && isWeekday(day) && day >= firstBookableDay(new Date());
        onBlur();
        if (text && !offered) onRejectedText?.(text);
      }}
      onCalendarOpen={() => setMinDate(firstBookableDay(new Date()))}
      minDate={minDate}
      filterDate={(d: Date) => isWeekday(d) && (!minDate || d >= minDate)}
      dateFormat="MM/dd/yyyy"
      placeholderText={leadFormText.dayFormatHint}
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
