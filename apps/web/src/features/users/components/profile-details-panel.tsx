import type { TUserInfo } from '@launchpad/shared';
import { ZPhone } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Field, Input } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { notify } from '@/components/ui/toast';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { useUpdateProfileMutation } from '../api';

function phoneProblem(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return ZPhone.safeParse(value).success
    ? undefined
    : 'Use the international format with a + and country code, e.g. +44 20 7946 0958.';
}

/** Name, country and phone number (PUT /api/user). */
export function ProfileDetailsPanel({ user }: { user: TUserInfo }) {
  const [save, { isLoading }] = useUpdateProfileMutation();
  const initial = { name: user.name, country: user.country ?? '', phone: user.phone ?? '' };
  const form = useForm({
    initial,
    validate: (v) => ({
      name: !v.name.trim()
        ? 'Enter your name.'
        : v.name.trim().length > 100
          ? 'Use at most 100 characters.'
          : undefined,
      phone: phoneProblem(v.phone),
    }),
  });
  const unchanged =
    form.values.name.trim() === user.name &&
    form.values.country === (user.country ?? '') &&
    form.values.phone.trim() === (user.phone ?? '');

  const onSubmit = form.handleSubmit(async ({ name, country, phone }) => {
    try {
      const saved = await save({
        name: name.trim(),
        ...(country && { country }),
        phone: phone.trim() ? phone.trim() : null,
      }).unwrap();
      form.reset({ name: saved.name, country: saved.country ?? '', phone: saved.phone ?? '' });
      void notify.success('Your profile has been updated.');
    } catch (failure) {
      const { fieldErrors, rest } = fieldErrorsFrom(failure, {
        name: 'name',
        country: 'country',
        phone: 'phone',
      });
      form.setServerErrors(fieldErrors);
      if (rest) void notify.error(rest);
    }
  });

  return (
    <Panel
      title="Personal details"
      description="How we address you, and how to reach you about your orders."
      footer={
        <Button type="submit" form="profile-details-form" loading={isLoading} disabled={unchanged}>
          Save changes
        </Button>
      }
    >
      <form id="profile-details-form" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" error={form.errorFor('name')} className="sm:col-span-2">
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </Field>
        <Field label="Country" error={form.errorFor('country')}>
          {(control) => <CountrySelect {...control} {...form.register('country')} autoComplete="country" />}
        </Field>
        <Field label="Phone" optional error={form.errorFor('phone')} hint="With country code, e.g. +44 20 7946 0958.">
          {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" />}
        </Field>
      </form>
    </Panel>
  );
}
