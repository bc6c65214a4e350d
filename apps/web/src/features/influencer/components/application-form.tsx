import { useRef, useState, type FormEvent } from 'react';
import { Plus, Send, Trash2 } from 'lucide-react';
import {
  INFLUENCER_CHANNELS,
  ZInfluencerApplicationRequest,
  type TInfluencerApplicationRequest,
} from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldSet, Input, inputClasses } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useApplyAsInfluencerMutation } from '../api';

const MAX_LINKS = 10;
const AUDIENCE_MAX = 2000;
type TChannel = (typeof INFLUENCER_CHANNELS)[number];
type TErrors = { audience?: string; channels?: string; links?: string; linkAt: Record<number, string> };

/** The contract's own rules and messages, by field (each link's problem under that link). */
function problemsWith(values: TInfluencerApplicationRequest): TErrors {
  const errors: TErrors = { linkAt: {} };
  const result = ZInfluencerApplicationRequest.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    if (field === 'links' && typeof index === 'number') errors.linkAt[index] ??= issue.message;
    else if (field === 'audience' || field === 'channels' || field === 'links') errors[field] ??= issue.message;
  }
  return errors;
}
/** The problem of link row `row`: errors are by position among the non-empty links sent. */
function firstFilledProblem(errors: TErrors, links: string[], row: number): string | undefined {
  const filledIndex = links.slice(0, row).filter((link) => link.trim()).length;
  return links[row]?.trim() ? errors.linkAt[filledIndex] : undefined;
}
const hasProblems = (errors: TErrors) =>
  Boolean(errors.audience || errors.channels || errors.links || Object.keys(errors.linkAt).length);

/** SPEC §2 /referral: apply with an audience, channels and links (POST /api/influencer/application). */
export function ApplicationForm() {
  const [audience, setAudience] = useState('');
  const [channels, setChannels] = useState<TChannel[]>([]);
  const [links, setLinks] = useState<string[]>(['']);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [apply, { isLoading }] = useApplyAsInfluencerMutation();

  const values = { audience: audience.trim(), channels, links: links.map((link) => link.trim()).filter(Boolean) };
  const errors = attempted ? problemsWith(values) : { linkAt: {} as Record<number, string> };
  const rowError = (row: number) => firstFilledProblem(errors, links, row);

  const toggleChannel = (channel: TChannel, on: boolean) =>
    setChannels((current) =>
      on
        ? INFLUENCER_CHANNELS.filter((c) => c === channel || current.includes(c))
        : current.filter((c) => c !== channel),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setServerError(null);
    const problems = problemsWith(values);
    if (hasProblems(problems)) {
      const badLink = links.findIndex((link, row) => link.trim() && firstFilledProblem(problems, links, row));
      const selector = problems.audience
        ? '[name="audience"]'
        : problems.channels
          ? '[name="channels"]'
          : `[name="link-${Math.max(badLink, 0)}"]`;
      formRef.current?.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    try {
      const { message } = await apply(values).unwrap();
      void notify.success(message ?? 'Application sent: we will review it within 1–3 business days.');
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Field
        label="Tell us about your audience"
        hint="Who follows you, how many, and why they would care about starting a business."
        error={errors.audience}
      >
        {(control) => (
          <textarea
            {...control}
            name="audience"
            value={audience}
            maxLength={AUDIENCE_MAX}
            onChange={(event) => setAudience(event.target.value)}
            className={inputClasses(Boolean(errors.audience), 'h-auto min-h-32 py-2.5 leading-relaxed')}
          />
        )}
      </Field>

      <FieldSet legend="Where do you publish?" hint="Choose every channel you use." error={errors.channels}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {INFLUENCER_CHANNELS.map((channel) => (
            <label
              key={channel}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-ink-200 bg-white px-3 py-2.5 text-sm font-medium text-ink-800 transition-colors hover:border-ink-300 has-checked:border-brand-300 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                name="channels"
                value={channel}
                className="size-4 accent-brand-600"
                checked={channels.includes(channel)}
                aria-invalid={errors.channels ? true : undefined}
                onChange={(event) => toggleChannel(channel, event.target.checked)}
              />
              {channel}
            </label>
          ))}
        </div>
      </FieldSet>

      <FieldSet
        legend="Links to your channels"
        hint={`Your profile or channel addresses, starting with https://. Up to ${MAX_LINKS}.`}
        error={errors.links}
      >
        <ul className="space-y-2">
          {links.map((link, row) => {
            const problem = rowError(row);
            return (
              <li key={row}>
                <div className="flex gap-2">
                  <Input
                    type="url"
                    inputMode="url"
                    name={`link-${row}`}
                    aria-label={`Link ${row + 1}`}
                    placeholder="https://"
                    value={link}
                    aria-invalid={problem || (row === 0 && errors.links) ? true : undefined}
                    onChange={(event) =>
                      setLinks((current) => current.map((value, i) => (i === row ? event.target.value : value)))
                    }
                  />
                  {links.length > 1 && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-11"
                      aria-label={`Remove link ${row + 1}`}
                      onClick={() => setLinks((current) => current.filter((_, i) => i !== row))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
                {problem && (
                  <div className="mt-1">
                    <FieldError>{problem}</FieldError>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {links.length < MAX_LINKS && (
          <Button variant="outline" size="sm" onClick={() => setLinks((current) => [...current, ''])}>
            <Plus aria-hidden="true" />
            Add a link
          </Button>
        )}
      </FieldSet>

      <Button type="submit" size="lg" loading={isLoading} className="w-full sm:w-auto">
        {!isLoading && <Send aria-hidden="true" />}
        Send application
      </Button>
    </form>
  );
}
