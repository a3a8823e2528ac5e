//! Integration tests of gcn-isa: agreement with llvm-mc-14, round trips, table sizes.

// The workspace denies unwrap()/expect() outside tests; test code may use them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod cli;
mod conform;
mod conformance;
mod counts;
mod gen;
mod generated_table;
mod llvm_cases;
mod oracle;
mod roundtrip;
mod undefined;
