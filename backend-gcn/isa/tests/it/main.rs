//! Integration tests of gcn-isa: agreement with llvm-mc-14, round trips, table sizes.

mod cli;
mod conform;
mod conformance;
mod counts;
mod gen;
mod oracle;
mod roundtrip;
