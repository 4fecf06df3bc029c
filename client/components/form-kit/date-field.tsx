import { useState } from 'react';
import DatePicker from 'react-datepicker';

/**
 * The form kit's one date field (react-datepicker): a text box that takes a typed day or one picked from its
 * calendar. What it offers is the caller's (`offers`, a day from `minDate`); the server's HTML carries the same
 * text box, so it posts as typed without the script (decision 180).
 *
 * Typed text that names no day it offers is kept in the box, never erased (the picker alone would put back the
 * last valid day, or nothing, as focus leaves): the visitor sees what they typed beside its message
 * (`onRejectedText`), and the next key press edits it.
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
  /** Reads typed text as a day (null when it names none). */
  parseTyped: (text: string) => Date | null;
  /** Whether a day is offered (weekdays from tomorrow, for example). */
  offers: (d: Date) => boolean;
  minDate?: Date;
  /** Read when the calendar opens, so "today" is never read during render. */
  onCalendarOpen?: () => void;
  dateFormat: string;
  placeholder: string;
  invalid: boolean;
  errorId?: string;
  disabled?: boolean;
  required?: boolean;
  calendarClassName?: string;
}

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
  onCalendarOpen,
  dateFormat,
  placeholder,
  invalid,
  errorId,
  disabled,
  required,
  calendarClassName,
}: DateFieldProps) {
  // What the visitor is typing, and typed text refused as focus left (shown until the next key press or pick).
  const [typing, setTyping] = useState('');
  const [rejected, setRejected] = useState<string | null>(null);
  return (
    <DatePicker
      id={id}
      name={name}
      selected={value}
      value={rejected ?? undefined}
      onChange={(d: Date | null) => {
        setTyping('');
        setRejected(null);
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
        const offered = !!day && offers(day);
        onBlur();
        if (text && !offered) {
          setRejected(text);
          onRejectedText?.(text);
        }
      }}
      onCalendarOpen={onCalendarOpen}
      minDate={minDate}
      filterDate={offers}
      dateFormat={dateFormat}
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
  );
}
