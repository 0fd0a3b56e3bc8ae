import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's one Prometheus registry. Every metric is registered here once, whatever creates
 * it: in the embedded mode the services and the gateway share the process, and a metric asked
 * for twice (a second test shop, a second gateway) is the one registered first.
 */
export const metricsRegistry = new Registry();

let defaultMetricsCollected = false;

/** The process metrics (CPU, memory, event loop lag, GC), collected once per process. */
export function collectProcessMetrics() {
  if (defaultMetricsCollected) return;
  defaultMetricsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The registry's metrics in Prometheus's text format, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  collectProcessMetrics();
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

interface MetricConfig<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
}

function once<M>(name: string, create: () => M): M {
  return (metricsRegistry.getSingleMetric(name) as M | undefined) ?? create();
}

export function histogram<L extends string>(config: MetricConfig<L> & { buckets?: number[] }): Histogram<L> {
  return once(config.name, () => new Histogram<L>({ ...config, registers: [metricsRegistry] }));
}

export function counter<L extends string>(config: MetricConfig<L>): Counter<L> {
  return once(config.name, () => new Counter<L>({ ...config, registers: [metricsRegistry] }));
}

/**
 * A gauge read when Prometheus scrapes: the sum of its sources (one per gateway or analytx
 * service in this process). `add` answers the function that removes the source again.
 */
export interface SampledGauge {
  add(source: () => number | Promise<number>): () => void;
}

const sampledGauges = new Map<string, SampledGauge>();

export function sampledGauge(config: { name: string; help: string }): SampledGauge {
  const existing = sampledGauges.get(config.name);
  if (existing) return existing;
  const sources = new Set<() => number | Promise<number>>();
  new Gauge({
    ...config,
    registers: [metricsRegistry],
    async collect() {
      // A source that cannot answer (its database closing) counts nothing rather than fail the scrape.
      const values = await Promise.allSettled([...sources].map(async (source) => source()));
      this.set(values.reduce((sum, value) => sum + (value.status === "fulfilled" ? value.value : 0), 0));
    },
  });
  const gauge: SampledGauge = {
    add(source) {
      sources.add(source);
      return () => void sources.delete(source);
    },
  };
  sampledGauges.set(config.name, gauge);
  return gauge;
}

/** Latency buckets in seconds, from a cached answer to an analysis of a large model. */
export const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
