import { BuilderTeaser } from '../components/builder-teaser';
import { ClosingCta } from '../components/closing-cta';
import { Community } from '../components/community';
import { DomainSearch } from '../components/domain-search';
import { Hero } from '../components/hero';
import { Marketplace } from '../components/marketplace';
import { ToolsGrid } from '../components/tools-grid';

/** The home page (SPEC §2 "/"): the marketplace and plans come from the catalogue (sectionData). */
export default function HomePage() {
  return (
    <>
      <Hero />
      <DomainSearch />
      <Marketplace />
      <BuilderTeaser />
      <ToolsGrid />
      <Community />
      <ClosingCta />
    </>
  );
}
