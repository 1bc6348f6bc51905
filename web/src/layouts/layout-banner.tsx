import { createContext, useContext, type ReactNode } from 'react';

const LayoutBannerContext = createContext<ReactNode>(null);

/**
 * What every layout shows above its header, such as the masquerade banner ("you are viewing this customer's
 * account"): wrap the router (or a part of it) in this provider and every layout renders `banner` in its slot.
 */
export function LayoutBannerProvider({ banner, children }: { banner: ReactNode; children: ReactNode }) {
  return <LayoutBannerContext.Provider value={banner}>{children}</LayoutBannerContext.Provider>;
}

/** The slot each layout renders first: nothing unless a LayoutBannerProvider gives a banner. */
export function LayoutBanner() {
  const banner = useContext(LayoutBannerContext);
  return banner ? <div className="layout__banner">{banner}</div> : null;
}
