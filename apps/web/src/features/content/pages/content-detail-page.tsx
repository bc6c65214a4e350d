import { useParams } from 'react-router';
import type { TContentType } from '@launchpad/shared/contracts/content';
import { ContentDetail } from '../components/content-detail';

/** /events/{id}, /investor/{id}, /blog/{id}…: one item of an area, addressed by its slug. */
export default function ContentDetailPage({ type, title }: { type: TContentType; title: string }) {
  const { id = '' } = useParams();
  return <ContentDetail key={`${type}/${id}`} type={type} id={id} title={title} />;
}
