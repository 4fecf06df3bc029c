import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Place } from '../../../shared/place.ts';
import { BUSINESS_STORAGE_KEY, businessNameError, DEBOUNCE_MS, MIN_QUERY, placeAddress } from './rules.ts';
import { businessSearchTexts } from '../../../content/chrome/business-search-texts.ts';

interface BusinessSearchProps {
  /** Called with the chosen business once it is stored; the page decides where to go next. */
  onChoose: (place: Place) => void;
  buttonText?: string;
  label?: string;
  /**
   * Without JavaScript the form is sent (GET: a business name is not personal data) to the page that lists the
   * matches (decision 251): its query values other than the name. With scripts the suggestions work as before.
   */
  sendWith?: Record<string, string>;
  /** The name already searched for (the results page keeps it in the field). */
  initialValue?: string;
}

/** The page that lists the businesses matching a search sent without JavaScript (decision 251). */
export const BUSINESS_RESULTS_PATH = '/local/search-listings';

/**
 * Business-name search with suggestions (spec 5 "Local business search"; WAI-ARIA combobox with a listbox).
 * The field is required ("Please enter a business name"); Enter in the field does not submit, except to pick the
 * highlighted suggestion; picking a suggestion submits.
 */
export function BusinessSearch({
  onChoose,
  buttonText = businessSearchTexts.button,
  label = businessSearchTexts.prompt,
  sendWith = {},
  initialValue = '',
}: BusinessSearchProps) {
  const base = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [predictions, setPredictions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = value.trim();
    if (q.length < MIN_QUERY) {
      setPredictions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/places/autocomplete?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { predictions: [] }))
        .then((body: { predictions?: Place[] }) => {
          const list = Array.isArray(body.predictions) ? body.predictions : [];
          setPredictions(list);
          setActive(-1);
          setOpen(true);
          setStatus(list.length ? businessSearchTexts.found(list.length) : businessSearchTexts.noneFound);
        })
        .catch(() => {
          if (!controller.signal.aborted) setPredictions([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const choose = (place: Place) => {
    setValue(place.name);
    setOpen(false);
    try {
      window.sessionStorage.setItem(BUSINESS_STORAGE_KEY, JSON.stringify(place));
    } catch {
      // storage blocked: the next step asks again
    }
    onChoose(place);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const message = businessNameError(value);
    setError(message);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    // A name typed without picking: take the best suggestion when there is one, else the name as typed.
    choose(predictions[0] ?? { name: value.trim(), address: '', city: '', state: '', zip: '', phone: '' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const showing = open && predictions.length > 0;
    if (e.key === 'ArrowDown' && predictions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % predictions.length);
    } else if (e.key === 'ArrowUp' && showing) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? predictions.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    } else if (e.key === 'Enter') {
      // spec 5: Enter is suppressed in the field; it only picks a highlighted suggestion.
      e.preventDefault();
      if (showing && active >= 0) choose(predictions[active]);
    }
  };

  const listId = `${base}-list`;
  const errorId = `${base}-error`;
  const expanded = open && predictions.length > 0;
  return (
    <form className="business-search" method="get" action={BUSINESS_RESULTS_PATH} onSubmit={onSubmit} noValidate>
      {Object.entries(sendWith).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={`${base}-input`} className="business-search__label">
        {label}
      </label>
      <div className="business-search__row">
        <div className="business-search__field">
          <input
            ref={inputRef}
            id={`${base}-input`}
            name="q"
            type="text"
            role="combobox"
            autoComplete="off"
            maxLength={100}
            aria-required="true"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${base}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            onFocus={() => predictions.length && setOpen(true)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={businessSearchTexts.listLabel}
            className="business-search__list"
            hidden={!expanded}
          >
            {predictions.map((p, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (aria-activedescendant)
              <li
                key={`${p.name}-${i}`}
                id={`${base}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className="business-search__option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(p)}
              >
                <span className="business-search__name">{p.name}</span>
                <span className="business-search__address">{placeAddress(p)}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button button--primary">
          {buttonText}
        </button>
      </div>
      {error && (
        <p id={errorId} className="business-search__error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <p className="fine-print">{businessSearchTexts.usOnly}</p>
    </form>
  );
}
