import client from 'prom-client';

// The latency histogram's storage: observations tallied in plain numbers, exported as prom-client's own.

export interface LatencyTally {
  labels: { route: string; method: string };
  /** Observations per bucket (not cumulative), in the order of the histogram's upper bounds. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * A prom-client histogram whose observations are tallied outside it (`observe` on a LatencyTally) and exported in
 * exactly the form prom-client gives its own (test/unit/metrics.test.ts compares the two).
 */
export class TalliedHistogram<T extends string> extends client.Histogram<T> {
  private readonly tallies = new Map<string, LatencyTally>();
  private readonly bounds: number[];
  private readonly names: { name: string; help: string; aggregator: client.Aggregator };

  constructor(config: client.HistogramConfiguration<T> & { buckets: number[] }) {
    super(config);
    this.bounds = [...config.buckets];
    this.names = { name: config.name, help: config.help, aggregator: config.aggregator ?? 'sum' };
  }

  /** The tally of one label set, made on first use. */
  tally(labels: { route: string; method: string }): LatencyTally {
    const key = `${labels.route} ${labels.method}`;
    let t = this.tallies.get(key);
    if (!t) this.tallies.set(key, (t = { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 }));
    return t;
  }

  /** One observation, in seconds: the first bucket whose upper bound holds it, as prom-client counts. */
  observeInto(t: LatencyTally, seconds: number): void {
    t.sum += seconds;
    t.count++;
    const b = this.bounds;
    for (let i = 0; i < b.length; i++) {
      if (seconds <= b[i]) {
        t.buckets[i]++;
        return;
      }
    }
  }

  /** What prom-client's Histogram builds from its own values, built from the tallies. */
  async getForPromString() {
    const { name, help, aggregator } = this.names;
    const values: Array<{
      labels: Record<string, string | number>;
      sharedLabels: Record<string, string>;
      value: number;
      metricName: string;
      exemplar?: null;
    }> = [];
    for (const t of this.tallies.values()) {
      let acc = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        acc += t.buckets[i];
        values.push({
          labels: { le: this.bounds[i] },
          sharedLabels: t.labels,
          value: acc,
          metricName: `${name}_bucket`,
          exemplar: null,
        });
      }
      values.push({
        labels: { le: '+Inf' },
        sharedLabels: t.labels,
        value: t.count,
        metricName: `${name}_bucket`,
        exemplar: null,
      });
      values.push({ labels: {}, sharedLabels: t.labels, value: t.sum, metricName: `${name}_sum` });
      values.push({ labels: {}, sharedLabels: t.labels, value: t.count, metricName: `${name}_count` });
    }
    return { name, help, type: 'histogram' as const, values, aggregator };
  }

  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    } as unknown as client.MetricObjectWithValues<client.MetricValueWithName<T>>;
  }

  reset(): void {
    super.reset();
    this.tallies?.clear();
  }
}
