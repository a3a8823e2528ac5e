//! Benchmark of the R600 machine (filled in below).
fn main() {}
