import { LayoutShell } from './layouts';

/** `panelv2`: the account area v2 (/accountv2/*): the brand bar above the customer's pages. */
export function PanelV2Layout() {
  return <LayoutShell name="panelv2" />;
}
