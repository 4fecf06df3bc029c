import { brand } from '../../../content/brand.ts';

/** Footer without links (spec 2.3 legal pages). */
export function PlainFooter() {
  return (
    <footer className="plain-footer">
      <div className="container">
        <p className="plain-footer__legal">© {brand.legalName}</p>
      </div>
    </footer>
  );
}
