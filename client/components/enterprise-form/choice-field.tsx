import { useEffect, useState } from 'react';
import { enterpriseChoiceTexts } from '../../../content/enterprise.ts';
import { readChoiceText, toChoiceValue } from '../../../shared/enterprise-choice-time.ts';
import { DateField } from '../form-kit/date-field.tsx';
import { bookableWindow, CHOICE_TIMES, isBookable, todayIn, wallDate } from './choice-offer.ts';

interface ChoiceFieldProps {
  id: string;
  /** The field's name in the HTML form: posted as typed without the script, read by the server (decision 180). */
  name: string;
  /** Wall-clock "yyyy-MM-ddTHH:mm", '' when nothing is chosen, or a refused post's typed text. */
  value: string;
  /** A day and time picked or typed; the form decides whether to take it (a duplicate is refused, spec 4). */
  onPick: (value: string) => void;
  onLeave: () => void;
  /** Typed text that names no day and time offered. */
  onRejectedText: () => void;
  /** IANA zone of the chosen time zone, if one is chosen: "tomorrow" is counted there. */
  zone?: string;
  /** Its code (PT), shown over the times. */
  zoneCode?: string;
  invalid: boolean;
  errorId: string;
}

/**
 * One of the enterprise form's three date-time choices (spec 4, 5; decision 288): the form kit's date field with
 * its list of times, shown as spec 5's "d MMM yyyy / hh:mma", offering what choice-offer.ts says.
 */
export function ChoiceField({ value, onPick, onLeave, zone, zoneCode, ...props }: ChoiceFieldProps) {
  // "Today" is read after hydration and as the calendar opens, never during render, so server and client HTML agree.
  const [bookable, setBookable] = useState<{ first: Date; last: Date } | undefined>(undefined);
  const refresh = () => setBookable(bookableWindow(todayIn(zone)));
  useEffect(refresh, [zone]);
  const day = wallDate(value);
  return (
    <DateField
      {...props}
      value={day}
      // A refused post's text that names no day and time stays in the box as typed.
      initialText={day || !value ? undefined : value}
      onChange={(d) => onPick(d ? toChoiceValue(d) : '')}
      onBlur={onLeave}
      parseTyped={(text) => {
        const wall = readChoiceText(text);
        return wall ? wallDate(wall) : null;
      }}
      // A day typed before the window is known is checked against the clock itself.
      offers={(d) => isBookable(d, bookable ?? bookableWindow(todayIn(zone)))}
      minDate={bookable?.first}
      maxDate={bookable?.last}
      times={{ ...CHOICE_TIMES, caption: enterpriseChoiceTexts.timeCaption(zoneCode) }}
      onCalendarOpen={refresh}
      dateFormat="d MMM yyyy / hh:mma"
      placeholder={enterpriseChoiceTexts.format}
      required
    />
  );
}
