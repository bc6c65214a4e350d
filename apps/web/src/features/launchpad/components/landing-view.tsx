import type { CSSProperties } from 'react';
import type { TLandingPageContent, TSectionContent } from '@launchpad/shared';
import { readableBrandColour } from '../readable-colour';

/**
 * Everything the generated landing page is made of (SPEC §3 landing-page content). Only what the founder
 * says about the product: the page invites visitors to join the waitlist or learn more, and never shows
 * the builder's recommended investors, founders or communities, which would read as backers or partners.
 */
export type TLandingModel = {
  content: TLandingPageContent;
  name: string;
  tagline: string | null;
  colours: { primary: string; accent: string };
  /** The elevator pitch: the "learn more" part of the page. */
  pitch: TSectionContent<'ElevatorPitch'> | null;
};

/**
 * The landing page's own stylesheet: plain CSS, not the app's Tailwind, so the downloaded HTML file
 * carries exactly what it needs and looks the same offline.
 */
export const LANDING_CSS = `
.lp{--p:#5a4de4;--a:#12b76a;font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#141926;background:#fff;line-height:1.55;-webkit-font-smoothing:antialiased}
.lp *{box-sizing:border-box;margin:0}
.lp a{color:inherit}
.lp-wrap{max-width:72rem;margin:0 auto;padding:0 1.25rem}
.lp-nav{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:1.25rem 0}
.lp-brand{display:flex;align-items:center;gap:.6rem;font-weight:700;font-size:1.125rem;letter-spacing:-.01em}
.lp-mark{width:2rem;height:2rem;border-radius:.6rem;background:linear-gradient(135deg,var(--p),var(--a));display:inline-block}
.lp-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;border-radius:.75rem;padding:.75rem 1.25rem;font-weight:600;font-size:.95rem;text-decoration:none;background:var(--p);color:#fff!important;box-shadow:0 8px 24px -10px var(--p)}
.lp-btn.ghost{background:#fff;color:#141926!important;box-shadow:inset 0 0 0 1px #e3e6ed}
.lp-hero{position:relative;overflow:hidden;background:radial-gradient(60% 80% at 50% 0%,color-mix(in srgb,var(--p) 16%,#fff),#fff 75%)}
.lp-hero-in{padding:3.5rem 0 4rem;text-align:center}
.lp-kicker{display:inline-block;border-radius:999px;padding:.3rem .8rem;font-size:.8rem;font-weight:600;color:var(--p);background:color-mix(in srgb,var(--p) 10%,#fff)}
.lp h1{margin-top:1.1rem;font-size:clamp(2rem,5.5vw,3.6rem);line-height:1.08;letter-spacing:-.035em;font-weight:750;text-wrap:balance}
.lp-sub{margin:1.1rem auto 0;max-width:40rem;font-size:clamp(1.02rem,2.2vw,1.2rem);color:#4b5366;text-wrap:pretty}
.lp-ctas{margin-top:2rem;display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.lp-proto{margin:3rem auto 0;max-width:56rem;border-radius:1.25rem;background:#fff;box-shadow:0 24px 48px -12px rgba(20,25,38,.18);border:1px solid #e3e6ed;overflow:hidden;text-align:left}
.lp-proto-bar{display:flex;gap:.4rem;padding:.75rem 1rem;border-bottom:1px solid #f0f2f6}
.lp-proto-bar i{width:.6rem;height:.6rem;border-radius:999px;background:#e3e6ed;display:block}
.lp-proto-body{padding:1.5rem}
.lp-proto-title{font-weight:700;font-size:1.05rem}
.lp-grid{display:grid;gap:1rem;margin-top:1rem}
.lp-feature{border-radius:1rem;padding:1.1rem;background:#f7f8fa;border:1px solid #f0f2f6}
.lp-feature b{display:block;font-size:.98rem}
.lp-feature p{margin-top:.35rem;font-size:.9rem;color:#4b5366}
.lp-dot{width:2rem;height:2rem;border-radius:.6rem;margin-bottom:.7rem;background:color-mix(in srgb,var(--p) 14%,#fff);box-shadow:inset 0 0 0 6px color-mix(in srgb,var(--p) 28%,#fff)}
.lp-section{padding:3.5rem 0;border-top:1px solid #f0f2f6}
.lp-section h2{font-size:clamp(1.4rem,3vw,2rem);letter-spacing:-.025em;line-height:1.15;font-weight:700;text-wrap:balance}
.lp-narrow{max-width:46rem;text-align:center}
.lp-narrow h2{margin-top:.9rem}
.lp-lead{margin-top:1rem;font-size:1.05rem;color:#4b5366;text-wrap:pretty}
.lp-cta{margin:3rem 0;border-radius:1.5rem;padding:2.5rem 1.5rem;text-align:center;color:#fff;background:linear-gradient(135deg,var(--p),color-mix(in srgb,var(--p) 55%,#000))}
.lp-cta h2{color:#fff;font-size:clamp(1.5rem,3.4vw,2.25rem);font-weight:700;letter-spacing:-.025em;line-height:1.15}
.lp-cta p{margin:.75rem auto 0;max-width:36rem;opacity:.9}
.lp-cta .lp-btn{margin-top:1.5rem;background:#fff;color:#141926!important}
.lp-foot{padding:2rem 0 3rem;font-size:.85rem;color:#687185;text-align:center}
.lp-nav .lp-btn{display:none}
@media (min-width:640px){.lp-nav .lp-btn{display:inline-flex}.lp-grid{grid-template-columns:repeat(3,1fr)}.lp-hero-in{padding:5rem 0 5rem}}
`;

/** The generated landing page (SPEC §2 standalone): hero, how it works, learn more, join the waitlist. */
export function LandingView({ model }: { model: TLandingModel }) {
  const { content, name, pitch } = model;
  // The brand's primary carries text and white button labels: darkened until it reads (WCAG AA).
  const style = { '--p': readableBrandColour(model.colours.primary), '--a': model.colours.accent } as CSSProperties;
  return (
    <div className="lp" id="top" style={style}>
      <div className="lp-hero">
        <div className="lp-wrap">
          <nav className="lp-nav" aria-label={name}>
            <span className="lp-brand">
              <span className="lp-mark" aria-hidden="true" />
              {name}
            </span>
            <a className="lp-btn ghost" href="#get-started">
              {content.call_to_action}
            </a>
          </nav>
          <div className="lp-hero-in">
            {model.tagline && <span className="lp-kicker">{model.tagline}</span>}
            <h1>{content.main_title}</h1>
            <p className="lp-sub">{content.subtitle}</p>
            <div className="lp-ctas">
              <a className="lp-btn" href="#get-started">
                {content.call_to_action}
              </a>
              <a className="lp-btn ghost" href={pitch ? '#learn-more' : '#how-it-works'}>
                Learn more
              </a>
            </div>
            <div className="lp-proto" id="how-it-works">
              <div className="lp-proto-bar" aria-hidden="true">
                <i />
                <i />
                <i />
              </div>
              <div className="lp-proto-body">
                <h2 className="lp-proto-title">{content.prototype_title}</h2>
                <div className="lp-grid">
                  {content.features.map((feature) => (
                    <div key={feature.title} className="lp-feature">
                      <span className="lp-dot" aria-hidden="true" />
                      <b>{feature.title}</b>
                      <p>{feature.description}</p>
                    </div>
                  ))}
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div>
        {pitch && (
          <section className="lp-section" id="learn-more">
            <div className="lp-wrap lp-narrow">
              <p className="lp-kicker">{pitch.hook}</p>
              <h2>{pitch.one_liner}</h2>
              <p className="lp-lead">{pitch.pitch}</p>
            </div>
          </section>
        )}
        <div className="lp-wrap">
          <section className="lp-cta" id="get-started">
            <h2>Be the first to try {name}</h2>
            <p>Join the waitlist to hear first when {name} launches, or to help shape what comes next.</p>
            <a className="lp-btn" href="#top">
              {content.call_to_action}
            </a>
          </section>
        </div>
      </div>
      <footer className="lp-foot">
        © {new Date().getFullYear()} {name}
      </footer>
    </div>
  );
}

/** The page as one self-contained HTML file (no scripts, no external files). */
export async function landingHtml(model: TLandingModel): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const body = renderToStaticMarkup(<LandingView model={model} />);
  const title = `${model.name} – ${model.content.main_title}`.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>html{scroll-behavior:smooth}body{margin:0}${LANDING_CSS}</style>
</head>
<body>${body}</body>
</html>
`;
}
