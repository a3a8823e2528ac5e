//! Random generation of a [`Program`]: launch shape, input data and the statement tree.

use super::ast::*;
use super::rng::Rng;
use super::Features;

/// Integer words of the input (16 vec4 entries), followed by as many float words.
pub const INPUT_HALF_WORDS: usize = 64;
/// Bound of the exact float range (2^20).
pub const FLOAT_BOUND: f32 = 1_048_576.0;

/// Largest number of vec4 output elements (the R600 back end's `g[]` stores reach elements
/// 0..12286 through three export windows, docs/r600-backend.md "`g[]` windows").
pub const MAX_OUTPUT_ELEMENTS: u32 = 12287;

/// A generated program with everything its launch needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// Features it was generated under.
    pub features: Features,
    /// Work-items per work-group (x only).
    pub group: u32,
    /// Number of work-groups.
    pub groups: u32,
    /// Input words: [`INPUT_HALF_WORDS`] integers, then as many floats.
    pub input: Vec<u32>,
    /// Initial words of the atomics buffer (UAV 2, 16 words).
    pub atomic_init: Vec<u32>,
    /// The statements between prologue and epilogue.
    pub body: Vec<Stmt>,
}

/// Generates the program of `seed`.
pub fn program(seed: u64, features: &Features) -> Program {
    let mut rng = Rng::new(seed);
    let group = *rng.pick(&[16u32, 32, 64, 64, 128]);
    let mut groups = *rng.pick(&[1u32, 1, 2, 3]);
    // The output must fit the elements the R600 back end's `g[]` stores reach; the widest
    // programs (division records: 16 vec4 slots, 384 lanes, 6144 elements) pass element
    // 4095 and so use the second export window.
    while groups > 1 && group * groups * super::emit::slots(features) > MAX_OUTPUT_ELEMENTS {
        groups -= 1;
    }
    let mut input: Vec<u32> = (0..INPUT_HALF_WORDS).map(|_| int_value(&mut rng)).collect();
    input.extend((0..INPUT_HALF_WORDS).map(|_| float_value(&mut rng).to_bits()));
    let atomic_init = (0..16).map(|_| int_value(&mut rng)).collect();
    let mut g = Gen {
        rng,
        f: *features,
        budget: features.max_statements,
    };
    let n = 1 + g.rng.below(features.max_statements.max(1));
    g.budget = n;
    let body = g.block(Ctx::top(), n);
    Program {
        features: *features,
        group,
        groups,
        input,
        atomic_init,
        body,
    }
}

/// An interesting 32-bit integer.
fn int_value(rng: &mut Rng) -> u32 {
    match rng.below(6) {
        0 => rng.below(16) as u32,
        1 => (rng.below(64) as i32 - 32) as u32,
        2 => *rng.pick(&[0x8000_0000, 0x7fff_ffff, 0xffff_ffff, 0x0001_0000, 0xffff]),
        _ => rng.next_u32(),
    }
}

/// A float in ±1000 (or a tiny normal whose products flush to zero).
fn float_value(rng: &mut Rng) -> f32 {
    match rng.below(8) {
        0 => *rng.pick(&[0.0, -0.0, 1.0, -1.0, 0.5, 3.0]),
        1 => *rng.pick(&[1.0e-30f32, -3.0e-25, 2.0e-38]),
        2 | 3 => (rng.below(4001) as f32 - 2000.0) / 2.0,
        _ => {
            // Random mantissa, exponent in 2^-12..2^9.
            let mant = rng.next_u32() & 0x7f_ffff;
            let exp = (127 - 12 + rng.below(22) as u32) << 23;
            let sign = (rng.next_u32() & 1) << 31;
            f32::from_bits(sign | exp | mant)
        }
    }
}

/// A float literal in the exact range.
fn float_literal(rng: &mut Rng) -> u32 {
    match rng.below(3) {
        0 => rng
            .pick(&[
                0.0f32, 1.0, -1.0, 0.5, 2.0, -3.25, 100.0, 0.1, 1024.5, -7.0e-3,
            ])
            .to_bits(),
        _ => float_value(rng).to_bits(),
    }
}

/// Where a block is generated.
#[derive(Clone, Copy, Debug)]
struct Ctx {
    /// Control-flow nesting depth.
    depth: usize,
    /// Enclosing loops.
    loops: usize,
    /// The innermost breakable construct is a loop.
    in_loop: bool,
    /// Inside an `if` within the innermost loop (an unconditional break is not dead code).
    in_if: bool,
}

impl Ctx {
    fn top() -> Ctx {
        Ctx {
            depth: 0,
            loops: 0,
            in_loop: false,
            in_if: false,
        }
    }
}

struct Gen {
    rng: Rng,
    f: Features,
    /// Statements left to generate.
    budget: usize,
}

impl Gen {
    fn block(&mut self, ctx: Ctx, n: usize) -> Vec<Stmt> {
        let mut out = Vec::new();
        for _ in 0..n {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            out.push(self.stmt(ctx));
        }
        out
    }

    fn nested_len(&mut self) -> usize {
        1 + self.rng.below(4.min(self.budget.max(1)))
    }

    fn stmt(&mut self, ctx: Ctx) -> Stmt {
        let can_nest = ctx.depth < self.f.max_depth && self.budget > 0;
        loop {
            let kind = self.rng.below(100);
            match kind {
                0..=44 => return self.alu(ctx),
                45..=52 if can_nest => return self.if_stmt(ctx),
                53..=58 if can_nest && self.f.loops && ctx.loops < MAX_LOOP_DEPTH => {
                    return self.loop_stmt(ctx)
                }
                59..=62 if can_nest && self.f.switch => return self.switch_stmt(ctx),
                63..=66 if ctx.in_loop => {
                    let cond = if ctx.in_if && self.rng.chance(40) {
                        None
                    } else {
                        Some(self.cond())
                    };
                    return if self.rng.chance(50) {
                        Stmt::Break(cond)
                    } else {
                        Stmt::Continue(cond)
                    };
                }
                67..=71 if self.f.indexed_temps => {
                    let class = self.class();
                    let index = self.scalar(Class::Int, ctx);
                    let offset = self.rng.below(5) as u8;
                    return if self.rng.chance(50) {
                        Stmt::IdxWrite {
                            class,
                            index,
                            offset,
                            src: *self.rng.pick(regs(class)),
                        }
                    } else {
                        Stmt::IdxRead {
                            class,
                            index,
                            offset,
                            dst: *self.rng.pick(regs(class)),
                            mask: self.mask(),
                        }
                    };
                }
                72..=76 => {
                    let from_cb = !self.f.uav || (self.f.cb && self.rng.chance(40));
                    let class = self.class();
                    return Stmt::LoadInput {
                        from_cb,
                        index: self.scalar(Class::Int, ctx),
                        dst: *self.rng.pick(regs(class)),
                        mask: self.mask(),
                    };
                }
                77..=80 => {
                    let class = self.class();
                    return if self.rng.chance(50) {
                        Stmt::OwnStore {
                            src: *self.rng.pick(regs(class)),
                        }
                    } else {
                        Stmt::OwnLoad {
                            dst: *self.rng.pick(regs(class)),
                            mask: self.mask(),
                        }
                    };
                }
                81..=86 if self.f.lds && ctx.depth == 0 => {
                    if self.f.atomics && self.rng.chance(40) {
                        return Stmt::LdsAtomic {
                            op: ATOMIC_OPS[self.rng.below(ATOMIC_OPS.len())],
                            init: self.scalar(Class::Int, ctx),
                            src: self.scalar(Class::Int, ctx),
                            dst: (*self.rng.pick(&INT_REGS), self.rng.below(4) as u8),
                        };
                    }
                    let class = self.class();
                    let shift = 1 + self.rng.below(200) as u32;
                    return Stmt::LdsExchange {
                        src: self.scalar(class, ctx),
                        dst: (*self.rng.pick(regs(class)), self.rng.below(4) as u8),
                        shift,
                    };
                }
                87..=90 if self.f.uav && self.f.atomics => {
                    // Each word sees one kind of operation only: different operations on
                    // one word do not commute (`umax` then `and` depends on lane order).
                    // One in eight is out of range (words 16..256 of the 16-word UAV), which
                    // writes nothing (IL manual L11366).
                    let k = self.rng.below(ATOMIC_OPS.len());
                    let slot = if self.rng.chance(12) {
                        16 + self.rng.below(240)
                    } else {
                        2 * k + self.rng.below(2)
                    };
                    return Stmt::UavAtomic {
                        op: ATOMIC_OPS[k],
                        slot: slot as u8,
                        src: self.scalar(Class::Int, ctx),
                    };
                }
                87..=90 if self.f.float_div => return self.division(ctx),
                91..=99 => return self.alu(ctx),
                _ => {}
            }
        }
    }

    fn class(&mut self) -> Class {
        if self.rng.chance(50) {
            Class::Int
        } else {
            Class::Float
        }
    }

    fn mask(&mut self) -> u8 {
        if self.rng.chance(40) {
            0xf
        } else {
            1 + self.rng.below(15) as u8
        }
    }

    fn swizzle(&mut self) -> [u8; 4] {
        if self.rng.chance(40) {
            [0, 1, 2, 3]
        } else {
            [0; 4].map(|_| self.rng.below(4) as u8)
        }
    }

    /// A source register of `class`: variables, and for integers also the ids and the
    /// counters of the enclosing loops.
    fn reg(&mut self, class: Class, ctx: Ctx) -> Operand {
        match class {
            Class::Float => Operand::Reg(*self.rng.pick(&FLOAT_REGS), self.swizzle()),
            Class::Int => {
                let r = self.rng.below(10);
                if r == 0 {
                    Operand::Reg(ID_REG, [self.rng.below(3) as u8; 4])
                } else if r == 1 && ctx.loops > 0 {
                    Operand::Reg(LOOP_REG + self.rng.below(ctx.loops) as u8, [0; 4])
                } else {
                    Operand::Reg(*self.rng.pick(&INT_REGS), self.swizzle())
                }
            }
        }
    }

    fn literal(&mut self, class: Class) -> Operand {
        let one = |g: &mut Gen| match class {
            Class::Int => int_value(&mut g.rng),
            Class::Float => float_literal(&mut g.rng),
        };
        if self.rng.chance(60) {
            let v = one(self);
            Operand::Lit([v; 4])
        } else {
            Operand::Lit([one(self), one(self), one(self), one(self)])
        }
    }

    fn src(&mut self, class: Class, ctx: Ctx) -> Src {
        let operand = if self.rng.chance(25) {
            self.literal(class)
        } else {
            self.reg(class, ctx)
        };
        let mut src = Src::plain(operand);
        if self.f.modifiers && matches!(src.operand, Operand::Reg(..)) {
            match (class, self.rng.below(10)) {
                (Class::Float, 0) => src.neg = true,
                (Class::Float, 1) => src.abs = true,
                (Class::Int, 0) => src.neg = true,
                _ => {}
            }
        }
        src
    }

    /// A scalar source: its first component is the one used.
    fn scalar(&mut self, class: Class, ctx: Ctx) -> Src {
        let mut s = self.src(class, ctx);
        if let Operand::Reg(_, swz) = &mut s.operand {
            *swz = [swz[0]; 4];
        }
        if let Operand::Lit(v) = &mut s.operand {
            *v = [v[0]; 4];
        }
        s
    }

    fn alu(&mut self, ctx: Ctx) -> Stmt {
        let sig = self.pick_op();
        let dst = *self.rng.pick(regs(sig.dst));
        let mut srcs: Vec<Src> = sig.srcs.iter().map(|&c| self.src(c, ctx)).collect();
        if sig.name == "cmov_logical" {
            // A logical operation: `_abs` is not valid on its operands (Table 2.10), and
            // the float-class operands would take float modifiers.
            for s in &mut srcs {
                s.neg = false;
                s.abs = false;
            }
        }
        let dmod = if self.f.modifiers && sig.dst == Class::Float && sig.name != "cmov_logical" {
            match self.rng.below(12) {
                0 => DstMod::Sat,
                1 => DstMod::X2,
                2 => DstMod::D2,
                _ => DstMod::None,
            }
        } else {
            DstMod::None
        };
        Stmt::Alu {
            sig,
            dst,
            mask: self.mask(),
            srcs,
            dmod,
        }
    }

    /// A `div` (with a random `zeroop`) or `mod` by a float variable register.
    fn division(&mut self, ctx: Ctx) -> Stmt {
        let record = self.rng.below(2) as u8;
        let zeroop = if record == 0 {
            *self
                .rng
                .pick(&[None, Some("zero"), Some("fltmax"), Some("infinity")])
        } else {
            None
        };
        let a = self.src(Class::Float, ctx);
        let mut b = Src::plain(self.reg(Class::Float, ctx));
        if self.f.modifiers {
            b.neg = self.rng.chance(20);
            b.abs = self.rng.chance(10);
        }
        Stmt::Division {
            record,
            zeroop,
            a,
            b,
        }
    }

    fn pick_op(&mut self) -> OpSig {
        loop {
            let table: &[OpSig] = match self.rng.below(10) {
                0..=3 => INT_OPS,
                4..=6 => FLOAT_OPS,
                7 | 8 => CONVERT_OPS,
                _ if self.f.inexact_float && self.rng.chance(50) => INEXACT_FLOAT_OPS,
                _ if self.f.int_div => INT_DIV_OPS,
                _ => continue,
            };
            return *self.rng.pick(table);
        }
    }

    fn cond(&mut self) -> Cond {
        let ctx = Ctx::top();
        let nz = self.rng.chance(60);
        match self.rng.below(10) {
            0 => Cond {
                op: None,
                a: self.scalar(Class::Int, ctx),
                b: Src::lit(0),
                nz,
            },
            1..=3 => Cond {
                op: Some(*self.rng.pick(&["eq", "ne", "lt", "ge"])),
                a: self.scalar(Class::Float, ctx),
                b: self.scalar(Class::Float, ctx),
                nz,
            },
            _ => Cond {
                op: Some(*self.rng.pick(&["ieq", "ine", "ilt", "ige", "ult", "uge"])),
                a: self.scalar(Class::Int, ctx),
                b: self.scalar(Class::Int, ctx),
                nz,
            },
        }
    }

    /// A condition that may read loop counters.
    fn cond_in(&mut self, ctx: Ctx) -> Cond {
        let mut c = self.cond();
        if ctx.loops > 0 && self.rng.chance(30) {
            c.op = Some(*self.rng.pick(&["ieq", "ilt", "ige", "ine"]));
            c.a = Src::plain(Operand::Reg(
                LOOP_REG + self.rng.below(ctx.loops) as u8,
                [0; 4],
            ));
            c.b = Src::lit(self.rng.below(4) as u32);
        }
        c
    }

    fn if_stmt(&mut self, ctx: Ctx) -> Stmt {
        let cond = self.cond_in(ctx);
        let inner = Ctx {
            depth: ctx.depth + 1,
            in_if: ctx.in_loop,
            ..ctx
        };
        let n = self.nested_len();
        let then_ = self.block(inner, n);
        let else_ = if self.rng.chance(50) {
            let n = self.nested_len();
            Some(self.block(inner, n))
        } else {
            None
        };
        Stmt::If { cond, then_, else_ }
    }

    fn loop_stmt(&mut self, ctx: Ctx) -> Stmt {
        let limit = if self.rng.chance(50) {
            Limit::Const(self.rng.below(5) as u32)
        } else {
            Limit::Data(self.scalar(Class::Int, ctx))
        };
        let inner = Ctx {
            depth: ctx.depth + 1,
            loops: ctx.loops + 1,
            in_loop: true,
            in_if: false,
        };
        let n = 1 + self.nested_len();
        let body = self.block(inner, n);
        Stmt::Loop { limit, body }
    }

    fn switch_stmt(&mut self, ctx: Ctx) -> Stmt {
        let sel = self.scalar(Class::Int, ctx);
        let inner = Ctx {
            depth: ctx.depth + 1,
            in_loop: false,
            in_if: false,
            ..ctx
        };
        let mut labels: Vec<u32> = (0..8).collect();
        // Shuffle, then deal the labels out to the cases.
        for i in (1..labels.len()).rev() {
            let j = self.rng.below(i + 1);
            labels.swap(i, j);
        }
        let ncases = 1 + self.rng.below(4);
        let has_default = self.rng.chance(60);
        let mut cases = Vec::new();
        let mut next = 0;
        for i in 0..ncases {
            let take = 1 + usize::from(self.rng.chance(30));
            let case_labels = labels[next..(next + take).min(labels.len())].to_vec();
            next += take;
            let n = self.rng.below(3);
            let body = self.block(inner, n);
            let brk = (i + 1 == ncases && !has_default) || self.rng.chance(60);
            cases.push(Case {
                labels: case_labels,
                body,
                brk,
            });
        }
        let default = if has_default {
            let n = self.rng.below(3);
            Some(self.block(inner, n))
        } else {
            None
        };
        Stmt::Switch {
            sel,
            cases,
            default,
        }
    }
}
