/** Influencer applications (issue 10): stub until the panel lands. */
export function InfluencersPanel() {
  return <p className="text-ink-600">Coming soon.</p>;
}
