import { Link } from 'react-router';
import { Clock, Mail, MapPin } from 'lucide-react';
import { paths } from '@/config/paths';
import { ContactForm } from '../components/contact-form';

const SUPPORT_EMAIL = 'support@launchpad.test';

const ways = [
  { icon: Mail, title: 'Email', text: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  { icon: Clock, title: 'Hours', text: 'Monday to Friday, 9:00 to 17:30 UK time' },
  { icon: MapPin, title: 'Office', text: 'Launchpad Ltd, 20 Finsbury Square, London EC2A 1AA' },
] as const;

/** /contact-us (SPEC §2, §7 `POST /api/contact`). */
export default function ContactPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <p className="text-sm font-semibold text-brand-700">Contact us</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
            Talk to the Launchpad team
          </h1>
          <p className="mt-4 text-ink-600">
            Questions about forming a company, an order, your domains or a partnership? Send us a message and a person
            will reply within one business day.
          </p>
          <ul className="mt-8 space-y-5">
            {ways.map(({ icon: Icon, title, text, ...rest }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-ink-900">{title}</span>
                  {'href' in rest ? (
                    <a href={rest.href} className="text-sm text-brand-700 underline-offset-2 hover:underline">
                      {text}
                    </a>
                  ) : (
                    <span className="text-sm text-ink-600">{text}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-ink-600">
            Looking for quick answers? Read the{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.sslFaqs}>
              SSL FAQs
            </Link>{' '}
            and the{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.idProtectFaqs}>
              ID Protect FAQs
            </Link>
            .
          </p>
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-ink-100 bg-white p-6 shadow-xs sm:p-8"
        >
          <h2 id="contact-form-title" className="text-lg font-semibold text-ink-900">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
