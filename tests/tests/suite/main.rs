//! The single integration-test binary of `ilc-tests`; each suite is one module.

mod cli_run;
mod corpus_expected;
mod demoted_division;
mod file_sizes;
mod frontend;
mod gcn_diff;
mod gcn_spill;
mod golden;
mod graphics;
mod opencl_kernels;
mod peers;
mod r600_diff;
mod r600_diff_gwin;
mod r600_graphics;
mod r600_random;
mod random_ir;
mod real_corpus;
mod speed_pairs;
mod vega_graphics;
