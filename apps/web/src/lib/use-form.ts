import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '@/config/messages';

type TFieldValue = string | boolean | string[];
export type TFormErrors<TValues> = Partial<Record<keyof TValues & string, string | undefined>>;

type TUseFormOptions<TValues> = {
  initial: TValues;
  /** Every problem with the values, by field, as a person should read it. Pure. */
  validate: (values: TValues) => TFormErrors<TValues>;
};

function focusField(form: HTMLFormElement, name: string) {
  const item = form.elements.namedItem(name);
  const element = item instanceof RadioNodeList ? item[0] : item;
  if (element instanceof HTMLElement) element.focus();
}

/**
 * Form state with inline validation: a field's error shows once it has been left with a value in
 * it, or after a submit attempt, and goes as soon as the value is fixed. Submitting an invalid form
 * moves focus to the first field with a problem. Errors from the server can be set per field.
 */
export function useForm<TValues extends Record<string, TFieldValue>>({ initial, validate }: TUseFormOptions<TValues>) {
  type TName = keyof TValues & string;
  const [values, setValues] = useState<TValues>(initial);
  const [visited, setVisited] = useState<Partial<Record<TName, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TFormErrors<TValues>>({});

  const clientErrors = validate(values);
  const errorFor = (name: TName): string | undefined =>
    serverErrors[name] ?? (attempted || visited[name] ? clientErrors[name] : undefined);

  const setValue = useCallback(<K extends TName>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /**
   * On a server-rendered page a visitor can type before the app's code has hydrated the form: the field then
   * holds text the state does not. When React attaches the field, what is in it (if the state still has the
   * initial value) becomes the field's value, so nothing typed is lost. One callback per field, kept across
   * renders, so React attaches it once.
   */
  const [takeTypedValues] = useState(() => new Map<TName, (element: HTMLElement | null) => void>());
  const takeTypedValue = (name: TName) => {
    let callback = takeTypedValues.get(name);
    if (!callback) {
      callback = (element) => {
        const isField =
          element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement;
        if (!isField) return;
        const typed = element.value;
        setValues((current) =>
          current[name] === initial[name] && typeof current[name] === 'string' && typed !== current[name]
            ? { ...current, [name]: typed }
            : current,
        );
      };
      takeTypedValues.set(name, callback);
    }
    return callback;
  };

  /** Props for a text-like input or select bound to `name`. */
  const register = (name: TName) => ({
    name,
    ref: takeTypedValue(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as TValues[typeof name]),
    onBlur: () => {
      if (values[name] !== '' && values[name] !== initial[name]) setVisited((v) => ({ ...v, [name]: true }));
    },
  });

  const handleSubmit = (onValid: (values: TValues) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const errors = { ...validate(values), ...serverErrors };
    const firstInvalid = (Object.keys(initial) as TName[]).find((name) => errors[name]);
    if (firstInvalid) {
      focusField(event.currentTarget, firstInvalid);
      return;
    }
    void onValid(values);
  };

  const reset = useCallback((next: TValues = initial) => {
    setValues(next);
    setVisited({});
    setAttempted(false);
    setServerErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is the first render's value
  }, []);

  const isValid = Object.values(clientErrors).every((problem) => !problem);
  return { values, setValue, register, errorFor, handleSubmit, setServerErrors, reset, isValid };
}

/**
 * The api's refusal as errors for the form's fields and the rest: the error body's `fields` holds each
 * sentence by field path ("card.number"), and `fields` here maps those paths to the form's names. What
 * belongs to no field of the form (or a refusal without fields) is `rest`, the message as it is.
 */
export function fieldErrorsFrom<TName extends string>(
  failure: unknown,
  fields: Record<string, TName>,
): { fieldErrors: Partial<Record<TName, string>>; rest: string | null } {
  const fieldErrors: Partial<Record<TName, string>> = {};
  const byField = serverFields(failure);
  if (!byField) return { fieldErrors, rest: messageOf(failure) };
  const rest: string[] = [];
  for (const [path, message] of Object.entries(byField)) {
    const name = fields[path];
    if (name) fieldErrors[name] ??= message;
    else rest.push(message);
  }
  return { fieldErrors, rest: rest.length ? rest.join('; ') : null };
}

/** The error body's sentences by field path, when the api named fields. */
export function serverFields(failure: unknown): Record<string, string> | null {
  const data = (failure as { data?: unknown } | null)?.data;
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The refusal's message for people (what getErrorMessage gives, without loading the api client here). */
export function messageOf(failure: unknown): string {
  const message = (failure as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : DEFAULT_ERROR_MESSAGE;
}
