import { usePageHeader } from '../../lib/page-header';
import { FindView } from './find-page';

/** /map: tradespeople around a place on the map, with the find page's filters, and the list beside it for keyboards and screen readers. */
export default function MapPage() {
  usePageHeader('Tradespeople on the map');
  return <FindView layout="map" />;
}
