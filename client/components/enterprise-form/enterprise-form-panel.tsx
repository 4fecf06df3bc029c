import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { duplicateChoiceMessage } from '../../../shared/messages/enterprise.ts';
import { enterpriseFormText } from '../../../content/enterprise.ts';
import { requiredFieldsHint } from '../../../content/form-texts.ts';
import { ianaZone, type ChoiceField } from '../../../shared/enterprise-schema.ts';
import { retryAfterText } from '../../../content/form-texts.ts';
import { useEchoErrors, useFormEcho } from '../form-kit/form-echo.ts';
import { useStoredProps, type PropsStore } from '../form-kit/lazy-form.tsx';
import { blurAfterPress, watchPointer } from '../form-kit/pointer-guard.ts';
import { answerErrors, postJson } from '../form-kit/submit.tsx';
import { enterpriseSections, type Popup, type TextField } from './enterprise-fields.tsx';
import { EnterpriseFailed, EnterpriseSent } from './enterprise-result.tsx';
import { EnterpriseStepper, ORDER, SECTIONS, sectionOf, type SectionField } from './enterprise-stepper.tsx';
import { duplicateOf, echoedValues, enterpriseResolver, toFormData, type EnterpriseValues } from './form-data.ts';

type Phase = 'editing' | 'submitting' | 'sent' | 'failed';
const PHONE_QUERY = '(max-width: 568px)';

export interface EnterpriseFormProps {
  /**
   * The form is part of the page's HTML (/enterprisesolutions/contact), not a dialog opened by a press: the first
   * render matches the server's, and the phone layout and the widgets follow once the script runs.
   */
  inPage?: boolean;
  /** Start on the thank-you state: the page after a plain form post was accepted (decision 180). */
  sent?: boolean;
}

/** Loaded by EnterpriseForm (enterprise-form.tsx) when the modal first opens, or with the contact page. */
export default function EnterpriseFormChunk({ store }: { store: PropsStore<EnterpriseFormProps> }) {
  return <EnterpriseFormPanel {...useStoredProps(store)} />;
}

/** Where the form posts without its script: the contact page (decision 180), whether it shows there or in the dialog. */
export const ENTERPRISE_CONTACT_PATH = '/enterprisesolutions/contact';

/**
 * The enterprise contact form (spec 3, 4, 5) on react-hook-form with the shared zod schema: editing, then submitted,
 * then thank-you or the error state. On blur a field gets its message (an empty one "Please enter a valid ..."), on
 * submit all do; POST /api/enterprise-contact.
 */
export function EnterpriseFormPanel({ inPage = false, sent = false }: EnterpriseFormProps) {
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const { pathname } = useLocation();
  const echo = useFormEcho('enterprise');
  const echoed = useEchoErrors(echo);
  // register() sets values only once the script runs: the server HTML carries them as default values too.
  const [initial] = useState(() => echoedValues(echo));
  const [openPopup, setOpenPopup] = useState<Popup | null>(null);
  const [phase, setPhase] = useState<Phase>(sent ? 'sent' : echo?.failure ? 'failed' : 'editing');
  const [err, setErr] = useState<string | null>(echo?.failure ?? null);
  // In a dialog opened by a press the width can be read at once; in the page's HTML the first render must match
  // the server's, and the phone layout follows in an effect.
  const [stepped, setStepped] = useState(
    () => !inPage && typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches,
  );
  // False in the server HTML and the hydrating render: native controls that work without the script.
  const [ready, setReady] = useState(!inPage);
  const [step, setStep] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepMoved = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    watch,
    trigger,
    setError,
    clearErrors,
    getValues,
    getFieldState,
    formState,
  } = useForm<EnterpriseValues>({
    defaultValues: initial,
    resolver: enterpriseResolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // A field's message: the form's own check, else the server's from a refused post, until that field changes.
  const errors = Object.fromEntries(
    ORDER.map((f) => {
      const own = formState.errors[f]?.message;
      const server = echoed.errors[f];
      return [f, own || server ? { message: own ?? server, type: formState.errors[f]?.type } : undefined];
    }),
  ) as Partial<Record<SectionField, { message?: string; type?: string }>>;

  useEffect(() => {
    const sub = watch((_values, { name }) => echoed.changed(name));
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- echoed.changed only sets state: subscribing once is enough
  }, [watch]);

  useEffect(() => {
    watchPointer();
    setReady(true);
    const mq = window.matchMedia?.(PHONE_QUERY);
    if (!mq) return;
    const update = () => setStepped(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (phase === 'sent' || phase === 'failed') resultRef.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (stepMoved.current) stepHeadingRef.current?.focus();
    stepMoved.current = false;
  }, [step]);

  const timeZone = watch('timeZone');
  const zone = ianaZone(timeZone);

  const field = (name: TextField | 'phone' | 'comments') => blurAfterPress(register(name));

  const focusField = (name: string) => {
    const target =
      name === 'services'
        ? formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id('services'))} input`)
        : document.getElementById(id(name));
    target?.focus();
  };

  const showFirstError = (found: Partial<Record<string, unknown>>) => {
    const first = ORDER.find((f) => found[f]);
    if (!first) return;
    if (stepped && sectionOf(first) !== step) setStep(sectionOf(first));
    // After the section with the field is shown.
    requestAnimationFrame(() => focusField(first));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setOpenPopup(null);
      setPhase('submitting');
      const answer = await postJson('/api/enterprise-contact', toFormData(values));
      if (answer.status === 429) {
        // A rate-limited visitor is told when to try again (Retry-After).
        setErr(`${enterpriseFormText.tooManyRequests} ${retryAfterText(answer.retryAfterS ?? 60)}`);
        setPhase('failed');
        return;
      }
      if (answer.ok && answer.body.success) {
        setPhase('sent');
        return;
      }
      const fieldErrors = answerErrors(answer);
      if (fieldErrors) {
        // A 400 puts the server's messages back on the form (decision 052).
        for (const [name, message] of Object.entries(fieldErrors))
          setError(name as FieldPath<EnterpriseValues>, { type: 'server', message });
        setPhase('editing');
        showFirstError(fieldErrors);
        return;
      }
      setErr(typeof answer.body.err === 'string' && answer.body.err ? answer.body.err : enterpriseFormText.defaultErr);
      setPhase('failed');
    },
    // spec 5: the submit is blocked while any field, the phone widget included, shows an error.
    (found) => {
      setOpenPopup(null);
      showFirstError(found);
    },
  );

  const next = async () => {
    const fields = [...SECTIONS[step].fields] as FieldPath<EnterpriseValues>[];
    if (!(await trigger(fields))) {
      const first = fields.find((f) => getFieldState(f).invalid);
      if (first) focusField(first);
      return;
    }
    stepMoved.current = true;
    setStep((s) => Math.min(SECTIONS.length - 1, s + 1));
  };

  const pickChoice = (name: ChoiceField, value: string, onChange: (v: string) => void) => {
    const other = duplicateOf(name, value, getValues());
    // spec 4: a duplicate sets the error and leaves the date unchanged.
    if (other) return setError(name, { type: 'duplicate', message: duplicateChoiceMessage(other) });
    onChange(value);
    clearErrors(name);
  };

  if (phase === 'sent') return <EnterpriseSent headingRef={resultRef} />;
  if (phase === 'failed')
    return (
      <EnterpriseFailed headingRef={resultRef} pathname={pathname} detail={err} onBack={() => setPhase('editing')} />
    );

  const sections = enterpriseSections({
    form: { register, control, clearErrors, getFieldState, trigger, setError },
    id,
    errors,
    initial,
    ready,
    openPopup,
    setOpenPopup,
    field,
    pickChoice,
    zone,
    zoneCode: zone ? timeZone : undefined,
  });

  const busy = phase === 'submitting';
  const last = SECTIONS.length - 1;
  return (
    <form
      ref={formRef}
      className={`enterprise-form${stepped ? ' enterprise-form--stepped' : ''}`}
      method="post"
      action={ENTERPRISE_CONTACT_PATH}
      noValidate
      onSubmit={
        stepped && step < last
          ? (e) => {
              e.preventDefault();
              void next();
            }
          : onSubmit
      }
      aria-describedby={id('lead')}
    >
      <p id={id('lead')}>{enterpriseFormText.lead}</p>
      <p className="enterprise-form__hint">{requiredFieldsHint}</p>
      <EnterpriseStepper
        sections={sections}
        stepped={stepped}
        step={step}
        busy={busy}
        headingId={(i) => id(`section-${i}`)}
        stepHeadingRef={stepHeadingRef}
        onBack={() => {
          stepMoved.current = true;
          setStep((s) => s - 1);
        }}
      />
    </form>
  );
}
