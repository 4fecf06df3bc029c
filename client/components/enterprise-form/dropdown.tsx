import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { enterpriseFormText } from '../../../content/enterprise.ts';
import { FieldError, fieldAria } from '../form-kit/field.tsx';

export interface DropdownOption {
  value: string;
  label: string;
}

interface DropdownProps {
  id: string;
  label: string;
  options: readonly DropdownOption[];
  value: string;
  open: boolean;
  /** The form keeps one dropdown open at a time (spec 4): opening one closes the others. */
  onOpenChange: (open: boolean) => void;
  onSelect: (value: string) => void;
  /** Focus left the widget (not into its own list). */
  onLeave: () => void;
  error?: string;
  placeholder?: string;
  comboRef?: (el: HTMLDivElement | null) => void;
  /**
   * Until the form's script runs (and without it): a native select of this name, which works and posts on its own
   * (decision 180). The combobox takes its place once the form is interactive.
   */
  native?: { name: string };
}

/**
 * A select-only combobox (WAI-ARIA APG "Select-Only Combobox"): focus stays on the combobox, the list's active
 * option is named by aria-activedescendant. Enter, Space, Alt+Down or Down open; Up/Down/Home/End move;
 * Enter or Space selects; Escape and Tab close. A selection closes the list.
 */
export function Dropdown({
  id,
  label,
  options,
  value,
  open,
  onOpenChange,
  onSelect,
  onLeave,
  error,
  placeholder = enterpriseFormText.select,
  comboRef: outerRef,
  native,
}: DropdownProps) {
  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  useEffect(() => {
    if (open) setActive(Math.max(0, selectedIndex));
  }, [open, selectedIndex]);

  useEffect(() => {
    if (!open) return;
    const el = document.getElementById(`${id}-opt-${active}`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const choose = (i: number) => {
    onSelect(options[i].value);
    onOpenChange(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(e.key)) {
        e.preventDefault();
        onOpenChange(true);
        if (e.key === 'ArrowUp' || e.key === 'Home') setActive(0);
        if (e.key === 'End') setActive(last);
      }
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setActive((a) => Math.min(last, a + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (e.altKey) choose(active);
        else setActive((a) => Math.max(0, a - 1));
        break;
      case 'Home':
        e.preventDefault();
        setActive(0);
        break;
      case 'End':
        e.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        choose(active);
        break;
      case 'Escape':
        e.preventDefault();
        // Only the list closes, not the dialog around it (its Escape listener is on document).
        e.nativeEvent.stopImmediatePropagation();
        onOpenChange(false);
        break;
      case 'Tab':
        onOpenChange(false);
        break;
      default:
        break;
    }
  };

  const current = selectedIndex >= 0 ? options[selectedIndex].label : null;
  if (native) {
    return (
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field-label" id={labelId} htmlFor={id}>
          {label}
        </label>
        <div className="dropdown">
          <select
            id={id}
            name={native.name}
            className="dropdown__button dropdown__native"
            defaultValue={value}
            aria-required="true"
            {...fieldAria(id, error)}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <FieldError id={id} message={error} />
      </div>
    );
  }

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <div className="dropdown">
        <div
          ref={(el) => {
            comboRef.current = el;
            outerRef?.(el);
          }}
          id={id}
          role="combobox"
          tabIndex={0}
          className="dropdown__button"
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-required="true"
          aria-controls={listId}
          aria-activedescendant={open ? optionId(active) : undefined}
          {...fieldAria(id, error)}
          onClick={() => onOpenChange(!open)}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            if (listRef.current?.contains(e.relatedTarget as Node | null)) return;
            if (open) onOpenChange(false);
            onLeave();
          }}
        >
          <span className={current ? undefined : 'dropdown__placeholder'}>{current ?? placeholder}</span>
          <ChevronDown width={18} height={18} aria-hidden="true" />
        </div>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="dropdown__list"
          hidden={!open}
          tabIndex={-1}
          // Keeps focus on the combobox while an option is pressed.
          onMouseDown={(e) => e.preventDefault()}
        >
          {options.map((o, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox keeps focus and handles the keys (aria-activedescendant)
            <li
              key={o.value}
              id={optionId(i)}
              role="option"
              aria-selected={o.value === value}
              className={`dropdown__option${open && i === active ? ' dropdown__option--active' : ''}`}
              onClick={() => {
                choose(i);
                comboRef.current?.focus();
              }}
              onMouseMove={() => setActive(i)}
            >
              {o.label}
            </li>
          ))}
        </ul>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
