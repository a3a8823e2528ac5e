//! Text printer for functions, in a Cranelift-like syntax that [`crate::parser`] reads back.
//!
//! ```text
//! function %example {
//!     lds 256
//! block0:
//!     v0 = special local_id.x
//!     v1 = const.i32 4
//!     v2 = imul v0, v1
//!     v3 = load uav(0) v2
//!     v4 = icmp slt v3, v1
//!     brif v4, block1(v3), block1(v1)
//! block1(v5: i32):
//!     store uav(1) v2, v5
//!     return
//! }
//! ```
//! Integer constants print in signed decimal, float constants as hexadecimal bit patterns,
//! float flags as words after the mnemonic (`fmul ftz ieee sat`). An instruction with a known
//! IL source location is prefixed with `@start-end` (byte offsets).

use crate::entities::{Block, Inst};
use crate::function::Function;
use crate::instructions::{AddressSpace, BlockCall, FloatFlags, InstructionData, MemSize};
use crate::types::Type;
use std::fmt::{self, Write};

/// Formats an address space as printed (`uav(0)`, `lds`, ...).
pub fn space_text(space: AddressSpace) -> String {
    match space {
        AddressSpace::Uav(id) => format!("uav({id})"),
        AddressSpace::TypedUav(id) => format!("typed_uav({id})"),
        AddressSpace::Global => "global".into(),
        AddressSpace::Lds => "lds".into(),
        AddressSpace::Gds => "gds".into(),
        AddressSpace::Cb(id) => format!("cb({id})"),
        AddressSpace::Icb => "icb".into(),
        AddressSpace::Private(id) => format!("private({id})"),
        AddressSpace::Interpolant(id) => format!("interpolant({id})"),
        AddressSpace::VertexInput(id) => format!("vertex_input({id})"),
        AddressSpace::Output(id) => format!("output({id})"),
        AddressSpace::Discard => "discard".into(),
    }
}

/// Formats a constant's bit pattern for its type.
pub fn const_text(ty: Type, bits: u64) -> String {
    match ty {
        Type::I32 => format!("{}", bits as u32 as i32),
        Type::I64 => format!("{}", bits as i64),
        Type::F32 => format!("0x{:08x}", bits as u32),
        Type::F64 => format!("0x{bits:016x}"),
        Type::B1 => format!("{}", bits & 1),
    }
}

fn call_text(call: &BlockCall) -> String {
    if call.args.is_empty() {
        format!("{}", call.block)
    } else {
        let args: Vec<String> = call.args.iter().map(|v| v.to_string()).collect();
        format!("{}({})", call.block, args.join(", "))
    }
}

fn flags_text(flags: FloatFlags) -> String {
    flags.words().iter().map(|w| format!(" {w}")).collect()
}

fn size_suffix(size: MemSize) -> String {
    if size == MemSize::Dword {
        String::new()
    } else {
        format!(".{}", size.name())
    }
}

/// Formats one instruction (without indentation or newline).
pub fn inst_text(func: &Function, inst: Inst) -> String {
    let mut s = String::new();
    let loc = func.srclocs[inst];
    if !loc.is_unknown() {
        let _ = write!(s, "@{}-{} ", loc.start, loc.end);
    }
    if let Some(result) = func.inst_result(inst) {
        let _ = write!(s, "{result} = ");
    }
    let list = |vals: &[crate::Value]| {
        vals.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = match &func.insts[inst] {
        InstructionData::Const { ty, bits } => write!(s, "const.{ty} {}", const_text(*ty, *bits)),
        InstructionData::Unary { opcode, flags, arg } => {
            write!(s, "{}{} {arg}", opcode.name(), flags_text(*flags))
        }
        InstructionData::Binary {
            opcode,
            flags,
            args,
        } => {
            write!(s, "{}{} {}", opcode.name(), flags_text(*flags), list(args))
        }
        InstructionData::Ternary {
            opcode,
            flags,
            args,
        } => {
            write!(s, "{}{} {}", opcode.name(), flags_text(*flags), list(args))
        }
        InstructionData::Quaternary { opcode, args } => {
            write!(s, "{} {}", opcode.name(), list(args))
        }
        InstructionData::Bitcast { ty, arg } => write!(s, "bitcast.{ty} {arg}"),
        InstructionData::IntCompare { cond, args } => {
            write!(s, "icmp {} {}", cond.name(), list(args))
        }
        InstructionData::FloatCompare { cond, flags, args } => {
            write!(
                s,
                "fcmp {}{} {}",
                cond.name(),
                flags_text(*flags),
                list(args)
            )
        }
        InstructionData::Load { space, size, addr } => {
            write!(
                s,
                "load{} {} {addr}",
                size_suffix(*size),
                space_text(*space)
            )
        }
        InstructionData::Store { space, size, args } => {
            write!(
                s,
                "store{} {} {}",
                size_suffix(*size),
                space_text(*space),
                list(args)
            )
        }
        InstructionData::Atomic { op, space, args } => {
            write!(
                s,
                "atomic {} {} {}",
                op.name(),
                space_text(*space),
                list(args)
            )
        }
        InstructionData::Fence { flags } => {
            let words: Vec<&str> = flags.words().to_vec();
            write!(s, "fence {}", words.join(" "))
        }
        InstructionData::Special { reg } => {
            if reg.kind.has_axis() {
                write!(
                    s,
                    "special {}.{}",
                    reg.kind.name(),
                    ["x", "y", "z"].get(reg.axis as usize).unwrap_or(&"?")
                )
            } else {
                write!(s, "special {}", reg.kind.name())
            }
        }
        InstructionData::Jump { dest } => write!(s, "jump {}", call_text(dest)),
        InstructionData::Brif {
            cond,
            then_dest,
            else_dest,
        } => {
            write!(
                s,
                "brif {cond}, {}, {}",
                call_text(then_dest),
                call_text(else_dest)
            )
        }
        InstructionData::Return => write!(s, "return"),
        InstructionData::Texture { desc, args } => {
            let op = match desc.op {
                crate::instructions::TexOp::Sample => "sample",
                crate::instructions::TexOp::SampleCompare => "sample_c",
                crate::instructions::TexOp::Load => "load",
                crate::instructions::TexOp::ResInfo { uint: false } => "resinfo",
                crate::instructions::TexOp::ResInfo { uint: true } => "resinfo_uint",
            };
            let fmt: String = (0..4)
                .map(
                    |c| match (desc.int_formats >> c & 1, desc.signed_formats >> c & 1) {
                        (0, _) => 'f',
                        (_, 0) => 'u',
                        _ => 's',
                    },
                )
                .collect();
            let [u, v, w] = desc.offset;
            let args: Vec<String> = args.iter().map(|v| v.to_string()).collect();
            write!(
                s,
                "texture {op} {} res({}) smp({}) comp({}) fmt({fmt}) off({u},{v},{w}){} {}",
                desc.dim.name(),
                desc.resource,
                desc.sampler,
                desc.comp,
                if desc.unnorm { " unnorm" } else { "" },
                args.join(", ")
            )
        }
        InstructionData::Derivative { axis, fine, arg } => write!(
            s,
            "deriv {}{} {arg}",
            axis.name(),
            if *fine { " fine" } else { "" }
        ),
    };
    s
}

/// Formats a block header (`block1(v3: i32):`).
pub fn block_header(func: &Function, block: Block) -> String {
    let params = &func.blocks[block].params;
    if params.is_empty() {
        format!("{block}:")
    } else {
        let ps: Vec<String> = params
            .iter()
            .map(|p| format!("{p}: {}", func.value_type(*p)))
            .collect();
        format!("{block}({}):", ps.join(", "))
    }
}

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "function %{} {{", self.name)?;
        if let Some([x, y, z]) = self.group_size {
            writeln!(f, "    group_size {x}, {y}, {z}")?;
        }
        if self.lds_bytes != 0 {
            writeln!(f, "    lds {}", self.lds_bytes)?;
        }
        if self.gds_bytes != 0 {
            writeln!(f, "    gds {}", self.gds_bytes)?;
        }
        for size in &self.private_arrays {
            writeln!(f, "    private {size}")?;
        }
        if !self.icb.is_empty() {
            let words: Vec<String> = self.icb.iter().map(|w| format!("0x{w:08x}")).collect();
            writeln!(f, "    icb {}", words.join(", "))?;
        }
        for &block in &self.layout {
            writeln!(f, "{}", block_header(self, block))?;
            for &inst in &self.blocks[block].insts {
                writeln!(f, "    {}", inst_text(self, inst))?;
            }
        }
        writeln!(f, "}}")
    }
}
