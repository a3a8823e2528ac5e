//! Instruction formats and their immediate fields.
//!
//! [`InstructionData`] is a compact enum with one variant per *format*; pure operations share
//! the unary/binary/ternary/quaternary formats keyed by [`Opcode`]. Every enum of immediates
//! here has a single `ALL`/name table from which printing and parsing are derived.

use crate::entities::{Block, Value};
use crate::opcode::Opcode;
use crate::types::Type;
use smallvec::SmallVec;

/// The IL's zero-operand rule for `frcp`, `frsq`, `flog2` and `fdiv` (ILZeroOp, L3002-3012).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ZeroOp {
    /// Return `FLT_MAX` (the IL default when no `_zeroop` is given).
    #[default]
    FltMax,
    /// Return 0.
    Zero,
    /// Return infinity (`inf_else_max` is treated as this); `frsq` gives the IEEE
    /// `1/sqrt(±0) = ±inf`.
    Infinity,
    /// No zero-operand rule: the IEEE result (`x/±0 = ±inf`, `0/0` and `NaN/0` NaN). DDIV
    /// gives "the correct IEEE result" (L9204) and has no zeroop control (its control field
    /// "must be zero", L9207), so a `_zeroop` written on it does not change it.
    Ieee,
}

/// Float semantics flags carried by float operations: they make the IL's exact rules explicit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct FloatFlags {
    /// Flush denormal inputs and outputs to sign-preserved zero (IL rule, L3055).
    pub ftz: bool,
    /// IEEE multiply (`0 * NaN = NaN`) and IEEE-754r min/max; without it, the DX9 rule
    /// `0 * x = 0` applies (L369-371) and min/max use the IL's legacy rules (L8454-8507).
    pub ieee: bool,
    /// Clamp the result to `[0, 1]`, NaN to 0 (L554).
    pub sat: bool,
    /// Result of `frcp`/`frsq`/`flog2`/`fdiv` on a zero operand.
    pub zeroop: ZeroOp,
    /// Source modifier: bit `i` takes the absolute value of operand `i` (applied first).
    pub abs: u8,
    /// Source modifier: bit `i` negates operand `i` (after `abs`, L618-633).
    pub neg: u8,
}

impl FloatFlags {
    /// Flags for IL float arithmetic: denormals flushed, legacy multiply.
    pub const IL: FloatFlags = FloatFlags {
        ftz: true,
        ieee: false,
        sat: false,
        zeroop: ZeroOp::FltMax,
        abs: 0,
        neg: 0,
    };

    /// Exact IEEE arithmetic (doubles, and IL ops with `_ieee`): no flushing.
    pub const IEEE: FloatFlags = FloatFlags {
        ftz: false,
        ieee: true,
        sat: false,
        zeroop: ZeroOp::FltMax,
        abs: 0,
        neg: 0,
    };

    /// The words printed for these flags, in canonical order.
    pub fn words(self) -> SmallVec<[&'static str; 4]> {
        const ABS: [&str; 4] = ["abs0", "abs1", "abs2", "abs3"];
        const NEG: [&str; 4] = ["neg0", "neg1", "neg2", "neg3"];
        let mut words = SmallVec::new();
        if self.ftz {
            words.push("ftz");
        }
        if self.ieee {
            words.push("ieee");
        }
        if self.sat {
            words.push("sat");
        }
        match self.zeroop {
            ZeroOp::FltMax => {}
            ZeroOp::Zero => words.push("zeroop_zero"),
            ZeroOp::Infinity => words.push("zeroop_inf"),
            ZeroOp::Ieee => words.push("zeroop_ieee"),
        }
        for i in 0..4 {
            if self.abs & (1 << i) != 0 {
                words.push(ABS[i]);
            }
            if self.neg & (1 << i) != 0 {
                words.push(NEG[i]);
            }
        }
        words
    }

    /// Applies one printed word; false if the word is not a float flag.
    pub fn apply_word(&mut self, word: &str) -> bool {
        match word {
            "ftz" => self.ftz = true,
            "ieee" => self.ieee = true,
            "sat" => self.sat = true,
            "zeroop_zero" => self.zeroop = ZeroOp::Zero,
            "zeroop_inf" => self.zeroop = ZeroOp::Infinity,
            "zeroop_ieee" => self.zeroop = ZeroOp::Ieee,
            "abs0" | "abs1" | "abs2" | "abs3" => self.abs |= 1 << (word.as_bytes()[3] - b'0'),
            "neg0" | "neg1" | "neg2" | "neg3" => self.neg |= 1 << (word.as_bytes()[3] - b'0'),
            _ => return false,
        }
        true
    }
}

macro_rules! named_enum {
    ($(#[doc = $doc:literal])* $name:ident { $($(#[doc = $vdoc:literal])* $variant:ident = $text:literal,)* }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($(#[doc = $vdoc])* $variant,)* }

        impl $name {
            /// Every variant, in table order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The textual name.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }

            /// Looks a variant up by its textual name.
            pub fn from_name(text: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.name() == text)
            }
        }
    };
}

named_enum! {
    /// Integer comparison conditions.
    IntCC {
        /// Equal.
        Eq = "eq",
        /// Not equal.
        Ne = "ne",
        /// Signed less than.
        Slt = "slt",
        /// Signed greater or equal.
        Sge = "sge",
        /// Signed greater than.
        Sgt = "sgt",
        /// Signed less or equal.
        Sle = "sle",
        /// Unsigned less than.
        Ult = "ult",
        /// Unsigned greater or equal.
        Uge = "uge",
        /// Unsigned greater than.
        Ugt = "ugt",
        /// Unsigned less or equal.
        Ule = "ule",
    }
}

named_enum! {
    /// Float comparison conditions. All are *ordered*: any NaN operand gives false, `ne`
    /// included (L3055, L8613), and `+0 == -0`.
    FloatCC {
        /// Equal.
        Eq = "eq",
        /// Not equal (false when either operand is NaN).
        Ne = "ne",
        /// Less than.
        Lt = "lt",
        /// Greater or equal.
        Ge = "ge",
        /// Greater than.
        Gt = "gt",
        /// Less or equal.
        Le = "le",
    }
}

impl IntCC {
    /// The condition with operands swapped (`a < b` ⇔ `b > a`).
    pub fn swapped(self) -> IntCC {
        match self {
            IntCC::Eq | IntCC::Ne => self,
            IntCC::Slt => IntCC::Sgt,
            IntCC::Sgt => IntCC::Slt,
            IntCC::Sge => IntCC::Sle,
            IntCC::Sle => IntCC::Sge,
            IntCC::Ult => IntCC::Ugt,
            IntCC::Ugt => IntCC::Ult,
            IntCC::Uge => IntCC::Ule,
            IntCC::Ule => IntCC::Uge,
        }
    }
}

named_enum! {
    /// Width and extension of a memory access.
    MemSize {
        /// A 32-bit word.
        Dword = "dword",
        /// Unsigned byte (zero-extended on load).
        U8 = "u8",
        /// Signed byte (sign-extended on load).
        I8 = "i8",
        /// Unsigned 16-bit (zero-extended on load).
        U16 = "u16",
        /// Signed 16-bit (sign-extended on load).
        I16 = "i16",
    }
}

impl MemSize {
    /// Access width in bytes.
    pub fn bytes(self) -> u32 {
        match self {
            MemSize::Dword => 4,
            MemSize::U8 | MemSize::I8 => 1,
            MemSize::U16 | MemSize::I16 => 2,
        }
    }
}

named_enum! {
    /// Read-modify-write operations of atomics. Every atomic returns the old value.
    AtomicOp {
        /// `m + src`.
        Add = "add",
        /// `m - src`.
        Sub = "sub",
        /// `src - m`.
        Rsub = "rsub",
        /// Signed minimum.
        Smin = "smin",
        /// Signed maximum.
        Smax = "smax",
        /// Unsigned minimum.
        Umin = "umin",
        /// Unsigned maximum.
        Umax = "umax",
        /// Bitwise and.
        And = "and",
        /// Bitwise or.
        Or = "or",
        /// Bitwise xor.
        Xor = "xor",
        /// Exchange: store `src`.
        Xchg = "xchg",
        /// Compare-exchange: operands `addr, src, cmp`; stores `src` when `m == cmp`.
        CmpXchg = "cmpxchg",
        /// `m >= src ? 0 : m + 1` (IL UAV_UINC).
        Uinc = "uinc",
        /// `m == 0 || m > src ? src : m - 1` (IL UAV_UDEC).
        Udec = "udec",
        /// Masked or: operands `addr, mask, src`; stores `(m & !mask) | src` (IL LDS_MSKOR,
        /// as the interpreter).
        MskOr = "mskor",
    }
}

impl AtomicOp {
    /// Number of value operands including the address.
    pub fn arity(self) -> usize {
        if matches!(self, AtomicOp::CmpXchg | AtomicOp::MskOr) {
            3
        } else {
            2
        }
    }
}

/// Where a memory operation goes, and in what units its address operand counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddressSpace {
    /// Raw UAV by IL id; the address is in **bytes** (L3322-3373). Structured UAV accesses are
    /// lowered to raw byte addresses (`index * stride + offset`).
    Uav(u32),
    /// Typed UAV by IL id (32-bit elements); the address is an **element index**.
    TypedUav(u32),
    /// The global buffer `g[]`; the address is a **word index** (`g[i].c` is word `4i+c`).
    Global,
    /// Local data share of the work-group; the address is in **bytes** (L3287-3292).
    Lds,
    /// Constant buffer by id (read-only); the address is a **word index**.
    Cb(u32),
    /// The function's immediate constant buffer (read-only); **word index**.
    Icb,
    /// A per-lane private array of the function (IL indexed temps); **word index**.
    Private(u32),
    /// Global data share: one zero-initialised memory for the whole dispatch (IL GDS ids are
    /// laid out one after another); the address is in **bytes**.
    Gds,
    /// A pixel shader's generic interpolant N (read-only, per lane); the address is the
    /// component 0..4.
    Interpolant(u32),
    /// A vertex shader's input N (read-only, per lane); the address is the component.
    VertexInput(u32),
    /// Render target / vertex output N (write-only, per lane); the address is the component.
    /// Stores are kept per invocation and reach the target when it returns, unless it
    /// discarded; stores to one component keep their program order.
    Output(u32),
    /// A store here (any address and value) discards the invocation: its output stores
    /// are dropped when it returns (IL `discard_*`, `kill`).
    Discard,
}

impl AddressSpace {
    /// True when stores and atomics are not allowed.
    pub fn is_read_only(self) -> bool {
        matches!(
            self,
            AddressSpace::Cb(_)
                | AddressSpace::Icb
                | AddressSpace::Interpolant(_)
                | AddressSpace::VertexInput(_)
        )
    }

    /// True for the per-lane inputs of graphics stages (read-only, different per lane).
    pub fn is_stage_input(self) -> bool {
        matches!(
            self,
            AddressSpace::Interpolant(_) | AddressSpace::VertexInput(_)
        )
    }

    /// True for the write-only per-invocation graphics spaces (outputs, discard).
    pub fn is_stage_output(self) -> bool {
        matches!(self, AddressSpace::Output(_) | AddressSpace::Discard)
    }

    /// True when the address counts bytes (otherwise it counts 32-bit words or elements).
    pub fn is_byte_addressed(self) -> bool {
        matches!(
            self,
            AddressSpace::Uav(_) | AddressSpace::Lds | AddressSpace::Gds
        )
    }

    /// True when other lanes (or other work-groups) may write this memory.
    pub fn is_shared_writable(self) -> bool {
        matches!(
            self,
            AddressSpace::Uav(_)
                | AddressSpace::TypedUav(_)
                | AddressSpace::Global
                | AddressSpace::Lds
                | AddressSpace::Gds
        )
    }
}

/// Flags of a `fence` (IL FENCE, L5263-5335).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct FenceFlags {
    /// Work-group execution barrier: every lane waits for all others (`_threads`).
    pub threads: bool,
    /// Order LDS accesses (`_lds`).
    pub lds: bool,
    /// Order global/UAV accesses (`_memory`).
    pub memory: bool,
    /// Order GDS accesses (`_gds`).
    pub gds: bool,
}

/// Accessor of one fence flag.
type FenceField = fn(&mut FenceFlags) -> &mut bool;

impl FenceFlags {
    /// Flag names with accessors, the table from which printing and parsing are derived.
    const TABLE: [(&'static str, FenceField); 4] = [
        ("threads", |f| &mut f.threads),
        ("lds", |f| &mut f.lds),
        ("memory", |f| &mut f.memory),
        ("gds", |f| &mut f.gds),
    ];

    /// The printed words, in canonical order.
    pub fn words(self) -> SmallVec<[&'static str; 4]> {
        let mut copy = self;
        FenceFlags::TABLE
            .iter()
            .filter(|(_, get)| *get(&mut copy))
            .map(|(n, _)| *n)
            .collect()
    }

    /// Applies one printed word; false if unknown.
    pub fn apply_word(&mut self, word: &str) -> bool {
        match FenceFlags::TABLE.iter().find(|(n, _)| *n == word) {
            Some((_, get)) => {
                *get(self) = true;
                true
            }
            None => false,
        }
    }
}

named_enum! {
    /// Kinds of per-lane dispatch registers; with an axis where applicable.
    SpecialKind {
        /// Work-item id within the group (IL `vTidInGrp`).
        LocalId = "local_id",
        /// Work-group id (IL `vThreadGrpId`).
        GroupId = "group_id",
        /// Absolute work-item id (IL `vAbsTid`) = group id * group size + local id.
        GlobalId = "global_id",
        /// Flat local id `z*Dx*Dy + y*Dx + x` (IL `vTidInGrpFlat`, L2212-2239).
        LocalFlat = "local_flat",
        /// Flat group id `z*Gx*Gy + y*Gx + x` (IL `vThreadGrpIdFlat`, L2162-2189).
        GroupFlat = "group_flat",
        /// Flat absolute id `group_flat * group volume + local_flat` (L1382-1406).
        GlobalFlat = "global_flat",
        /// Work-group size along an axis.
        GroupSize = "group_size",
        /// Number of work-groups along an axis.
        NumGroups = "num_groups",
    }
}

impl SpecialKind {
    /// True for kinds that take an axis (`.x`, `.y`, `.z`).
    pub fn has_axis(self) -> bool {
        !matches!(
            self,
            SpecialKind::LocalFlat | SpecialKind::GroupFlat | SpecialKind::GlobalFlat
        )
    }
}

/// A dispatch register read: kind plus axis (0..3; 0 for flat kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpecialReg {
    /// Which register.
    pub kind: SpecialKind,
    /// Axis 0 (x), 1 (y) or 2 (z).
    pub axis: u8,
}

/// Which texture operation a [`InstructionData::Texture`] performs (IL SAMPLE*, LOAD,
/// RESINFO; rules in `docs/architecture.md`, "Graphics stages").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexOp {
    /// Filtered sample at float coordinates (args: x, y, z as `f32` bits).
    Sample,
    /// Comparison sample (args: x, y, z, reference).
    SampleCompare,
    /// Texel fetch at signed integer coordinates (args: x, y, z).
    Load,
    /// Resource size of mip level args\[0\]; integers when `uint`, else floats.
    ResInfo {
        /// Integer results.
        uint: bool,
    },
}

/// Dimensionality of a texture resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexDim {
    /// A typed buffer.
    Buffer,
    /// 1-D texture.
    D1,
    /// 2-D texture.
    D2,
    /// 3-D texture.
    D3,
}

impl TexDim {
    /// Coordinate axes.
    pub fn axes(self) -> usize {
        match self {
            TexDim::Buffer | TexDim::D1 => 1,
            TexDim::D2 => 2,
            TexDim::D3 => 3,
        }
    }

    /// Printed name.
    pub fn name(self) -> &'static str {
        match self {
            TexDim::Buffer => "buffer",
            TexDim::D1 => "1d",
            TexDim::D2 => "2d",
            TexDim::D3 => "3d",
        }
    }
}

/// The immediates of a texture instruction: the operation, the resource's declaration
/// (dimension, coordinate space, per-component formats), sampler, offsets and the one
/// result component the instruction produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TexDesc {
    /// Operation.
    pub op: TexOp,
    /// Resource dimensionality.
    pub dim: TexDim,
    /// Coordinates are in texels (`unnorm`).
    pub unnorm: bool,
    /// Resource id.
    pub resource: u32,
    /// Sampler id.
    pub sampler: u32,
    /// `_aoffimmi` texel offsets.
    pub offset: [i8; 3],
    /// Bit `c` set: component `c` is an integer format (`uint`/`sint`), else float.
    pub int_formats: u8,
    /// Bit `c` set: component `c` is signed (`sint`).
    pub signed_formats: u8,
    /// The result component, 0..4.
    pub comp: u8,
}

impl TexDesc {
    /// Number of `i32` operands the operation takes.
    pub fn arity(&self) -> usize {
        match self.op {
            TexOp::Sample | TexOp::Load => 3,
            TexOp::SampleCompare => 4,
            TexOp::ResInfo { .. } => 1,
        }
    }
}

/// Which screen-space derivative a [`InstructionData::Derivative`] takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DerivAxis {
    /// d/dx (IL DSX).
    X,
    /// d/dy (IL DSY).
    Y,
    /// |d/dx| + |d/dy| (IL FWIDTH).
    Width,
}

impl DerivAxis {
    /// Printed name.
    pub fn name(self) -> &'static str {
        match self {
            DerivAxis::X => "dsx",
            DerivAxis::Y => "dsy",
            DerivAxis::Width => "fwidth",
        }
    }
}

/// A branch target with the arguments passed to the block's parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockCall {
    /// Target block.
    pub block: Block,
    /// Arguments, one per block parameter.
    pub args: SmallVec<[Value; 4]>,
}

impl BlockCall {
    /// A call with the given arguments.
    pub fn new(block: Block, args: &[Value]) -> BlockCall {
        BlockCall {
            block,
            args: args.into(),
        }
    }
}

/// The data of one instruction, by format.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstructionData {
    /// A constant of type `ty` given by its bit pattern (low `ty.bits()` bits).
    Const {
        /// Result type.
        ty: Type,
        /// Bit pattern.
        bits: u64,
    },
    /// A pure one-operand operation.
    Unary {
        /// Operation.
        opcode: Opcode,
        /// Float semantics flags (default for non-float operations).
        flags: FloatFlags,
        /// Operand.
        arg: Value,
    },
    /// A pure two-operand operation.
    Binary {
        /// Operation.
        opcode: Opcode,
        /// Float semantics flags.
        flags: FloatFlags,
        /// Operands.
        args: [Value; 2],
    },
    /// A pure three-operand operation.
    Ternary {
        /// Operation.
        opcode: Opcode,
        /// Float semantics flags.
        flags: FloatFlags,
        /// Operands.
        args: [Value; 3],
    },
    /// A pure four-operand operation.
    Quaternary {
        /// Operation.
        opcode: Opcode,
        /// Operands.
        args: [Value; 4],
    },
    /// Reinterprets the bits of `arg` as `ty` (same width); free.
    Bitcast {
        /// Result type.
        ty: Type,
        /// Operand.
        arg: Value,
    },
    /// Integer comparison producing `b1`.
    IntCompare {
        /// Condition.
        cond: IntCC,
        /// Operands.
        args: [Value; 2],
    },
    /// Float comparison producing `b1`; `flags.ftz` flushes denormal operands first.
    FloatCompare {
        /// Condition.
        cond: FloatCC,
        /// Float flags (only `ftz` matters).
        flags: FloatFlags,
        /// Operands.
        args: [Value; 2],
    },
    /// Loads one `i32` from `space` at `addr`; out-of-bounds loads return 0.
    Load {
        /// Address space.
        space: AddressSpace,
        /// Access width.
        size: MemSize,
        /// Address (units depend on the space).
        addr: Value,
    },
    /// Stores `args[1]` (`i32`) to `space` at `args[0]`; out-of-bounds stores do nothing.
    Store {
        /// Address space.
        space: AddressSpace,
        /// Access width.
        size: MemSize,
        /// Address and value.
        args: [Value; 2],
    },
    /// Atomic read-modify-write; returns the old value.
    Atomic {
        /// Operation.
        op: AtomicOp,
        /// Address space.
        space: AddressSpace,
        /// Address, source and (for `cmpxchg`) comparison value.
        args: SmallVec<[Value; 3]>,
    },
    /// Barrier and/or memory fence.
    Fence {
        /// What to order or wait for.
        flags: FenceFlags,
    },
    /// Reads a dispatch register (`i32`).
    Special {
        /// Which register.
        reg: SpecialReg,
    },
    /// Unconditional branch.
    Jump {
        /// Target.
        dest: BlockCall,
    },
    /// Two-way branch on a `b1`.
    Brif {
        /// Condition.
        cond: Value,
        /// Target when true.
        then_dest: BlockCall,
        /// Target when false.
        else_dest: BlockCall,
    },
    /// Ends the work-item.
    Return,
    /// One component of a texture operation (`i32` bits) on `i32` operands. Not pure: it
    /// is neither speculated nor hoisted (a sample may be a program error, e.g. filtering
    /// an integer format), but removed when unused.
    Texture {
        /// Operation and immediates.
        desc: Box<TexDesc>,
        /// Operands (`desc.arity()` of them).
        args: SmallVec<[Value; 4]>,
    },
    /// Screen-space derivative of an `f32` over the lane's 2x2 pixel quad; convergent:
    /// never moved, speculated nor value-numbered.
    Derivative {
        /// Which derivative.
        axis: DerivAxis,
        /// Per-pixel (`_fine`) rather than once per quad.
        fine: bool,
        /// Operand.
        arg: Value,
    },
}

impl InstructionData {
    /// All value operands, block-call arguments included, in order.
    pub fn values(&self) -> SmallVec<[Value; 4]> {
        let mut out = SmallVec::new();
        self.for_each_value(|v| out.push(v));
        out
    }

    /// Calls `f` on every value operand, block-call arguments included.
    pub fn for_each_value(&self, mut f: impl FnMut(Value)) {
        match self {
            InstructionData::Const { .. }
            | InstructionData::Fence { .. }
            | InstructionData::Special { .. }
            | InstructionData::Return => {}
            InstructionData::Unary { arg, .. }
            | InstructionData::Bitcast { arg, .. }
            | InstructionData::Load { addr: arg, .. } => f(*arg),
            InstructionData::Binary { args, .. }
            | InstructionData::IntCompare { args, .. }
            | InstructionData::FloatCompare { args, .. }
            | InstructionData::Store { args, .. } => args.iter().for_each(|v| f(*v)),
            InstructionData::Ternary { args, .. } => args.iter().for_each(|v| f(*v)),
            InstructionData::Quaternary { args, .. } => args.iter().for_each(|v| f(*v)),
            InstructionData::Atomic { args, .. } => args.iter().for_each(|v| f(*v)),
            InstructionData::Texture { args, .. } => args.iter().for_each(|v| f(*v)),
            InstructionData::Derivative { arg, .. } => f(*arg),
            InstructionData::Jump { dest } => dest.args.iter().for_each(|v| f(*v)),
            InstructionData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                f(*cond);
                then_dest.args.iter().for_each(|v| f(*v));
                else_dest.args.iter().for_each(|v| f(*v));
            }
        }
    }

    /// Replaces every value operand `v` by `f(v)`.
    pub fn map_values(&mut self, mut f: impl FnMut(Value) -> Value) {
        match self {
            InstructionData::Const { .. }
            | InstructionData::Fence { .. }
            | InstructionData::Special { .. }
            | InstructionData::Return => {}
            InstructionData::Unary { arg, .. }
            | InstructionData::Bitcast { arg, .. }
            | InstructionData::Load { addr: arg, .. } => *arg = f(*arg),
            InstructionData::Binary { args, .. }
            | InstructionData::IntCompare { args, .. }
            | InstructionData::FloatCompare { args, .. }
            | InstructionData::Store { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstructionData::Ternary { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstructionData::Quaternary { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstructionData::Atomic { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstructionData::Texture { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstructionData::Derivative { arg, .. } => *arg = f(*arg),
            InstructionData::Jump { dest } => dest.args.iter_mut().for_each(|v| *v = f(*v)),
            InstructionData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                *cond = f(*cond);
                then_dest.args.iter_mut().for_each(|v| *v = f(*v));
                else_dest.args.iter_mut().for_each(|v| *v = f(*v));
            }
        }
    }

    /// The pure opcode, for the unary..quaternary formats.
    pub fn opcode(&self) -> Option<Opcode> {
        match self {
            InstructionData::Unary { opcode, .. }
            | InstructionData::Binary { opcode, .. }
            | InstructionData::Ternary { opcode, .. }
            | InstructionData::Quaternary { opcode, .. } => Some(*opcode),
            _ => None,
        }
    }

    /// True for block terminators.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstructionData::Jump { .. } | InstructionData::Brif { .. } | InstructionData::Return
        )
    }

    /// True when the instruction reads or writes memory, synchronises, or ends control flow:
    /// such instructions are never removed or moved by value-based passes.
    pub fn has_side_effects(&self) -> bool {
        matches!(
            self,
            InstructionData::Store { .. }
                | InstructionData::Atomic { .. }
                | InstructionData::Fence { .. }
                | InstructionData::Jump { .. }
                | InstructionData::Brif { .. }
                | InstructionData::Return
        )
    }

    /// True when the result depends only on the operands, the lane's dispatch registers and
    /// read-only memory (constant buffers): such instructions can be value-numbered, hoisted,
    /// speculated and deleted when unused. Loads from writable memory are not pure.
    pub fn is_pure(&self) -> bool {
        if let InstructionData::Load { space, .. } = self {
            return space.is_read_only();
        }
        matches!(
            self,
            InstructionData::Const { .. }
                | InstructionData::Unary { .. }
                | InstructionData::Binary { .. }
                | InstructionData::Ternary { .. }
                | InstructionData::Quaternary { .. }
                | InstructionData::Bitcast { .. }
                | InstructionData::IntCompare { .. }
                | InstructionData::FloatCompare { .. }
                | InstructionData::Special { .. }
        )
    }

    /// Successor block calls of a terminator.
    pub fn branch_targets(&self) -> SmallVec<[&BlockCall; 2]> {
        match self {
            InstructionData::Jump { dest } => smallvec::smallvec![dest],
            InstructionData::Brif {
                then_dest,
                else_dest,
                ..
            } => {
                smallvec::smallvec![then_dest, else_dest]
            }
            _ => SmallVec::new(),
        }
    }

    /// Mutable successor block calls of a terminator.
    pub fn branch_targets_mut(&mut self) -> SmallVec<[&mut BlockCall; 2]> {
        match self {
            InstructionData::Jump { dest } => smallvec::smallvec![dest],
            InstructionData::Brif {
                then_dest,
                else_dest,
                ..
            } => {
                smallvec::smallvec![then_dest, else_dest]
            }
            _ => SmallVec::new(),
        }
    }
}
