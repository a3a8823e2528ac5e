//! Which rows of `gcn-isa`'s opcode tables the Vega machine executes. An opcode is
//! implemented when [`super::semantics::lookup`] gives it semantics and it has no 16-bit
//! operand (the machine models no F16/I16 arithmetic); every other opcode stops a run with
//! `unimplemented: <mnemonic> at <pc>`. `docs/vega-sim.md` lists the unimplemented ones, and a
//! test keeps that list equal to [`unimplemented_list`].

use gcn_isa::table::{Format, OpInfo, Ty};
use gcn_isa::Op;

use super::semantics;

/// Whether an opcode has a 16-bit (or packed 16-bit) operand.
pub fn has_16bit_operand(info: &OpInfo) -> bool {
    info.operands
        .iter()
        .any(|s| matches!(s.ty, Ty::F16 | Ty::I16 | Ty::V2F16 | Ty::V2I16))
}

/// Whether the machine executes this opcode (some operand values and modes of an implemented
/// opcode may still be unimplemented: a non-MODE hardware register, a non-default rounding
/// mode, integer clamp, GDS, `lds` forms; those are named in the error).
pub fn implemented(op: Op) -> bool {
    let info = op.info();
    let vector_alu = matches!(
        info.format,
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p
    );
    semantics::lookup(op).is_some() && !(vector_alu && has_16bit_operand(info))
}

fn format_name(f: Format) -> &'static str {
    match f {
        Format::Sop2 => "SOP2",
        Format::Sopk => "SOPK",
        Format::Sop1 => "SOP1",
        Format::Sopc => "SOPC",
        Format::Sopp => "SOPP",
        Format::Smem => "SMEM",
        Format::Vop2 => "VOP2",
        Format::Vop1 => "VOP1",
        Format::Vopc => "VOPC",
        Format::Vop3 => "VOP3",
        Format::Vop3p => "VOP3P",
        Format::Vintrp => "VINTRP",
        Format::Ds => "DS",
        Format::Mubuf => "MUBUF",
        Format::Mtbuf => "MTBUF",
        Format::Mimg => "MIMG",
        Format::Exp => "EXP",
        Format::Flat => "FLAT",
        Format::Global => "GLOBAL",
        Format::Scratch => "SCRATCH",
    }
}

/// The unimplemented opcodes as Markdown: one bullet per format (in table order) with its
/// count and mnemonics, 16-bit ones marked `*`; the first line gives the totals.
pub fn unimplemented_list() -> String {
    let all: Vec<&OpInfo> = Op::all().map(Op::info).collect();
    let missing: Vec<&OpInfo> = Op::all()
        .filter(|&op| !implemented(op))
        .map(Op::info)
        .collect();
    let mut out = format!(
        "{} of {} opcodes are implemented; {} are not (`*`: has a 16-bit operand):\n\n",
        all.len() - missing.len(),
        all.len(),
        missing.len()
    );
    let mut formats: Vec<Format> = Vec::new();
    for i in &missing {
        if !formats.contains(&i.format) {
            formats.push(i.format);
        }
    }
    for f in formats {
        let names: Vec<String> = missing
            .iter()
            .filter(|i| i.format == f)
            .map(|i| {
                let star = if has_16bit_operand(i) { "*" } else { "" };
                format!("`{}`{star}", i.name)
            })
            .collect();
        let total = all.iter().filter(|i| i.format == f).count();
        out.push_str(&format!(
            "- {} ({} of {total}): {}\n",
            format_name(f),
            names.len(),
            names.join(", ")
        ));
    }
    out
}
