//! r600-mc placeholder.
fn main() {}
