//! Lowering from an [`amdil::Program`] to an IR [`Function`].
//!
//! - IL's four-component registers are scalarised: every `r#` component is an SSA variable
//!   (built with [`ssa::SsaBuilder`], Braun et al.); sources are swizzled per destination
//!   component, with the IL's source modifiers (invert, bias, x2, abs, neg, clamp, in the
//!   manual's order, L618-633) and destination shift-scale, `_sat` and write masks
//!   (`0`/`1` writes included, L519-545).
//! - Literals become constants; `cb#[]`, `icb[]`, `g[]` and indexed temps (`x#[]`, lowered to
//!   per-lane private arrays) become loads and stores, with relative addressing computed.
//! - IL's structured flow control (if/else, whileloop with break/continue and their
//!   conditional forms, switch/case/default with fallthrough) becomes a CFG.
//! - Subroutines (`call`/`call_logical*`) are inlined; recursion is a located error.
//! - All register values are `i32`; float operations bitcast in and out (free).
//!
//! Float operations carry the IL rules as flags: denormal flushing, legacy multiply unless
//! `_ieee`, `zeroop`. Errors carry the IL instruction's span; every IR instruction carries
//! the span of the IL instruction it came from ([`crate::SourceLoc`]).
//!
//! Choices where the manual is silent or ambiguous: `lds_load` writes its one dword to every
//! masked component; typed UAV loads give `(v, 0, 0, 1 or 1.0 by format)`; LDS ids are
//! laid out one after another in declaration order; structured UAV addresses become raw byte
//! addresses (`index * stride + offset`); pixel-style `vWinCoord` is `(x + 0.5, y + 0.5, 0, 1)`
//! of the work-item's global id. Not supported (reported as `unsupported: ...` at the IL
//! location): cube/array/multisample textures, DX9 texture stages, arena UAV loads and stores (their
//! declaration alone is accepted and has no effect), SRVs and the DX9 `loop` (which the
//! interpreter does not run either), and shared registers and append buffers: dispatch-wide
//! state whose cross-lane results depend on how lanes interleave (the interpreter runs each
//! instruction for all lanes, the evaluator runs lanes one at a time between barriers).

pub mod alu;
mod arith;
mod flow;
mod graphics;
mod memory;
mod operands;
pub mod ssa;

#[cfg(test)]
mod tests;

use crate::builder::FunctionBuilder;
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, SourceLoc};
use crate::instructions::{
    AddressSpace, AtomicOp, FenceFlags, FloatCC, FloatFlags, InstructionData, IntCC, MemSize,
    SpecialKind, ZeroOp,
};
use crate::opcode::Opcode as Op;
use crate::types::Type;
use alu::{Domain, Recipe};
use amdil::{
    CompSel, Control, Dst, DstComp, FenceFlag, FirstBit, Instruction, Opcode as Il, Program,
    RegType, RelOp, ShiftScale, Span, Src,
};
use ssa::SsaBuilder;
use std::collections::HashMap;
use std::fmt;

/// A lowering failure at an IL instruction or operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// Where in the IL source.
    pub span: Span,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}..{}: {}",
            self.span.start, self.span.end, self.message
        )
    }
}

impl std::error::Error for LowerError {}

type Result<T> = std::result::Result<T, LowerError>;

fn err<T>(span: Span, message: impl Into<String>) -> Result<T> {
    Err(LowerError {
        span,
        message: message.into(),
    })
}

/// Register class numbers used in SSA variables.
const VAR_TEMP: u8 = 0;

/// Float 1.0 bits, written by `1` swizzles and masks even for integer ops (L616).
const ONE_F32: u32 = 0x3f80_0000;

enum Frame {
    If {
        else_block: Block,
        merge: Option<Block>,
        in_else: bool,
    },
    Loop {
        header: Block,
        exit: Block,
    },
    Switch {
        value: Value,
        exit: Block,
        test: Block,
        default: Option<Block>,
    },
}

struct Lowerer<'p> {
    program: &'p Program,
    func: Function,
    /// Location of the IL instruction being lowered.
    srcloc: SourceLoc,
    ssa: SsaBuilder,
    cur: Block,
    frames: Vec<Frame>,
    literals: HashMap<u32, [u32; 4]>,
    private_of: HashMap<u32, u32>,
    struct_stride: HashMap<u32, u32>,
    lds_stride: HashMap<u32, u32>,
    /// Byte offset of each LDS id inside the work-group's LDS (ids are laid out in
    /// declaration order).
    lds_base: HashMap<u32, u32>,
    /// Byte offset of each GDS id in the IR's single GDS space.
    gds_base: HashMap<u32, u32>,
    /// Stride of each structured GDS id.
    gds_stride: HashMap<u32, u32>,
    /// The `w` a typed UAV load returns: 1.0 for float formats, 1 otherwise.
    typed_one: HashMap<u32, u32>,
    functions: HashMap<u32, usize>,
    /// Inlined calls: label, the block after the call, the flow-frame depth at entry.
    call_stack: Vec<(u32, Block, usize)>,
    /// Declared input registers `vN` of graphics stages.
    inputs: HashMap<u32, graphics::InputSource>,
    /// `dcl_resource` declarations by id.
    resources: HashMap<u32, graphics::ResourceDecl>,
}

impl Lowerer<'_> {
    fn b(&mut self) -> FunctionBuilder<'_> {
        let loc = self.srcloc;
        let mut b = FunctionBuilder::new(&mut self.func);
        b.switch_to_block(self.cur);
        b.set_srcloc(loc);
        b
    }

    fn iconst(&mut self, v: u32) -> Value {
        self.b().iconst(v as i32)
    }

    fn new_block(&mut self) -> Block {
        self.func.make_block()
    }

    /// Ends the current block with `data` (a terminator) and declares its edges.
    fn terminate(&mut self, data: InstructionData) -> Inst {
        let block = self.cur;
        let inst = self.func.append_inst(block, data);
        self.func.srclocs[inst] = self.srcloc;
        self.ssa.declare_edges(&self.func, block, inst);
        inst
    }

    fn jump(&mut self, to: Block) {
        self.terminate(InstructionData::Jump {
            dest: crate::BlockCall::new(to, &[]),
        });
    }

    fn brif(&mut self, cond: Value, then_block: Block, else_block: Block) {
        self.terminate(InstructionData::Brif {
            cond,
            then_dest: crate::BlockCall::new(then_block, &[]),
            else_dest: crate::BlockCall::new(else_block, &[]),
        });
    }

    /// Starts emitting into a fresh block with no predecessors (code after a jump).
    fn start_dead_block(&mut self) {
        let b = self.new_block();
        self.ssa.seal(&mut self.func, b);
        self.cur = b;
    }

    fn as_f32(&mut self, v: Value) -> Value {
        self.b().bitcast(Type::F32, v)
    }

    fn as_i32(&mut self, v: Value) -> Value {
        if self.func.value_type(v) == Type::I32 {
            v
        } else {
            self.b().bitcast(Type::I32, v)
        }
    }
}

/// Lowers a whole program (main body with subroutines inlined) to one function.
pub fn lower(program: &Program) -> Result<Function> {
    let mut func = Function::new("main");
    let entry = func.make_block();
    let mut lowerer = Lowerer {
        program,
        func,
        srcloc: SourceLoc::default(),
        ssa: SsaBuilder::default(),
        cur: entry,
        frames: Vec::new(),
        literals: HashMap::new(),
        private_of: HashMap::new(),
        struct_stride: HashMap::new(),
        lds_stride: HashMap::new(),
        lds_base: HashMap::new(),
        gds_base: HashMap::new(),
        gds_stride: HashMap::new(),
        typed_one: HashMap::new(),
        functions: HashMap::new(),
        call_stack: Vec::new(),
        inputs: HashMap::new(),
        resources: HashMap::new(),
    };
    lowerer.ssa.seal(&mut lowerer.func, entry);
    // Declarations and function bodies.
    let mut lds_bytes = 0u32;
    let mut gds_bytes = 0u32;
    for (i, inst) in program.instructions.iter().enumerate() {
        lowerer.declare_graphics(inst)?;
        match inst.opcode {
            Il::DclLiteral => {
                if let (Some(src), [a, b, c, d]) = (inst.srcs.first(), inst.extra.as_slice()) {
                    lowerer
                        .literals
                        .insert(src.reg.num.unwrap_or(0), [*a, *b, *c, *d]);
                }
            }
            Il::DclNumThreadPerGroup => {
                let mut size = [1u32; 3];
                for (d, w) in size.iter_mut().zip(inst.extra.iter()) {
                    *d = *w;
                }
                lowerer.func.group_size = Some(size);
            }
            Il::DclIndexedTempArray => {
                let Some(src) = inst.srcs.first() else {
                    continue;
                };
                let n = src.reg.num.unwrap_or(0);
                let size = src
                    .reg
                    .indices
                    .first()
                    .map_or(0, |i| i.offset.max(0) as u32);
                let id = lowerer.func.private_arrays.len() as u32;
                lowerer.func.private_arrays.push(size.saturating_mul(4));
                lowerer.private_of.insert(n, id);
            }
            Il::DclUav => {
                if let Some(id) = inst.id() {
                    let float = inst.has(&Control::Fmt(0, amdil::ElementFormat::Float));
                    lowerer
                        .typed_one
                        .insert(id, if float { ONE_F32 } else { 1 });
                }
            }
            Il::DclStructUav => {
                if let (Some(id), Some(&stride)) = (inst.id(), inst.extra.first()) {
                    lowerer.struct_stride.insert(id, stride);
                }
            }
            Il::DclLds => {
                if let Some(id) = inst.id() {
                    lowerer.lds_base.insert(id, lds_bytes);
                }
                lds_bytes = lds_bytes.saturating_add(inst.extra.first().copied().unwrap_or(0));
            }
            Il::DclGds => {
                if let Some(id) = inst.id() {
                    lowerer.gds_base.insert(id, gds_bytes);
                }
                gds_bytes = gds_bytes.saturating_add(inst.extra.first().copied().unwrap_or(0));
            }
            Il::DclStructGds => {
                if let (Some(id), [stride, count]) = (inst.id(), inst.extra.as_slice()) {
                    lowerer.gds_stride.insert(id, *stride);
                    lowerer.gds_base.insert(id, gds_bytes);
                    gds_bytes = gds_bytes.saturating_add(stride.saturating_mul(*count));
                }
            }
            Il::DclStructLds => {
                if let (Some(id), [stride, count]) = (inst.id(), inst.extra.as_slice()) {
                    lowerer.lds_stride.insert(id, *stride);
                    lowerer.lds_base.insert(id, lds_bytes);
                    lds_bytes = lds_bytes.saturating_add(stride.saturating_mul(*count));
                }
            }
            Il::DclConstBuffer
                if !inst.extra.is_empty()
                    && inst
                        .srcs
                        .first()
                        .is_some_and(|s| s.reg.ty == RegType::ImmedConstBuff) =>
            {
                lowerer.func.icb = inst.extra.to_vec();
            }
            Il::Func => {
                if let Some(&label) = inst.extra.first() {
                    lowerer.functions.insert(label, i + 1);
                }
            }
            _ => {}
        }
    }
    lowerer.func.lds_bytes = lds_bytes;
    lowerer.func.gds_bytes = gds_bytes;
    lowerer.lower_range(0)?;
    if let Some(frame) = lowerer.frames.first() {
        let what = match frame {
            Frame::If { .. } => "if-block",
            Frame::Loop { .. } => "loop",
            Frame::Switch { .. } => "switch",
        };
        return err(program.span, format!("unclosed {what}"));
    }
    // Blocks started after a jump that nothing reaches end here; simplify-cfg removes them.
    let mut func = lowerer.func;
    for block in func.layout.clone() {
        if func.terminator(block).is_none() {
            func.append_inst(block, InstructionData::Return);
        }
    }
    Ok(func)
}
