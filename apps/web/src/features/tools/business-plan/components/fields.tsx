import { useRef, useState, type Dispatch } from 'react';
import {
  BUSINESS_PLAN_LIMITS,
  BUSINESS_PLAN_LISTS,
  LONG_TEXT_FIELDS,
  MONEY_FIELDS,
  businessPlanImageProblem,
  moneyFieldProblem,
  type TBusinessPlanAction,
  type TBusinessPlanFormData,
  type TBusinessPlanListName,
  type TBusinessPlanTextField,
} from '@launchpad/shared';
import { ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, Input, inputClasses } from '@/components/ui/field';

export type TStepProps = { formData: TBusinessPlanFormData; dispatch: Dispatch<TBusinessPlanAction> };

type TTextField = Exclude<TBusinessPlanTextField, 'image'>;

export function TextField({
  field,
  label,
  hint,
  placeholder,
  formData,
  dispatch,
}: TStepProps & { field: TTextField; label: string; hint?: string; placeholder?: string }) {
  const long = LONG_TEXT_FIELDS.has(field);
  const money = MONEY_FIELDS.has(field);
  const value = formData[field];
  // Amounts only, said at once under the field (the financial plan never prints free text).
  const problem = money ? moneyFieldProblem(value) : null;
  return (
    <Field label={label} hint={hint} error={problem} optional={field !== 'companyName'}>
      {(control) =>
        long ? (
          <textarea
            {...control}
            value={value}
            placeholder={placeholder}
            rows={5}
            maxLength={BUSINESS_PLAN_LIMITS.longText}
            onChange={(event) => dispatch({ type: 'setText', field, value: event.target.value })}
            className={inputClasses(false, 'h-auto min-h-32 resize-y py-2.5 leading-relaxed')}
          />
        ) : (
          <Input
            {...control}
            value={value}
            placeholder={placeholder}
            maxLength={BUSINESS_PLAN_LIMITS.shortText}
            inputMode={money ? 'decimal' : undefined}
            onChange={(event) => dispatch({ type: 'setText', field, value: event.target.value })}
          />
        )
      }
    </Field>
  );
}

type TStringList = {
  [K in TBusinessPlanListName]: TBusinessPlanFormData[K] extends string[] ? K : never;
}[TBusinessPlanListName];

/** A list of one-line entries (five fixed slots, or a growing list such as notes). */
export function StringList({
  list,
  legend,
  itemLabel,
  placeholders,
  multiline = false,
  formData,
  dispatch,
}: TStepProps & {
  list: TStringList;
  legend: string;
  itemLabel: string;
  placeholders?: string[];
  multiline?: boolean;
}) {
  const items = formData[list];
  const spec = BUSINESS_PLAN_LISTS[list];
  const grows = spec.max > spec.initial;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      <ol className="space-y-2.5">
        {items.map((item, index) => (
          <li key={index} className="flex items-start gap-2.5">
            <span
              className="mt-2.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {multiline ? (
              <textarea
                aria-label={`${itemLabel} ${index + 1}`}
                value={item}
                rows={3}
                maxLength={BUSINESS_PLAN_LIMITS.longText}
                placeholder={placeholders?.[index]}
                onChange={(event) => dispatch({ type: 'setListItem', list, index, value: event.target.value })}
                className={inputClasses(false, 'h-auto min-h-20 flex-1 resize-y py-2.5')}
              />
            ) : (
              <Input
                aria-label={`${itemLabel} ${index + 1}`}
                value={item}
                maxLength={BUSINESS_PLAN_LIMITS.listText}
                placeholder={placeholders?.[index]}
                onChange={(event) => dispatch({ type: 'setListItem', list, index, value: event.target.value })}
              />
            )}
            {(grows || item) && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={
                  grows && items.length > spec.initial
                    ? `Remove ${itemLabel.toLowerCase()} ${index + 1}`
                    : `Clear ${itemLabel.toLowerCase()} ${index + 1}`
                }
                onClick={() => dispatch({ type: 'removeListItem', list, index })}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      {grows && (
        <Button
          variant="outline"
          size="sm"
          disabled={items.length >= spec.max}
          onClick={() => dispatch({ type: 'addListItem', list })}
        >
          <Plus aria-hidden="true" />
          Add {itemLabel.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

type TEntryList = 'competitors' | 'milestones' | 'teamMembers' | 'resources';

/** A growing list of small records (competitor, milestone, team member, resource). */
export function EntryList<K extends TEntryList>({
  list,
  legend,
  itemLabel,
  fields,
  formData,
  dispatch,
}: TStepProps & {
  list: K;
  legend: string;
  itemLabel: string;
  fields: {
    key: keyof TBusinessPlanFormData[K][number] & string;
    label: string;
    long?: boolean;
    placeholder?: string;
  }[];
}) {
  const items = formData[list] as Record<string, string>[];
  const spec = BUSINESS_PLAN_LISTS[list];
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      {items.map((item, index) => (
        <div key={index} className="rounded-xl border border-ink-100 bg-ink-50/40 p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink-700">
              {itemLabel} {index + 1}
            </p>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${items.length > spec.initial ? 'Remove' : 'Clear'} ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => dispatch({ type: 'removeListItem', list, index })}
            >
              <Trash2 aria-hidden="true" />
              {items.length > spec.initial ? 'Remove' : 'Clear'}
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((field) => (
              <Field key={field.key} label={field.label} className={field.long ? 'sm:col-span-2' : undefined}>
                {(control) =>
                  field.long ? (
                    <textarea
                      {...control}
                      value={item[field.key] ?? ''}
                      rows={3}
                      placeholder={field.placeholder}
                      maxLength={BUSINESS_PLAN_LIMITS.longText}
                      onChange={(event) =>
                        dispatch({
                          type: 'setListItem',
                          list,
                          index,
                          value: { ...item, [field.key]: event.target.value },
                        })
                      }
                      className={inputClasses(false, 'h-auto min-h-20 resize-y py-2.5')}
                    />
                  ) : (
                    <Input
                      {...control}
                      value={item[field.key] ?? ''}
                      placeholder={field.placeholder}
                      maxLength={BUSINESS_PLAN_LIMITS.listText}
                      onChange={(event) =>
                        dispatch({
                          type: 'setListItem',
                          list,
                          index,
                          value: { ...item, [field.key]: event.target.value },
                        })
                      }
                    />
                  )
                }
              </Field>
            ))}
          </div>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        disabled={items.length >= spec.max}
        onClick={() => dispatch({ type: 'addListItem', list })}
      >
        <Plus aria-hidden="true" />
        Add {itemLabel.toLowerCase()}
      </Button>
      {items.length >= spec.max && (
        <p className="text-sm text-ink-500">That is the most this plan can hold ({spec.max}).</p>
      )}
    </fieldset>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The logo or a product picture, kept as a data URL (PNG, JPEG or WebP, size-limited). */
export function ImageField({ formData, dispatch }: TStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file).catch(() => '');
    const problem = dataUrl ? businessPlanImageProblem(dataUrl) : 'The picture could not be read.';
    setError(problem);
    if (!problem) dispatch({ type: 'setImage', value: dataUrl });
    if (input.current) input.current.value = '';
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-ink-800">
        Logo or picture <span className="font-normal text-ink-500">(optional)</span>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-xl border border-dashed border-ink-300 bg-ink-50">
          {formData.image ? (
            <img src={formData.image} alt="Your logo" className="size-full object-contain" />
          ) : (
            <ImagePlus className="size-7 text-ink-400" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            {formData.image ? 'Change picture' : 'Choose picture'}
          </Button>
          {formData.image && (
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'setImage', value: '' })}>
              Remove
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={BUSINESS_PLAN_LIMITS.imageTypes.join(',')}
          className="sr-only"
          aria-label="Logo or picture file"
          tabIndex={-1}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      <p className="text-sm text-ink-500">
        PNG, JPEG or WebP under 350 KB. PNG and JPEG appear on the document&apos;s cover.
      </p>
      {error && <FieldError>{error}</FieldError>}
    </div>
  );
}
