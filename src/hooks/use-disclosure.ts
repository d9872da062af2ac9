import { useLocation } from 'react-router-dom';
import { usePanel } from './use-panel';

/**
 * A button that shows and hides a panel (./use-panel.ts) that closes when the router's location
 * changes (following a link). Give `toggleRef` to the button and `panelRef` to the panel.
 */
export function useDisclosure<Panel extends HTMLElement = HTMLElement>() {
  const { pathname, hash, key } = useLocation();
  return usePanel<Panel>(`${key} ${pathname}${hash}`);
}
