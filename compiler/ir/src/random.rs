//! Seeded random generator of valid functions, for property tests and fuzzing.
//!
//! Functions are built in layout order (so `parse(print(f)) == f` holds exactly). Blocks form
//! a chain where each block may branch forward (and, when enabled, backward) with arguments;
//! operands are drawn from values of the current block, its parameters and constants, so
//! every use is dominated by its definition.

use crate::builder::FunctionBuilder;
use crate::entities::{Block, Value};
use crate::function::{Function, SourceLoc};
use crate::instructions::{AddressSpace, FloatCC, FloatFlags, IntCC, MemSize, SpecialKind, ZeroOp};
use crate::opcode::{Opcode, TypeRule};
use crate::types::Type;

/// A small xorshift generator (deterministic, dependency-free).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15 | 1)
    }

    /// Next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`n > 0`; 0 when `n == 0`).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    /// True with probability `num/den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den.max(1) < num
    }
}

/// Shape of generated functions.
#[derive(Clone, Copy, Debug)]
pub struct RandomConfig {
    /// Number of blocks.
    pub blocks: usize,
    /// Instructions per block (before the terminator).
    pub insts_per_block: usize,
    /// Allow branches to earlier blocks (loops; evaluation may then not terminate).
    pub back_edges: bool,
    /// Include loads from `cb(0)`/`uav(0)` and stores to `uav(1)` at `global_id * 4`.
    pub memory: bool,
}

impl Default for RandomConfig {
    fn default() -> Self {
        RandomConfig {
            blocks: 4,
            insts_per_block: 8,
            back_edges: false,
            memory: true,
        }
    }
}

fn pick(rng: &mut Rng, pool: &[Value], func: &Function, ty: Type) -> Option<Value> {
    let candidates: Vec<Value> = pool
        .iter()
        .copied()
        .filter(|v| func.value_type(*v) == ty)
        .collect();
    candidates.get(rng.below(candidates.len())).copied()
}

fn operand(b: &mut FunctionBuilder, rng: &mut Rng, pool: &mut Vec<Value>, ty: Type) -> Value {
    if !rng.chance(1, 5) {
        if let Some(v) = pick(rng, pool, b.func, ty) {
            return v;
        }
    }
    let interesting_f32 = [
        0.0f32,
        -0.0,
        1.0,
        -1.5,
        0.5,
        3.0,
        f32::INFINITY,
        f32::NAN,
        1e-40,
        65504.0,
    ];
    let v = match ty {
        Type::I32 => {
            let choices = [
                0i32,
                1,
                -1,
                2,
                31,
                32,
                33,
                0x7fff_ffff,
                i32::MIN,
                0x1234_5678,
            ];
            b.iconst(if rng.chance(1, 2) {
                choices[rng.below(choices.len())]
            } else {
                rng.next_u64() as i32
            })
        }
        Type::F32 => b.fconst(interesting_f32[rng.below(interesting_f32.len())]),
        Type::B1 => b.bconst(rng.chance(1, 2)),
        Type::I64 => b.constant(Type::I64, rng.next_u64()),
        Type::F64 => b.constant(Type::F64, (rng.next_u64() % 1000) as f64 as u64),
    };
    pool.push(v);
    v
}

/// Random float flags; source modifiers only on the first `arity` operands.
fn random_flags(rng: &mut Rng, arity: usize) -> FloatFlags {
    let operands = ((1u16 << arity) - 1) as u8;
    FloatFlags {
        ftz: rng.chance(3, 4),
        ieee: rng.chance(1, 3),
        sat: rng.chance(1, 6),
        zeroop: [ZeroOp::FltMax, ZeroOp::Zero, ZeroOp::Infinity][rng.below(3)],
        abs: if rng.chance(1, 4) {
            rng.below(8) as u8 & operands
        } else {
            0
        },
        neg: if rng.chance(1, 4) {
            rng.below(8) as u8 & operands
        } else {
            0
        },
    }
}

fn random_inst(b: &mut FunctionBuilder, rng: &mut Rng, pool: &mut Vec<Value>, cfg: &RandomConfig) {
    let start = (rng.next_u64() % 10_000) as u32;
    let loc = if rng.chance(1, 3) {
        SourceLoc {
            start,
            end: start + 1 + rng.below(40) as u32,
        }
    } else {
        SourceLoc::default()
    };
    b.set_srcloc(loc);
    let kind = rng.below(10);
    let v = match kind {
        0 if cfg.memory => {
            let gid = b.special(SpecialKind::GlobalId, 0);
            let space = if rng.chance(1, 2) {
                AddressSpace::Cb(0)
            } else {
                AddressSpace::Uav(0)
            };
            let four = b.iconst(4);
            let addr = if space.is_byte_addressed() {
                b.int(Opcode::Imul, gid, four)
            } else {
                gid
            };
            b.load(space, MemSize::Dword, addr)
        }
        1 if cfg.memory => {
            let gid = b.special(SpecialKind::GlobalId, 0);
            let four = b.iconst(4);
            let addr = b.int(Opcode::Imul, gid, four);
            let val = operand(b, rng, pool, Type::I32);
            b.store(AddressSpace::Uav(1), MemSize::Dword, addr, val);
            return;
        }
        2 => {
            let ty = if rng.chance(1, 2) {
                Type::I32
            } else {
                Type::F32
            };
            let x = operand(b, rng, pool, ty);
            let y = operand(b, rng, pool, ty);
            if ty == Type::I32 {
                b.icmp(IntCC::ALL[rng.below(IntCC::ALL.len())], x, y)
            } else {
                b.fcmp(
                    FloatCC::ALL[rng.below(FloatCC::ALL.len())],
                    random_flags(rng, 2),
                    x,
                    y,
                )
            }
        }
        3 => {
            let to = if rng.chance(1, 2) {
                Type::I32
            } else {
                Type::F32
            };
            let from = if to == Type::I32 {
                Type::F32
            } else {
                Type::I32
            };
            let x = operand(b, rng, pool, from);
            b.bitcast(to, x)
        }
        _ => {
            let candidates: Vec<Opcode> = Opcode::ALL
                .iter()
                .copied()
                .filter(|op| {
                    !matches!(
                        op.type_rule(),
                        TypeRule::Convert(Type::I64 | Type::F64, _)
                            | TypeRule::Convert(_, Type::I64 | Type::F64)
                    )
                })
                .collect();
            let op = candidates[rng.below(candidates.len())];
            let ty = match op.type_rule() {
                TypeRule::IntSame | TypeRule::I32Only => Type::I32,
                TypeRule::BitsSame => [Type::I32, Type::B1][rng.below(2)],
                TypeRule::FloatSame | TypeRule::F32Only => Type::F32,
                TypeRule::AnySame | TypeRule::Select => {
                    [Type::I32, Type::F32, Type::B1][rng.below(3)]
                }
                TypeRule::Convert(from, _) => from,
            };
            let mut args = Vec::new();
            for i in 0..op.arity() {
                let t = if op.type_rule() == TypeRule::Select && i == 0 {
                    Type::B1
                } else {
                    ty
                };
                args.push(operand(b, rng, pool, t));
            }
            let flags = if op.uses_float_flags() {
                random_flags(rng, op.arity())
            } else {
                FloatFlags::default()
            };
            match args.as_slice() {
                [a] => b.unary(op, flags, *a),
                [a, c] => b.binary(op, flags, *a, *c),
                [a, c, d] => b.ternary(op, flags, *a, *c, *d),
                [a, c, d, e] => b.quaternary(op, [*a, *c, *d, *e]),
                _ => return,
            }
        }
    };
    pool.push(v);
}

/// Generates a valid function from a seed.
pub fn random_function(seed: u64, cfg: &RandomConfig) -> Function {
    let mut rng = Rng::new(seed);
    let mut func = Function::new("random");
    let nblocks = cfg.blocks.max(1);
    let mut b = FunctionBuilder::new(&mut func);
    let blocks: Vec<Block> = (0..nblocks).map(|_| b.create_block()).collect();
    for &block in blocks.iter().skip(1) {
        for _ in 0..rng.below(3) {
            let ty = [Type::I32, Type::F32, Type::B1][rng.below(3)];
            b.append_block_param(block, ty);
        }
    }
    for (i, &block) in blocks.iter().enumerate() {
        b.switch_to_block(block);
        let mut pool: Vec<Value> = b.func.blocks[block].params.clone();
        for _ in 0..cfg.insts_per_block {
            random_inst(&mut b, &mut rng, &mut pool, cfg);
        }
        let forward: Vec<Block> = blocks[i + 1..].to_vec();
        let mut targets: Vec<Block> = forward.clone();
        if cfg.back_edges {
            targets.extend(
                blocks[1..=i.min(nblocks - 1)]
                    .iter()
                    .copied()
                    .filter(|t| *t != blocks[0]),
            );
        }
        if targets.is_empty() {
            b.ret();
            continue;
        }
        let call_args = |b: &mut FunctionBuilder,
                         rng: &mut Rng,
                         pool: &mut Vec<Value>,
                         target: Block|
         -> Vec<Value> {
            let tys: Vec<Type> = b.func.blocks[target]
                .params
                .iter()
                .map(|p| b.func.value_type(*p))
                .collect();
            tys.into_iter().map(|t| operand(b, rng, pool, t)).collect()
        };
        // Always keep a path forward so every block is reachable.
        let t1 = forward.first().copied().unwrap_or(blocks[0]);
        if forward.is_empty() {
            b.ret();
        } else if rng.chance(1, 2) {
            let a1 = call_args(&mut b, &mut rng, &mut pool, t1);
            b.jump(t1, &a1);
        } else {
            let t2 = targets[rng.below(targets.len())];
            let cond = operand(&mut b, &mut rng, &mut pool, Type::B1);
            let a1 = call_args(&mut b, &mut rng, &mut pool, t1);
            let a2 = call_args(&mut b, &mut rng, &mut pool, t2);
            b.brif(cond, t1, &a1, t2, &a2);
        }
    }
    func
}
