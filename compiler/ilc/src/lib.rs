//! `ilc`: an optimizing compiler from AMD IL to R600 and GCN Vega machine code.
//!
//! This crate is the library entry point and hosts the `ilc` command-line tool.

pub use amdil;
