//! A criterion measurement of the benchmark thread's CPU time, for a shared, loaded machine:
//! wall-clock time there counts the time other processes hold the core, CPU time does not.
//!
//! Source: the first field of `/proc/thread-self/schedstat` (nanoseconds the thread has run).
//! The kernel refreshes it at scheduler ticks and context switches, so one reading lags by up
//! to a tick; the lag is the same in distribution at both ends of a sample, so sample means are
//! unbiased, and criterion's samples (tens of milliseconds each) average it out. Where the file
//! is missing the measurement falls back to wall-clock time.

use criterion::measurement::{Measurement, ValueFormatter};
use criterion::{BenchmarkGroup, SamplingMode, Throughput};
use std::time::Instant;

/// Thread CPU time in nanoseconds.
pub struct CpuTime {
    origin: Instant,
}

impl Default for CpuTime {
    fn default() -> Self {
        CpuTime {
            origin: Instant::now(),
        }
    }
}

impl CpuTime {
    fn now(&self) -> u64 {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| self.origin.elapsed().as_nanos() as u64)
    }
}

impl Measurement for CpuTime {
    type Intermediate = u64;
    type Value = u64;

    fn start(&self) -> u64 {
        self.now()
    }
    fn end(&self, start: u64) -> u64 {
        self.now().saturating_sub(start)
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, v: &u64) -> f64 {
        *v as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        &NanosFormatter
    }
}

/// Sampling for a tick-resolution clock: equal samples of at least ~100 ms each.
pub fn configure<M: Measurement>(g: &mut BenchmarkGroup<'_, M>) {
    g.sampling_mode(SamplingMode::Flat);
    g.sample_size(20);
}

/// Formats nanoseconds and per-second throughputs (as criterion does for wall time).
struct NanosFormatter;

impl ValueFormatter for NanosFormatter {
    fn scale_values(&self, typical_ns: f64, values: &mut [f64]) -> &'static str {
        let (factor, unit) = match typical_ns {
            t if t < 1e3 => (1.0, "ns (cpu)"),
            t if t < 1e6 => (1e-3, "µs (cpu)"),
            t if t < 1e9 => (1e-6, "ms (cpu)"),
            _ => (1e-9, "s (cpu)"),
        };
        values.iter_mut().for_each(|v| *v *= factor);
        unit
    }

    fn scale_throughputs(
        &self,
        typical_ns: f64,
        throughput: &Throughput,
        values: &mut [f64],
    ) -> &'static str {
        let per_iter = match *throughput {
            Throughput::Bytes(n) | Throughput::BytesDecimal(n) | Throughput::Elements(n) => n,
        } as f64;
        let rate = per_iter * 1e9 / typical_ns;
        let (denominator, unit) = match rate {
            r if r < 1e3 => (1.0, "elem/s (cpu)"),
            r if r < 1e6 => (1e3, "Kelem/s (cpu)"),
            r if r < 1e9 => (1e6, "Melem/s (cpu)"),
            _ => (1e9, "Gelem/s (cpu)"),
        };
        values
            .iter_mut()
            .for_each(|v| *v = per_iter * 1e9 / *v / denominator);
        unit
    }

    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns"
    }
}
