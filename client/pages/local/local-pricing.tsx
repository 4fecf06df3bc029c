// The local listings pricing tables (spec 2.5): the shared price cards, localstd and localprem.
// Until the shared price cards land, this section links to the plan comparison.
import { Link } from 'react-router-dom';

export function LocalPricing() {
  return (
    <section className="section section--alt" id="pricing" aria-labelledby="local-pricing">
      <div className="container">
        <h2 id="local-pricing">Local listings plans</h2>
        <p>
          Two plans, both on 70+ directories. <Link to="/local/compare-plans">Compare Standard and Premium</Link>.
        </p>
      </div>
    </section>
  );
}
