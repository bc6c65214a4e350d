import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useForm } from './use-form';

function ContactForm({ onSend }: { onSend: (values: { name: string; email: string }) => void }) {
  const form = useForm({ initial: { name: '', email: '' }, validate: () => ({}) });
  return (
    <form onSubmit={form.handleSubmit(onSend)}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <label>
        Email
        <input {...form.register('email')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm on a server-rendered page', () => {
  beforeAll(() => {
    // React's act() outside Testing Library's render.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps what was typed before the form hydrated, and sends it', async () => {
    const sent: unknown[] = [];
    const onSend = (values: unknown) => void sent.push(values);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSend={onSend} />);
    document.body.append(container);
    // The visitor types into the server's HTML before the app's code has run.
    const name = container.querySelector<HTMLInputElement>('input[name="name"]');
    if (!name) throw new Error('no name field');
    name.value = 'Ada Lovelace';

    const root = await act(async () => hydrateRoot(container, <ContactForm onSend={onSend} />));
    await act(async () => container.querySelector('button')?.click());

    expect(name.value).toBe('Ada Lovelace');
    expect(sent).toEqual([{ name: 'Ada Lovelace', email: '' }]);
    act(() => root.unmount());
  });

  it('starts from the initial values when nothing was typed', async () => {
    const sent: unknown[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSend={(values) => void sent.push(values)} />);
    document.body.append(container);

    const root = await act(async () =>
      hydrateRoot(container, <ContactForm onSend={(values) => void sent.push(values)} />),
    );
    await act(async () => container.querySelector('button')?.click());

    expect(sent).toEqual([{ name: '', email: '' }]);
    act(() => root.unmount());
  });
});
