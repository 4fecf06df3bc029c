import type { LayoutProps } from './layout-contract.ts';
import { DefaultLayout } from './default-layout.tsx';

/** /businessmaker/getonline: the default chrome inside a wrapper with class getonline (spec 2.3). */
export default function GetOnlineLayout(props: LayoutProps) {
  return (
    <div className="getonline">
      <DefaultLayout {...props} />
    </div>
  );
}
