//! `r600-isa`: R600 (VLIW5) microcode tables, encoder, decoder and assembler text format.
