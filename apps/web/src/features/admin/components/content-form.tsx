import { useState, type FormEvent } from 'react';
import { STARTUP_STAGES, isArticleKind, slugify, type TContentType } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { DialogFooter } from '@/components/ui/dialog';
import { Field, FieldSet, Input, Select, inputClasses } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { useCreateContentMutation, useListAdminContentQuery, useUpdateContentMutation } from '../content-api';
import {
  CONTENT_TYPE_LABELS,
  STAGE_LABELS,
  contentBodyFrom,
  contentErrorsFromServer,
  timeZoneOptions,
  type TContentFormErrors,
  type TContentFormValues,
} from '../content-form-values';
import { ContentMarkdownField } from './content-markdown-field';
import { FormGroup } from './form-group';

type TStringField = {
  [K in keyof TContentFormValues]: TContentFormValues[K] extends string ? K : never;
}[keyof TContentFormValues];

const textareaClasses = (invalid: boolean) => inputClasses(invalid, 'h-auto py-2.5 leading-relaxed');

/** Event organisers to pick from (the first 50, published or not). */
function OrganiserSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string, name: string | null) => void;
  error?: string | undefined;
}) {
  const { currentData, isFetching } = useListAdminContentQuery({ type: 'organizer', page: 1, pageSize: 50 });
  const organisers = (currentData?.items ?? []).flatMap((item) => (item.type === 'organizer' ? [item] : []));
  const known = organisers.some((organiser) => organiser.id === value);
  return (
    <Field label="Organiser" error={error} hint="Links the event to the organiser's page.">
      {(c) => (
        <Select
          {...c}
          value={value}
          disabled={isFetching && !currentData}
          onChange={(event) => {
            const id = event.target.value;
            onChange(id, organisers.find((organiser) => organiser.id === id)?.name ?? null);
          }}
        >
          <option value="">Not listed: type the name below</option>
          {value && !known && <option value={value}>Current organiser</option>}
          {organisers.map((organiser) => (
            <option key={organiser.id} value={organiser.id}>
              {organiser.name}
              {organiser.status === 'draft' ? ' (draft)' : ''}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type TContentFormProps = {
  type: TContentType;
  /** Edit this item (id), or create a new one (null). */
  itemId: string | null;
  initial: TContentFormValues;
  onDone: () => void;
  onCancel: () => void;
};

/** Create or edit one content item: the fields of CONTENT_INPUTS[type], with the server's messages. */
export function ContentForm({ type, itemId, initial, onDone, onCancel }: TContentFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TContentFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(itemId !== null);
  const [create, creating] = useCreateContentMutation();
  const [update, updating] = useUpdateContentMutation();
  const article = isArticleKind(type);
  const label = CONTENT_TYPE_LABELS[type].singular;

  const set = <K extends keyof TContentFormValues>(name: K, value: TContentFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if ((name === 'name' || name === 'title') && !slugTouched) next.slug = slugify(String(value));
      return next;
    });
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };
  const text = (name: TStringField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  });
  const err = (name: keyof TContentFormValues) => errors[name] || undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const outcome = contentBodyFrom(type, values);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      return;
    }
    try {
      const result = itemId
        ? await update({ type, id: itemId, body: outcome.body }).unwrap()
        : await create({ type, body: outcome.body }).unwrap();
      const fallback = itemId ? `Saved the ${label}.` : `Created the ${label}.`;
      void notify.success(result.message ?? fallback);
      onDone();
    } catch (error) {
      const { errors: fieldErrors, rest } = contentErrorsFromServer(error);
      setErrors(fieldErrors);
      setFailure(rest);
    }
  };

  const showAlert = failure !== null || Object.values(errors).some(Boolean);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-6">
      {showAlert && (
        <Alert tone="error" title={`The ${label} was not saved`}>
          {failure ?? 'Fix the fields marked below, then save again.'}
        </Alert>
      )}

      <FormGroup title="Basics">
        <div className="grid gap-4 sm:grid-cols-2">
          {article ? (
            <Field label="Title" error={err('title')}>
              {(c) => <Input {...c} {...text('title')} maxLength={200} />}
            </Field>
          ) : (
            <Field label="Name" error={err('name')}>
              {(c) => <Input {...c} {...text('name')} maxLength={160} />}
            </Field>
          )}
          <Field label="Slug" optional error={err('slug')} hint="The page address; made from the name when empty.">
            {(c) => (
              <Input
                {...c}
                {...text('slug')}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.target.value);
                }}
                className="font-mono text-sm"
                maxLength={120}
              />
            )}
          </Field>
          <Field label="Status" error={err('status')}>
            {(c) => (
              <Select {...c} value={values.status} onChange={(e) => set('status', e.target.value as never)}>
                <option value="draft">Draft: hidden from the site</option>
                <option value="published">Published: shown on the site</option>
              </Select>
            )}
          </Field>
          {article ? (
            <Field label="Category" error={err('category')} hint="e.g. Funding, Legal, Marketing.">
              {(c) => <Input {...c} {...text('category')} maxLength={60} />}
            </Field>
          ) : (
            <Field label="Industry" error={err('industry')} hint="The sector key, e.g. fintech, health, food.">
              {(c) => <Input {...c} {...text('industry')} maxLength={60} />}
            </Field>
          )}
        </div>
        {article ? (
          <Field label="Summary" error={err('summary')} hint="One or two sentences, shown on cards.">
            {(c) => (
              <textarea
                {...c}
                {...text('summary')}
                rows={2}
                maxLength={500}
                className={textareaClasses(Boolean(c['aria-invalid']))}
              />
            )}
          </Field>
        ) : (
          <Field label="Description" error={err('description')}>
            {(c) => (
              <textarea
                {...c}
                {...text('description')}
                rows={4}
                maxLength={5000}
                className={textareaClasses(Boolean(c['aria-invalid']))}
              />
            )}
          </Field>
        )}
      </FormGroup>

      {type === 'community' && (
        <FormGroup title="Community">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Platform" error={err('platform')} hint="Slack, Discord, Circle, meet-ups…">
              {(c) => <Input {...c} {...text('platform')} maxLength={60} />}
            </Field>
            <Field label="Members" optional error={err('memberCount')}>
              {(c) => <Input {...c} {...text('memberCount')} inputMode="numeric" placeholder="2500" />}
            </Field>
          </div>
        </FormGroup>
      )}

      {type === 'investor' && (
        <FormGroup title="Investor">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Firm" optional error={err('firm')}>
              {(c) => <Input {...c} {...text('firm')} maxLength={160} />}
            </Field>
            <Field label="Stage" error={err('stage')}>
              {(c) => (
                <Select {...c} value={values.stage} onChange={(e) => set('stage', e.target.value as never)}>
                  <option value="">Choose…</option>
                  {STARTUP_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {STAGE_LABELS[stage]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Cheque size" optional error={err('chequeSize')} hint="e.g. £25k–£150k.">
              {(c) => <Input {...c} {...text('chequeSize')} maxLength={60} />}
            </Field>
          </div>
        </FormGroup>
      )}

      {type === 'founder' && (
        <FormGroup title="Founder">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Company" error={err('company')}>
              {(c) => <Input {...c} {...text('company')} maxLength={160} />}
            </Field>
            <Field label="Role" error={err('role')} hint="e.g. Co-founder and CEO.">
              {(c) => <Input {...c} {...text('role')} maxLength={120} />}
            </Field>
          </div>
        </FormGroup>
      )}

      {type === 'organizer' && (
        <FormGroup title="Organiser">
          <Field label="Contact email" optional error={err('email')}>
            {(c) => <Input {...c} {...text('email')} type="email" autoComplete="off" />}
          </Field>
        </FormGroup>
      )}

      {type === 'perk' && (
        <FormGroup title="Perk">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Provider" error={err('provider')}>
              {(c) => <Input {...c} {...text('provider')} maxLength={120} />}
            </Field>
            <Field label="Offer" error={err('offer')} hint="e.g. £5,000 in credits for 12 months.">
              {(c) => <Input {...c} {...text('offer')} maxLength={200} />}
            </Field>
            <Field label="Value (£)" optional error={err('value')}>
              {(c) => <Input {...c} {...text('value')} inputMode="decimal" placeholder="500.00" />}
            </Field>
            <Field label="Last verified" optional error={err('lastVerifiedOn')}>
              {(c) => <Input {...c} {...text('lastVerifiedOn')} type="date" />}
            </Field>
          </div>
          <FieldSet legend="Eligible stages" hint="None ticked means every stage." error={err('eligibleStages')}>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {STARTUP_STAGES.map((stage) => (
                <label key={stage} className="flex items-center gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={values.eligibleStages.includes(stage)}
                    onChange={(e) =>
                      set(
                        'eligibleStages',
                        e.target.checked
                          ? [...values.eligibleStages, stage]
                          : values.eligibleStages.filter((s) => s !== stage),
                      )
                    }
                  />
                  {STAGE_LABELS[stage]}
                </label>
              ))}
            </div>
          </FieldSet>
          <Field label="Regions" optional error={err('regions')} hint="Comma separated, e.g. UK, EU, US.">
            {(c) => <Input {...c} {...text('regions')} />}
          </Field>
          <ContentMarkdownField
            label="How to redeem"
            name="redeemSteps"
            optional
            rows={5}
            value={values.redeemSteps}
            onChange={(value) => set('redeemSteps', value)}
            error={err('redeemSteps')}
            hint="Markdown: a numbered list works well."
          />
        </FormGroup>
      )}

      {type === 'event' && (
        <FormGroup title="When and where">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Starts" error={err('startsAt')}>
              {(c) => <Input {...c} {...text('startsAt')} type="datetime-local" />}
            </Field>
            <Field label="Ends" error={err('endsAt')}>
              {(c) => <Input {...c} {...text('endsAt')} type="datetime-local" />}
            </Field>
            <Field label="Time zone" error={err('timeZone')} hint="The times above are in this zone.">
              {(c) => (
                <Select {...c} value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
                  {!values.timeZone && <option value="">Choose…</option>}
                  {timeZoneOptions(values.timeZone).map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replace(/_/g, ' ')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Venue" optional error={err('venue')}>
              {(c) => <Input {...c} {...text('venue')} maxLength={200} />}
            </Field>
          </div>
          <label className="flex items-center gap-2.5 text-sm font-medium text-ink-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={values.isOnline}
              onChange={(e) => set('isOnline', e.target.checked)}
            />
            Online event
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <OrganiserSelect
              value={values.organizerId}
              error={err('organizerId')}
              onChange={(id, name) => {
                set('organizerId', id);
                if (name) set('organiser', name);
              }}
            />
            <Field label="Organiser name" error={err('organiser')}>
              {(c) => <Input {...c} {...text('organiser')} maxLength={160} />}
            </Field>
            <Field label="Tickets link" optional error={err('ticketsUrl')}>
              {(c) => <Input {...c} {...text('ticketsUrl')} type="url" placeholder="https://" />}
            </Field>
          </div>
        </FormGroup>
      )}

      {article && (
        <FormGroup title="Article">
          <Field label="Author" error={err('author')}>
            {(c) => <Input {...c} {...text('author')} maxLength={120} />}
          </Field>
          <ContentMarkdownField
            label="Body"
            name="body"
            value={values.body}
            onChange={(value) => set('body', value)}
            error={err('body')}
            hint="Markdown: ## headings, lists, **bold**, [links](https://…). Scripts and HTML are removed."
          />
        </FormGroup>
      )}

      <FormGroup title={article ? 'Listing' : 'Location and links'}>
        <div className="grid gap-4 sm:grid-cols-2">
          {!article && (
            <>
              <Field label="Location" error={err('location')} hint="As shown, e.g. London or Online.">
                {(c) => <Input {...c} {...text('location')} maxLength={120} />}
              </Field>
              <Field label="Country" optional error={err('countryCode')}>
                {(c) => (
                  <CountrySelect
                    {...c}
                    placeholder="None (online or worldwide)"
                    value={values.countryCode}
                    onChange={(e) => set('countryCode', e.target.value)}
                  />
                )}
              </Field>
              <Field label="Website" optional error={err('url')}>
                {(c) => <Input {...c} {...text('url')} type="url" placeholder="https://" />}
              </Field>
            </>
          )}
          <Field label="Tags" optional error={err('tags')} hint="Comma separated, at most 12.">
            {(c) => <Input {...c} {...text('tags')} />}
          </Field>
          <Field label="Image" optional error={err('image')} hint="An image address.">
            {(c) => <Input {...c} {...text('image')} maxLength={500} />}
          </Field>
        </div>
      </FormGroup>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={creating.isLoading || updating.isLoading}>
          {itemId ? 'Save changes' : `Create ${label}`}
        </Button>
      </DialogFooter>
    </form>
  );
}
