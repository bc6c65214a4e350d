import { useState, type FormEvent, type ReactNode } from 'react';
import {
  BUSINESS_MODELS,
  BUSINESS_MODEL_LABELS,
  BUYER_TYPES,
  ZBriefCorrection,
  type TBriefCorrection,
  type TBusinessModel,
  type TBuyerType,
  type TIdeaBrief,
} from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { Field, FieldError, Input, Select } from '@/components/ui/field';
import { BUYER_LABELS } from '../brief-rules';

/** Sends a correction; resolves to the problem to show, or null once the new version is on its way. */
export type TSaveCorrection = (correction: TBriefCorrection) => Promise<string | null>;

export type TEditorProps = { save: TSaveCorrection; close: () => void };

/** Checks the correction as the server will, sends it, and keeps the editor open with the problem if any. */
export function useEditorSubmit({ save, close }: TEditorProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (correction: TBriefCorrection) => {
    if (Object.keys(correction).length === 0) return close();
    const checked = ZBriefCorrection.safeParse(correction);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Check what you typed.');
    setSaving(true);
    const answer = await save(checked.data);
    setSaving(false);
    if (answer) setProblem(answer);
    else close();
  };
  return { problem, saving, submit, clear: () => setProblem(null) };
}

export function EditorForm({
  onSubmit,
  problem,
  saving,
  children,
}: {
  onSubmit: () => void;
  problem: string | null;
  saving: boolean;
  children: ReactNode;
}) {
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={handle} className="mt-3 space-y-4">
      {children}
      {problem && (
        <div role="alert">
          <FieldError>{problem}</FieldError>
        </div>
      )}
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-ink-500">Saving builds a new version; the earlier one stays.</p>
        <Button type="submit" size="sm" loading={saving}>
          Save and rebuild
        </Button>
      </div>
    </form>
  );
}

/** One line of text: what is sold. */
export function OfferingEditor({ brief, ...props }: TEditorProps & { brief: TIdeaBrief }) {
  const [value, setValue] = useState(brief.offering);
  const editor = useEditorSubmit(props);
  const changed = value.trim() !== brief.offering;
  return (
    <EditorForm
      onSubmit={() => void editor.submit(changed ? { offering: value } : {})}
      problem={editor.problem}
      saving={editor.saving}
    >
      <Field label="What you sell" hint="A few words, e.g. “refurbished office chairs”.">
        {(control) => (
          <Input {...control} value={value} maxLength={120} onChange={(event) => setValue(event.target.value)} />
        )}
      </Field>
    </EditorForm>
  );
}

/** Who pays (businesses or people, and which), and who uses it when that is someone else. */
export function WhoPaysEditor({ brief, ...props }: TEditorProps & { brief: TIdeaBrief }) {
  const [buyer, setBuyer] = useState<TBuyerType>(brief.buyer);
  const [customer, setCustomer] = useState(brief.customer);
  const [endUser, setEndUser] = useState(brief.end_user ?? '');
  const editor = useEditorSubmit(props);
  const correction = (): TBriefCorrection => {
    const next: TBriefCorrection = {};
    if (buyer !== brief.buyer) next.buyer = buyer;
    if (customer.trim() !== brief.customer) next.customer = customer;
    const user = endUser.trim() || null;
    if (user !== brief.end_user) next.end_user = user;
    return next;
  };
  return (
    <EditorForm onSubmit={() => void editor.submit(correction())} problem={editor.problem} saving={editor.saving}>
      <Field label="Who pays">
        {(control) => (
          <Select {...control} value={buyer} onChange={(event) => setBuyer(event.target.value as TBuyerType)}>
            {BUYER_TYPES.map((type) => (
              <option key={type} value={type}>
                {BUYER_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={buyer === 'b2b' ? 'Which businesses' : 'Which people'}
        hint={buyer === 'b2b' ? 'e.g. “small dental clinics”.' : 'e.g. “remote workers”.'}
      >
        {(control) => (
          <Input {...control} value={customer} maxLength={120} onChange={(event) => setCustomer(event.target.value)} />
        )}
      </Field>
      <Field label="Who uses it" optional hint="Only when it is not who pays, e.g. “patients”.">
        {(control) => (
          <Input {...control} value={endUser} maxLength={120} onChange={(event) => setEndUser(event.target.value)} />
        )}
      </Field>
    </EditorForm>
  );
}

/** How the business makes money. */
export function ModelEditor({ brief, ...props }: TEditorProps & { brief: TIdeaBrief }) {
  const [model, setModel] = useState<TBusinessModel>(brief.business_model);
  const editor = useEditorSubmit(props);
  return (
    <EditorForm
      onSubmit={() => void editor.submit(model !== brief.business_model ? { business_model: model } : {})}
      problem={editor.problem}
      saving={editor.saving}
    >
      <Field label="Business model">
        {(control) => (
          <Select {...control} value={model} onChange={(event) => setModel(event.target.value as TBusinessModel)}>
            {BUSINESS_MODELS.map((key) => (
              <option key={key} value={key}>
                {BUSINESS_MODEL_LABELS[key]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </EditorForm>
  );
}

/** A place typed by name; `places` turns it into the whole list the correction carries. */
export function PlaceEditor({
  initial,
  main,
  places,
  ...props
}: TEditorProps & { initial: string; main: boolean; places: (name: string) => string[] }) {
  const [value, setValue] = useState(initial);
  const editor = useEditorSubmit(props);
  const changed = value.trim() !== initial;
  return (
    <EditorForm
      onSubmit={() => void editor.submit(changed ? { places: places(value.trim()) } : {})}
      problem={editor.problem}
      saving={editor.saving}
    >
      <Field
        label="City, region or country"
        hint={
          main
            ? 'Prices, company formation and what we recommend follow its country.'
            : 'e.g. “Leeds”, “Bavaria, Germany” or “Portugal”.'
        }
      >
        {(control) => (
          <Input
            {...control}
            value={value}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => {
              setValue(event.target.value);
              editor.clear();
            }}
          />
        )}
      </Field>
    </EditorForm>
  );
}
