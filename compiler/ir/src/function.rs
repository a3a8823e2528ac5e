//! The IR function: arenas of values, instructions and blocks, plus the block layout.
//!
//! Values, instructions and blocks live in `PrimaryMap`s; a block owns the ordered list of its
//! instructions, and `layout` orders the blocks (the first is the entry). Instruction results
//! are recorded in a `SecondaryMap`. Analyses never store data here.

use crate::entities::{Block, Inst, Value};
use crate::instructions::{AddressSpace, InstructionData};
use crate::types::Type;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{PrimaryMap, SecondaryMap};
use smallvec::SmallVec;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result of an instruction.
    Result(Inst),
    /// The `n`th parameter of a block.
    Param(Block, u32),
    /// Not defined by anything (a placeholder of the parser, or left by a removed definition).
    Detached,
}

/// Per-value data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
}

/// A source location: a byte range in the IL input (text or binary), empty when unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SourceLoc {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl SourceLoc {
    /// True when no location is recorded.
    pub fn is_unknown(self) -> bool {
        self == SourceLoc::default()
    }
}

/// Per-block data.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BlockData {
    /// Block parameters (the SSA merge points; there are no phi instructions).
    pub params: Vec<Value>,
    /// Instructions in execution order; the last one is the terminator.
    pub insts: Vec<Inst>,
}

/// A function in SSA form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// Name (printed as `%name`).
    pub name: String,
    /// LDS bytes the work-group needs.
    pub lds_bytes: u32,
    /// GDS bytes the dispatch needs (`AddressSpace::Gds`).
    pub gds_bytes: u32,
    /// Sizes, in 32-bit words, of the per-lane private arrays (`AddressSpace::Private(i)`).
    pub private_arrays: Vec<u32>,
    /// Contents of the immediate constant buffer (`AddressSpace::Icb`), in words.
    pub icb: Vec<u32>,
    /// The work-group size the program declares (IL `dcl_num_thread_per_group`, missing
    /// dimensions 1): every launch has exactly this group, so backends may use it as a
    /// constant.
    pub group_size: Option<[u32; 3]>,
    /// Instruction arena.
    pub insts: PrimaryMap<Inst, InstructionData>,
    /// Result value of each instruction that has one.
    pub results: SecondaryMap<Inst, PackedOption<Value>>,
    /// Value arena.
    pub values: PrimaryMap<Value, ValueData>,
    /// Block arena.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Blocks in layout order; the first is the entry block.
    pub layout: Vec<Block>,
    /// IL source location of each instruction (for diagnostics such as
    /// `unsupported: <opcode> on <target>`).
    pub srclocs: SecondaryMap<Inst, SourceLoc>,
}

impl Function {
    /// An empty function.
    pub fn new(name: &str) -> Function {
        Function {
            name: name.to_string(),
            lds_bytes: 0,
            gds_bytes: 0,
            private_arrays: Vec::new(),
            icb: Vec::new(),
            group_size: None,
            insts: PrimaryMap::new(),
            results: SecondaryMap::new(),
            values: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            layout: Vec::new(),
            srclocs: SecondaryMap::new(),
        }
    }

    /// Creates a block and appends it to the layout.
    pub fn make_block(&mut self) -> Block {
        let block = self.blocks.push(BlockData::default());
        self.layout.push(block);
        block
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        let index = self.blocks[block].params.len() as u32;
        let value = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, index),
        });
        self.blocks[block].params.push(value);
        value
    }

    /// The entry block, if the function has any block.
    pub fn entry_block(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The type of a value.
    pub fn value_type(&self, value: Value) -> Type {
        self.values[value].ty
    }

    /// The result of an instruction, if it has one.
    pub fn inst_result(&self, inst: Inst) -> Option<Value> {
        self.results[inst].expand()
    }

    /// The type an instruction's result has, `Ok(None)` when it has no result, or an error
    /// message when the operand types break the instruction's type rule.
    pub fn result_type(&self, data: &InstructionData) -> Result<Option<Type>, String> {
        let ty = |v: Value| {
            self.values
                .get(v)
                .map(|d| d.ty)
                .ok_or_else(|| format!("unknown value {v}"))
        };
        Ok(match data {
            InstructionData::Const { ty, .. } => Some(*ty),
            InstructionData::Unary { opcode, .. }
            | InstructionData::Binary { opcode, .. }
            | InstructionData::Ternary { opcode, .. }
            | InstructionData::Quaternary { opcode, .. } => {
                let operand_types = data
                    .values()
                    .iter()
                    .map(|v| ty(*v))
                    .collect::<Result<SmallVec<[Type; 4]>, _>>()?;
                let result = opcode.result_type(&operand_types).ok_or_else(|| {
                    let names: Vec<_> = operand_types.iter().map(|t| t.name()).collect();
                    format!(
                        "`{}` does not accept operands of types ({})",
                        opcode.name(),
                        names.join(", ")
                    )
                })?;
                Some(result)
            }
            InstructionData::Bitcast { ty: to, arg } => {
                let from = ty(*arg)?;
                if from.bits() != to.bits() || *to == Type::B1 {
                    return Err(format!("cannot bitcast {from} to {to}"));
                }
                Some(*to)
            }
            InstructionData::IntCompare { args, .. } => {
                let (a, b) = (ty(args[0])?, ty(args[1])?);
                if a != b || !a.is_int() {
                    return Err(format!(
                        "icmp needs two equal integer operands, got {a} and {b}"
                    ));
                }
                Some(Type::B1)
            }
            InstructionData::FloatCompare { args, .. } => {
                let (a, b) = (ty(args[0])?, ty(args[1])?);
                if a != b || !a.is_float() {
                    return Err(format!(
                        "fcmp needs two equal float operands, got {a} and {b}"
                    ));
                }
                Some(Type::B1)
            }
            InstructionData::Load { addr, space, .. } => {
                expect_i32(ty(*addr)?, "load address")?;
                if space.is_stage_output() {
                    return Err("cannot load from a write-only output space".into());
                }
                Some(Type::I32)
            }
            InstructionData::Store { space, args, .. } => {
                expect_i32(ty(args[0])?, "store address")?;
                expect_i32(ty(args[1])?, "stored value")?;
                writable(*space)?;
                None
            }
            InstructionData::Atomic { op, space, args } => {
                if args.len() != op.arity() {
                    return Err(format!(
                        "atomic {} takes {} operands",
                        op.name(),
                        op.arity()
                    ));
                }
                for v in args {
                    expect_i32(ty(*v)?, "atomic operand")?;
                }
                writable(*space)?;
                if space.is_stage_output() {
                    return Err("no atomics on an output space".into());
                }
                Some(Type::I32)
            }
            InstructionData::Special { .. } => Some(Type::I32),
            InstructionData::Texture { desc, args } => {
                if args.len() != desc.arity() {
                    return Err(format!("texture takes {} operands", desc.arity()));
                }
                for v in args {
                    expect_i32(ty(*v)?, "texture operand")?;
                }
                if desc.comp > 3 {
                    return Err(format!("texture component {} is not 0..4", desc.comp));
                }
                Some(Type::I32)
            }
            InstructionData::Derivative { arg, .. } => {
                if ty(*arg)? != Type::F32 {
                    return Err("a derivative takes an f32".into());
                }
                Some(Type::F32)
            }
            InstructionData::Fence { .. }
            | InstructionData::Jump { .. }
            | InstructionData::Brif { .. }
            | InstructionData::Return => None,
        })
    }

    /// Appends an instruction to `block`, creating its result value. When the operand types
    /// break the type rule the result gets type `i32` and the verifier reports the error.
    pub fn append_inst(&mut self, block: Block, data: InstructionData) -> Inst {
        let result_ty = self.result_type(&data).unwrap_or(Some(Type::I32));
        let inst = self.insts.push(data);
        if let Some(ty) = result_ty {
            let value = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(inst),
            });
            self.results[inst] = value.into();
        }
        self.blocks[block].insts.push(inst);
        inst
    }

    /// The terminator of a block, if its last instruction is one.
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let last = *self.blocks[block].insts.last()?;
        self.insts[last].is_terminator().then_some(last)
    }

    /// Successor blocks in branch order (a block may appear twice).
    pub fn successors(&self, block: Block) -> SmallVec<[Block; 2]> {
        match self.terminator(block) {
            Some(inst) => self.insts[inst]
                .branch_targets()
                .iter()
                .map(|c| c.block)
                .collect(),
            None => SmallVec::new(),
        }
    }

    /// Replaces every use of a value `v` in the laid-out blocks by `map(v)`.
    pub fn substitute_values(&mut self, mut map: impl FnMut(Value) -> Value) {
        for &block in &self.layout {
            for &inst in &self.blocks[block].insts {
                self.insts[inst].map_values(&mut map);
            }
        }
    }

    /// The block each laid-out instruction belongs to.
    pub fn inst_blocks(&self) -> SecondaryMap<Inst, PackedOption<Block>> {
        let mut map = SecondaryMap::new();
        for &block in &self.layout {
            for &inst in &self.blocks[block].insts {
                map[inst] = block.into();
            }
        }
        map
    }

    /// Number of instructions in laid-out blocks.
    pub fn inst_count(&self) -> usize {
        self.layout
            .iter()
            .map(|b| self.blocks[*b].insts.len())
            .sum()
    }

    /// Removes parameter `index` of `block` and the matching argument of every branch to it;
    /// the removed value becomes [`ValueDef::Detached`].
    pub fn remove_block_param(&mut self, block: Block, index: usize) {
        if index >= self.blocks[block].params.len() {
            return;
        }
        let removed = self.blocks[block].params.remove(index);
        self.values[removed].def = ValueDef::Detached;
        for (i, &p) in self.blocks[block].params.iter().enumerate() {
            self.values[p].def = ValueDef::Param(block, i as u32);
        }
        for &b in &self.layout {
            if let Some(&last) = self.blocks[b].insts.last() {
                for call in self.insts[last].branch_targets_mut() {
                    if call.block == block && index < call.args.len() {
                        call.args.remove(index);
                    }
                }
            }
        }
    }

    /// Removes, in one pass, every block parameter for which `keep(block, index, value)` is
    /// false, together with the matching arguments of every branch; removed values become
    /// [`ValueDef::Detached`]. The entry block's parameters are never touched.
    pub fn retain_block_params(
        &mut self,
        mut keep: impl FnMut(Block, usize, Value) -> bool,
    ) -> bool {
        let mut kept: SecondaryMap<Block, Option<Vec<bool>>> = SecondaryMap::new();
        let mut any = false;
        for &block in self.layout.iter().skip(1) {
            let params = &self.blocks[block].params;
            let flags: Vec<bool> = params
                .iter()
                .enumerate()
                .map(|(i, p)| keep(block, i, *p))
                .collect();
            if flags.iter().any(|k| !k) {
                kept[block] = Some(flags);
                any = true;
            }
        }
        if !any {
            return false;
        }
        for &block in &self.layout {
            if let Some(flags) = &kept[block] {
                let old = std::mem::take(&mut self.blocks[block].params);
                let mut new = Vec::with_capacity(old.len());
                for (p, k) in old.into_iter().zip(flags) {
                    if *k {
                        self.values[p].def = ValueDef::Param(block, new.len() as u32);
                        new.push(p);
                    } else {
                        self.values[p].def = ValueDef::Detached;
                    }
                }
                self.blocks[block].params = new;
            }
            if let Some(&last) = self.blocks[block].insts.last() {
                for call in self.insts[last].branch_targets_mut() {
                    if let Some(flags) = &kept[call.block] {
                        let mut i = 0;
                        call.args.retain(|_| {
                            let k = flags.get(i).copied().unwrap_or(true);
                            i += 1;
                            k
                        });
                    }
                }
            }
        }
        true
    }

    /// The instruction defining a value, if it is an instruction result.
    pub fn value_inst(&self, value: Value) -> Option<Inst> {
        match self.values[value].def {
            ValueDef::Result(inst) => Some(inst),
            _ => None,
        }
    }

    /// The constant a value is defined by, as `(type, bits)`.
    pub fn const_value(&self, value: Value) -> Option<(Type, u64)> {
        match &self.insts[self.value_inst(value)?] {
            InstructionData::Const { ty, bits } => Some((*ty, *bits)),
            _ => None,
        }
    }

    /// Number of uses of each value in laid-out blocks.
    pub fn use_counts(&self) -> SecondaryMap<Value, u32> {
        let mut counts = SecondaryMap::new();
        for &block in &self.layout {
            for &inst in &self.blocks[block].insts {
                self.insts[inst].for_each_value(|v| counts[v] += 1);
            }
        }
        counts
    }
}

fn expect_i32(ty: Type, what: &str) -> Result<(), String> {
    if ty == Type::I32 {
        Ok(())
    } else {
        Err(format!("{what} must be i32, got {ty}"))
    }
}

fn writable(space: AddressSpace) -> Result<(), String> {
    if space.is_read_only() {
        Err("cannot write a read-only address space".to_string())
    } else {
        Ok(())
    }
}
