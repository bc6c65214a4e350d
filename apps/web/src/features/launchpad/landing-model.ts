import type { TSections } from './use-sections';
import type { LANDING_PAGE_SECTIONS } from './builder-rules';
import type { TLandingModel } from './components/landing-view';

/** The landing page's model from its sections, or null until its content has arrived. */
export function landingModel(sections: TSections<typeof LANDING_PAGE_SECTIONS>): TLandingModel | null {
  const content = sections.get('LandingPageContent').content;
  if (!content) return null;
  const names = sections.get('BusinessName').content?.business_names ?? [];
  const wheel = sections.get('BrandWheel').content?.brand_wheel;
  const colours = wheel?.visual_identity.colours ?? [];
  return {
    content,
    name: (names.find((name) => name.available) ?? names[0])?.name ?? content.main_title.split(/[:.–-]/)[0]!.trim(),
    tagline: wheel?.brand_attributes.essence ?? null,
    colours: { primary: colours[0]?.hex ?? '#5a4de4', accent: colours[1]?.hex ?? '#12b76a' },
    pitch: sections.get('ElevatorPitch').content,
  };
}

/** A file name for the downloaded page: "snackly-landing-page.html". */
export function landingFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'startup'}-landing-page.html`;
}
