//! `ilc`: an optimizing compiler from AMD IL to R600 and GCN Vega machine code.
//!
//! This crate is the library entry point and hosts the `ilc` command-line tool, whose
//! logic lives in [`cli`] so it can be tested in-process.

pub use amdil;

pub mod cli;
