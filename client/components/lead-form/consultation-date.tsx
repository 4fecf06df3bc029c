import { useEffect, useState } from 'react';
import { leadFormText } from '../../../content/lead-form/texts.ts';
import { typedDay } from '../../../shared/form-echo.ts';
import { pacificToday } from '../../../shared/pacific-time.ts';
import { DateField } from '../form-kit/date-field.tsx';

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
 * The consultation day (the form kit's date field): weekdays only, today and the past excluded. The minimum is
 * read from the clock after hydration, never during render, so the server HTML and the first client render agree.
 */
export function ConsultationDate(props: ConsultationDateProps) {
  const [minDate, setMinDate] = useState<Date | undefined>(undefined);
  useEffect(() => setMinDate(firstBookableDay(new Date())), []);
  return (
    <DateField
      {...props}
      parseTyped={typedDay}
      // A day typed before the minimum is known is checked against the clock itself.
      offers={(d) => isWeekday(d) && d >= (minDate ?? firstBookableDay(new Date()))}
      minDate={minDate}
      onCalendarOpen={() => setMinDate(firstBookableDay(new Date()))}
      dateFormat="MM/dd/yyyy"
      placeholder={leadFormText.dayFormatHint}
      calendarClassName="lead-calendar"
    />
  );
}
