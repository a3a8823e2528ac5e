//! The generated program before it becomes IL text: a tree of statements over a fixed register
//! layout, which the shrinker edits and [`super::emit`] prints.
//!
//! Register layout (every register is written by the prologue before anything reads it):
//! - `r0`: read-only ids (`x` = `vAbsTid.x`, `y` = `vTidInGrp.x`, `z` = `vThreadGrpId.x`);
//! - `r1`..`r4`: integer variables, `r5`..`r8`: float variables (every component of a float
//!   variable always holds a float in the exact range, see [`super`]);
//! - `r40`..`r43`: loop counter (`x`) and trip limit (`y`) of the loop at nesting depth 0..3;
//! - `r50`..`r55` (with [`super::Features::float_div`]): the division records, see
//!   [`DIV_REG`];
//! - `r60`, `r61`, `r62`: scratch written and consumed inside one statement.

/// Which kind of value a register component holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Any 32-bit integer.
    Int,
    /// A float in the generator's exact range (or anything, with inexact floats enabled).
    Float,
}

/// The integer variable registers.
pub const INT_REGS: [u8; 4] = [1, 2, 3, 4];
/// The float variable registers.
pub const FLOAT_REGS: [u8; 4] = [5, 6, 7, 8];
/// The read-only id register.
pub const ID_REG: u8 = 0;
/// Loop registers: `LOOP_REG + depth`.
pub const LOOP_REG: u8 = 40;
/// Division records (with [`super::Features::float_div`]): record `k` (0: `div`, 1: `mod`)
/// is `DIV_REG + 3k` (the dividend), `+ 1` (the divisor) and `+ 2` (the result). Nothing
/// reads them but the epilogue, so a division's inexact result never flows into other values.
pub const DIV_REG: u8 = 50;
/// Number of division records.
pub const DIV_RECORDS: u8 = 2;
/// The divisor word of a record whose division never ran (a NaN no float variable holds).
pub const DIV_NOT_RUN: u32 = 0xffff_ffff;

/// Deepest loop nesting (also bounds the trip-count product).
pub const MAX_LOOP_DEPTH: usize = 4;

/// The variable registers of a class.
pub fn regs(class: Class) -> &'static [u8; 4] {
    match class {
        Class::Int => &INT_REGS,
        Class::Float => &FLOAT_REGS,
    }
}

/// A source operand before modifiers.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// Register `r<n>` with a swizzle (component index per position).
    Reg(u8, [u8; 4]),
    /// A literal with four component values.
    Lit([u32; 4]),
}

/// A source operand.
#[derive(Clone, Debug, PartialEq)]
pub struct Src {
    /// The register or literal.
    pub operand: Operand,
    /// `_neg(xyzw)`.
    pub neg: bool,
    /// `_abs`.
    pub abs: bool,
}

impl Src {
    /// A plain source.
    pub fn plain(operand: Operand) -> Src {
        Src {
            operand,
            neg: false,
            abs: false,
        }
    }

    /// A literal with the same value in every component.
    pub fn lit(v: u32) -> Src {
        Src::plain(Operand::Lit([v; 4]))
    }
}

/// The signature of an ALU opcode in the generator's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpSig {
    /// IL mnemonic (with its parenthesised control, e.g. `ffb(lo)`).
    pub name: &'static str,
    /// Class of the destination.
    pub dst: Class,
    /// Class of each source.
    pub srcs: &'static [Class],
    /// The result can leave the exact float range, so it is clamped afterwards.
    pub grows: bool,
}

const I: Class = Class::Int;
const F: Class = Class::Float;

const fn op(name: &'static str, dst: Class, srcs: &'static [Class], grows: bool) -> OpSig {
    OpSig {
        name,
        dst,
        srcs,
        grows,
    }
}

/// Integer operations every target runs bit-exactly.
pub const INT_OPS: &[OpSig] = &[
    op("mov", I, &[I], false),
    op("iadd", I, &[I, I], false),
    op("imul", I, &[I, I], false),
    op("imad", I, &[I, I, I], false),
    op("umad", I, &[I, I, I], false),
    op("umul", I, &[I, I], false),
    op("imul_high", I, &[I, I], false),
    op("umul_high", I, &[I, I], false),
    op("ishl", I, &[I, I], false),
    op("ishr", I, &[I, I], false),
    op("ushr", I, &[I, I], false),
    op("iand", I, &[I, I], false),
    op("ior", I, &[I, I], false),
    op("ixor", I, &[I, I], false),
    op("inot", I, &[I], false),
    op("inegate", I, &[I], false),
    op("imin", I, &[I, I], false),
    op("imax", I, &[I, I], false),
    op("umin", I, &[I, I], false),
    op("umax", I, &[I, I], false),
    op("ieq", I, &[I, I], false),
    op("ine", I, &[I, I], false),
    op("ilt", I, &[I, I], false),
    op("ige", I, &[I, I], false),
    op("ult", I, &[I, I], false),
    op("uge", I, &[I, I], false),
    op("cmov_logical", I, &[I, I, I], false),
    op("ibit_extract", I, &[I, I, I], false),
    op("ubit_extract", I, &[I, I, I], false),
    op("ubit_insert", I, &[I, I, I, I], false),
    op("icbits", I, &[I], false),
    op("ffb(lo)", I, &[I], false),
    op("ffb(hi)", I, &[I], false),
    op("ffb(shi)", I, &[I], false),
    op("ubit_reverse", I, &[I], false),
    op("bitalign", I, &[I, I, I], false),
    op("bytealign", I, &[I, I, I], false),
];

/// Integer division (`udiv`/`umod`; division by zero has the interpreter's documented value).
pub const INT_DIV_OPS: &[OpSig] = &[op("udiv", I, &[I, I], false), op("umod", I, &[I, I], false)];

/// Float operations whose IEEE results are exact functions of their inputs (correctly
/// rounded or exact), with denormal results flushed as the IL requires.
pub const FLOAT_OPS: &[OpSig] = &[
    op("mov", F, &[F], false),
    op("add", F, &[F, F], true),
    op("sub", F, &[F, F], true),
    op("mul", F, &[F, F], true),
    op("mad", F, &[F, F, F], true),
    op("min", F, &[F, F], false),
    op("max", F, &[F, F], false),
    op("round_nearest", F, &[F], false),
    op("round_neginf", F, &[F], false),
    op("round_plusinf", F, &[F], false),
    op("round_z", F, &[F], false),
    op("cmov_logical", F, &[I, F, F], false),
];

/// Conversions and float compares (exact on every target within the exact range).
pub const CONVERT_OPS: &[OpSig] = &[
    op("ftoi", I, &[F], false),
    op("ftou", I, &[F], false),
    op("itof", F, &[I], true),
    op("utof", F, &[I], true),
    op("eq", I, &[F, F], false),
    op("ne", I, &[F, F], false),
    op("lt", I, &[F, F], false),
    op("ge", I, &[F, F], false),
];

/// Float operations whose results implementations may compute differently (approximations,
/// NaN-producing domains): only with [`super::Features::inexact_float`].
pub const INEXACT_FLOAT_OPS: &[OpSig] = &[
    op("div", F, &[F, F], true),
    op("sqrt_vec", F, &[F], true),
    op("rsq_vec", F, &[F], true),
    op("exp_vec", F, &[F], true),
    op("log_vec", F, &[F], true),
    op("sin_vec", F, &[F], true),
    op("cos_vec", F, &[F], true),
    op("frc", F, &[F], true),
];

/// A destination modifier of a float operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DstMod {
    /// None.
    None,
    /// `_sat`.
    Sat,
    /// `_x2`.
    X2,
    /// `_d2`.
    D2,
}

/// A comparison producing a branch condition.
#[derive(Clone, Debug, PartialEq)]
pub struct Cond {
    /// Compare opcode (`ilt`, `lt`, ...), or `None` to test `a` itself.
    pub op: Option<&'static str>,
    /// First operand (scalar).
    pub a: Src,
    /// Second operand (scalar; unused without `op`).
    pub b: Src,
    /// Branch when the result is non-zero (`_logicalnz`) rather than zero.
    pub nz: bool,
}

/// How many times a loop runs at most.
#[derive(Clone, Debug, PartialEq)]
pub enum Limit {
    /// A fixed trip count (uniform).
    Const(u32),
    /// `(src & 3) + 1`: divergent when `src` differs between lanes.
    Data(Src),
}

/// One `case` group of a switch.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The labels sharing the body (`case 3` `case 4` ...).
    pub labels: Vec<u32>,
    /// The body.
    pub body: Vec<Stmt>,
    /// Ends with `break` (otherwise falls through into the next case).
    pub brk: bool,
}

/// A non-returning atomic on memory every lane of the dispatch shares (commutative, so the
/// final memory does not depend on the order of the lanes).
pub const ATOMIC_OPS: &[&str] = &["add", "or", "xor", "and", "umin", "umax", "min", "max"];

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// An ALU instruction: `op dst.mask, srcs` (float results clamped afterwards when the
    /// operation can grow).
    Alu {
        /// The operation.
        sig: OpSig,
        /// Destination register.
        dst: u8,
        /// Write mask (bit i = component i), non-zero.
        mask: u8,
        /// Sources, one per `sig.srcs`.
        srcs: Vec<Src>,
        /// Destination modifier (float operations only).
        dmod: DstMod,
    },
    /// `if_logical(n)z` ... [`else` ...] `endif`.
    If {
        /// The condition.
        cond: Cond,
        /// Then branch.
        then_: Vec<Stmt>,
        /// Else branch.
        else_: Option<Vec<Stmt>>,
    },
    /// `whileloop` with a bounded trip count, exit test and counter at the top.
    Loop {
        /// Trip limit.
        limit: Limit,
        /// Body.
        body: Vec<Stmt>,
    },
    /// `break` / `break_logical(n)z` of the innermost loop.
    Break(Option<Cond>),
    /// `continue` / `continue_logical(n)z` of the innermost loop.
    Continue(Option<Cond>),
    /// `switch (sel & 7)` with cases (fall-through allowed) and an optional default.
    Switch {
        /// Selector (scalar integer).
        sel: Src,
        /// Cases in order.
        cases: Vec<Case>,
        /// Default body (last, ends with `break`).
        default: Option<Vec<Stmt>>,
    },
    /// A float division recorded in division record `record` (0: `div`, with `zeroop`;
    /// 1: `mod`): the operands are copied into the record, then divided (see [`DIV_REG`]).
    Division {
        /// Record 0 (`div`) or 1 (`mod`).
        record: u8,
        /// `div`'s `_zeroop(...)` mode (`None`: the default, `fltmax`).
        zeroop: Option<&'static str>,
        /// Dividend (any float source).
        a: Src,
        /// Divisor (a float variable register, never a literal).
        b: Src,
    },
    /// `mov x<c>[(index & 3) + offset], r<src>` (x0 integer, x1 float).
    IdxWrite {
        /// Which array (by class).
        class: Class,
        /// Index source (scalar integer).
        index: Src,
        /// Constant offset 0..=4.
        offset: u8,
        /// Source register (same class).
        src: u8,
    },
    /// `mov r<dst>.mask, x<c>[(index & 3) + offset]`.
    IdxRead {
        /// Which array (by class).
        class: Class,
        /// Index source (scalar integer).
        index: Src,
        /// Constant offset 0..=4.
        offset: u8,
        /// Destination register (same class).
        dst: u8,
        /// Write mask.
        mask: u8,
    },
    /// Load a vec4 of the read-only input: `cb0` entry `index & 15`, or UAV 0 at byte
    /// `12 * (index & 31)` (float loads start half-way, so some read past the buffer's end).
    LoadInput {
        /// From `cb0` (else UAV 0).
        from_cb: bool,
        /// Entry index source (scalar integer).
        index: Src,
        /// Destination register; its class picks the integer or float half of the input.
        dst: u8,
        /// Write mask.
        mask: u8,
    },
    /// Store a variable register to the lane's own scratch slot of its class.
    OwnStore {
        /// Source register.
        src: u8,
    },
    /// Load the lane's own scratch slot of the register's class.
    OwnLoad {
        /// Destination register.
        dst: u8,
        /// Write mask.
        mask: u8,
    },
    /// LDS exchange (top level only): every lane stores `src` to its slot, barrier, reads the
    /// slot of lane `(tid + shift) % group`, barrier.
    LdsExchange {
        /// Value stored (scalar, register of `dst`'s class).
        src: Src,
        /// Destination register and component.
        dst: (u8, u8),
        /// Lane distance.
        shift: u32,
    },
    /// LDS atomics (top level only): every lane stores `init` to its slot, barrier, applies
    /// `op` with `src` to the slot of lane `tid & !3`, barrier, reads that slot, barrier.
    LdsAtomic {
        /// Atomic operation (one of [`ATOMIC_OPS`]).
        op: &'static str,
        /// Initial value of the lane's slot (scalar integer).
        init: Src,
        /// Operand (scalar integer).
        src: Src,
        /// Destination integer register and component.
        dst: (u8, u8),
    },
    /// Non-returning UAV atomic on word `slot` of UAV 2 (a word is used by one operation
    /// only: `2 * index of op + 0 or 1`).
    UavAtomic {
        /// Atomic operation (one of [`ATOMIC_OPS`]).
        op: &'static str,
        /// Word index: 0..16 in range, 16..256 out of range (the atomic writes nothing).
        slot: u8,
        /// Operand (scalar integer).
        src: Src,
    },
}
