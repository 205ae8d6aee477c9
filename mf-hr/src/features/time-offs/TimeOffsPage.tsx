/**
 * The time-offs screens. The shell shows each screen's title and breadcrumbs from the route table (src/routes.ts);
 * the screen's own content is built by its feature issue.
 */
export default function TimeOffsPage() {
  return null;
}
