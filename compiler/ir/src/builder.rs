//! A cursor-style builder appending instructions to a [`Function`].
//!
//! Used by lowering, passes and tests. Each method appends one instruction at the end of the
//! current block and returns its result value. Type errors are not checked here: run the
//! verifier on the finished function.

use crate::entities::{Block, Inst, Value};
use crate::function::Function;
use crate::instructions::{
    AddressSpace, AtomicOp, BlockCall, FenceFlags, FloatCC, FloatFlags, InstructionData, IntCC,
    MemSize, SpecialKind, SpecialReg,
};
use crate::opcode::Opcode;
use crate::types::Type;

/// Appends instructions to a function at the end of a current block.
pub struct FunctionBuilder<'f> {
    /// The function being built.
    pub func: &'f mut Function,
    block: Option<Block>,
    srcloc: crate::function::SourceLoc,
}

impl<'f> FunctionBuilder<'f> {
    /// A builder with no current block.
    pub fn new(func: &'f mut Function) -> FunctionBuilder<'f> {
        FunctionBuilder {
            func,
            block: None,
            srcloc: Default::default(),
        }
    }

    /// Creates a new block (appended to the layout).
    pub fn create_block(&mut self) -> Block {
        self.func.make_block()
    }

    /// Makes `block` the current block.
    pub fn switch_to_block(&mut self, block: Block) {
        self.block = Some(block);
    }

    /// Sets the source location given to instructions appended from now on.
    pub fn set_srcloc(&mut self, loc: crate::function::SourceLoc) {
        self.srcloc = loc;
    }

    /// The current block.
    pub fn current_block(&self) -> Option<Block> {
        self.block
    }

    /// Appends a parameter to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        self.func.append_block_param(block, ty)
    }

    /// Appends raw instruction data to the current block (creating a block if none).
    pub fn ins(&mut self, data: InstructionData) -> Inst {
        let block = match self.block {
            Some(b) => b,
            None => {
                let b = self.func.make_block();
                self.block = Some(b);
                b
            }
        };
        let inst = self.func.append_inst(block, data);
        if !self.srcloc.is_unknown() {
            self.func.srclocs[inst] = self.srcloc;
        }
        inst
    }

    /// Appends `data` (an instruction with a result) and returns its result.
    pub fn value(&mut self, data: InstructionData) -> Value {
        let inst = self.ins(data);
        // Every data format passed here has a result; `Detached`-style fallback is never hit
        // for well-formed calls, but stay panic-free: a missing result yields a fresh `i32`.
        match self.func.inst_result(inst) {
            Some(v) => v,
            None => self.func.values.push(crate::function::ValueData {
                ty: Type::I32,
                def: crate::function::ValueDef::Detached,
            }),
        }
    }

    /// A constant from its bit pattern.
    pub fn constant(&mut self, ty: Type, bits: u64) -> Value {
        self.value(InstructionData::Const {
            ty,
            bits: bits & ty.mask(),
        })
    }

    /// An `i32` constant.
    pub fn iconst(&mut self, v: i32) -> Value {
        self.constant(Type::I32, v as u32 as u64)
    }

    /// An `f32` constant.
    pub fn fconst(&mut self, v: f32) -> Value {
        self.constant(Type::F32, v.to_bits() as u64)
    }

    /// A `b1` constant.
    pub fn bconst(&mut self, v: bool) -> Value {
        self.constant(Type::B1, v as u64)
    }

    /// A one-operand operation.
    pub fn unary(&mut self, opcode: Opcode, flags: FloatFlags, arg: Value) -> Value {
        self.value(InstructionData::Unary { opcode, flags, arg })
    }

    /// A two-operand operation.
    pub fn binary(&mut self, opcode: Opcode, flags: FloatFlags, a: Value, b: Value) -> Value {
        self.value(InstructionData::Binary {
            opcode,
            flags,
            args: [a, b],
        })
    }

    /// A three-operand operation.
    pub fn ternary(
        &mut self,
        opcode: Opcode,
        flags: FloatFlags,
        a: Value,
        b: Value,
        c: Value,
    ) -> Value {
        self.value(InstructionData::Ternary {
            opcode,
            flags,
            args: [a, b, c],
        })
    }

    /// A four-operand operation.
    pub fn quaternary(&mut self, opcode: Opcode, args: [Value; 4]) -> Value {
        self.value(InstructionData::Quaternary { opcode, args })
    }

    /// An integer (or bitwise) two-operand operation with default flags.
    pub fn int(&mut self, opcode: Opcode, a: Value, b: Value) -> Value {
        self.binary(opcode, FloatFlags::default(), a, b)
    }

    /// `a + b` on integers.
    pub fn iadd(&mut self, a: Value, b: Value) -> Value {
        self.int(Opcode::Iadd, a, b)
    }

    /// `cond ? a : b`.
    pub fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        self.ternary(Opcode::Select, FloatFlags::default(), cond, a, b)
    }

    /// Reinterprets bits as `ty`.
    pub fn bitcast(&mut self, ty: Type, arg: Value) -> Value {
        self.value(InstructionData::Bitcast { ty, arg })
    }

    /// Integer comparison.
    pub fn icmp(&mut self, cond: IntCC, a: Value, b: Value) -> Value {
        self.value(InstructionData::IntCompare { cond, args: [a, b] })
    }

    /// Float comparison.
    pub fn fcmp(&mut self, cond: FloatCC, flags: FloatFlags, a: Value, b: Value) -> Value {
        self.value(InstructionData::FloatCompare {
            cond,
            flags,
            args: [a, b],
        })
    }

    /// Memory load of one `i32`.
    pub fn load(&mut self, space: AddressSpace, size: MemSize, addr: Value) -> Value {
        self.value(InstructionData::Load { space, size, addr })
    }

    /// Memory store.
    pub fn store(&mut self, space: AddressSpace, size: MemSize, addr: Value, value: Value) -> Inst {
        self.ins(InstructionData::Store {
            space,
            size,
            args: [addr, value],
        })
    }

    /// Atomic read-modify-write returning the old value.
    pub fn atomic(&mut self, op: AtomicOp, space: AddressSpace, args: &[Value]) -> Value {
        self.value(InstructionData::Atomic {
            op,
            space,
            args: args.into(),
        })
    }

    /// Barrier/fence.
    pub fn fence(&mut self, flags: FenceFlags) -> Inst {
        self.ins(InstructionData::Fence { flags })
    }

    /// Reads a dispatch register.
    pub fn special(&mut self, kind: SpecialKind, axis: u8) -> Value {
        self.value(InstructionData::Special {
            reg: SpecialReg { kind, axis },
        })
    }

    /// Unconditional branch.
    pub fn jump(&mut self, block: Block, args: &[Value]) -> Inst {
        self.ins(InstructionData::Jump {
            dest: BlockCall::new(block, args),
        })
    }

    /// Conditional branch.
    pub fn brif(
        &mut self,
        cond: Value,
        then_block: Block,
        then_args: &[Value],
        else_block: Block,
        else_args: &[Value],
    ) -> Inst {
        self.ins(InstructionData::Brif {
            cond,
            then_dest: BlockCall::new(then_block, then_args),
            else_dest: BlockCall::new(else_block, else_args),
        })
    }

    /// Return.
    pub fn ret(&mut self) -> Inst {
        self.ins(InstructionData::Return)
    }
}
