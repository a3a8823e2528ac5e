//! `gcn-isa`: GCN gfx9 (Vega) instruction tables, encoder, decoder, and an assembler and
//! printer in LLVM's syntax.
