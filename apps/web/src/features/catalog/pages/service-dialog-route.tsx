import type { TServiceDialog } from '@/config/paths';
import { ServiceDialog } from '../components/service-dialog';

/** The dialog routes under /services: the services page stays behind them. */
export default function ServiceDialogRoute({ kind }: { kind: TServiceDialog }) {
  // Keyed by kind: moving from one dialog to another starts afresh.
  return <ServiceDialog key={kind} kind={kind} />;
}
