import { format } from 'date-fns';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { leadFormText } from '../../../content/lead-form/texts.ts';
import { leadMessages } from '../../../shared/messages/lead.ts';
import { validateDate } from '../../../shared/lead-schema.ts';
import { TIME_SLOTS } from '../../../shared/lead-types.ts';
import { Field } from '../form-kit/field.tsx';
import { afterPointerRelease } from '../form-kit/pointer-guard.ts';
import { ConsultationDate } from './consultation-date.tsx';
import type { LeadFormValues } from './submit-lead.ts';

const ok = (msg: string | undefined) => msg ?? true;

/** The consultation's day (react-datepicker, weekdays from tomorrow) and time slot, side by side (spec 4, 5). */
export function ConsultationWhen({
  id,
  form,
  error,
  initialTime,
  busy,
}: {
  /** The form's ids by field name. */
  id: (name: string) => string;
  form: Pick<UseFormReturn<LeadFormValues>, 'control' | 'register' | 'trigger' | 'setError'>;
  /** The day's message. */
  error: string | undefined;
  initialTime: string;
  busy: boolean;
}) {
  const { control, register, trigger, setError } = form;
  return (
    <div className="lead-form__row">
      <Field id={id('date')} label={leadFormText.dayLabel} error={error}>
        <Controller
          control={control}
          name="date"
          rules={{ validate: (d) => ok(d ? validateDate(format(d, 'yyyy-MM-dd')) : undefined) }}
          render={({ field: date }) => (
            <ConsultationDate
              id={id('date')}
              name="date"
              value={date.value}
              onChange={date.onChange}
              onBlur={() => afterPointerRelease(date.onBlur)}
              // A weekend, today or a past day typed in gets its message instead of vanishing.
              // The blur's own check (an empty day is valid) runs first; the message is set after it.
              onRejectedText={() =>
                afterPointerRelease(
                  () =>
                    void trigger('date').then(() =>
                      setError('date', { type: 'typed', message: leadMessages.dateInvalid }),
                    ),
                )
              }
              invalid={!!error}
              errorId={`${id('date')}-error`}
              disabled={busy}
            />
          )}
        />
      </Field>
      <Field id={id('time')} label={leadFormText.timeLabel}>
        <select id={id('time')} defaultValue={initialTime} {...register('time')}>
          <option value="">{leadFormText.timePlaceholder}</option>
          {TIME_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
              {leadFormText.timeSlotSuffix}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
