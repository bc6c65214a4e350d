/** Content (issue 9): stub until the panel lands. */
export function ContentPanel() {
  return <p className="text-ink-600">Coming soon.</p>;
}
