//! The IR evaluator: executes a function for every work-item of a dispatch.
//!
//! Work-groups run one after another. Inside a group, lanes run one by one, each until it
//! returns or reaches a `fence threads` barrier; when every lane waits at a barrier, all are
//! released (a barrier that only some lanes reach, while others have returned, is an error).
//! This handles any CFG, reducible or not, and gives LDS the semantics a barrier guarantees.
//! Scalar semantics come from [`crate::semantics`], so the evaluator and constant folding
//! agree bit for bit. Memory: raw UAVs are byte addressed over 32-bit words (little-endian
//! sub-dword accesses; misaligned addresses are program errors), typed UAVs, `g[]`, constant
//! buffers, the immediate constant buffer and private arrays are word addressed; out-of-bounds
//! loads return 0 and out-of-bounds stores and atomics do nothing (IL rule, L11423-11465). LDS starts zeroed (the IL leaves it
//! undefined, L3269).

use crate::entities::{Block, Inst, Value};
use crate::function::Function;
use crate::instructions::{AddressSpace, InstructionData, MemSize, SpecialKind, SpecialReg};
use crate::semantics::{eval_atomic, eval_fcmp, eval_icmp, eval_opcode};
pub use crate::texture::{EvalAddress, EvalSampler, EvalTexture};
use crate::types::Type;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;
use std::fmt;

/// Buffers visible to a dispatch, in 32-bit words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EvalMemory {
    /// UAVs by IL id (raw and typed accesses to id N both use entry N).
    pub uavs: BTreeMap<u32, Vec<u32>>,
    /// Constant buffers by id.
    pub cbs: BTreeMap<u32, Vec<u32>>,
    /// The global buffer `g[]`.
    pub global: Vec<u32>,
    /// Textures by resource id (graphics stages).
    pub textures: BTreeMap<u32, EvalTexture>,
    /// Sampler states by id; absent ones are point + clamp.
    pub samplers: BTreeMap<u32, EvalSampler>,
    /// Interpolant planes by input number: `[origin, dx, dy]` as `f32` bits; the value at
    /// pixel `(x, y)` is `origin + dx*(x+0.5) + dy*(y+0.5)`. Absent inputs read the window
    /// coordinate `(x+0.5, y+0.5, 0, 1)`.
    pub interpolants: BTreeMap<u32, [[u32; 4]; 3]>,
    /// Vertex inputs by number: (components, whether a missing `w` is 1.0f, words).
    pub vertex_inputs: BTreeMap<u32, (u32, bool, Vec<u32>)>,
    /// Render targets / vertex outputs by number: (components, words); texel `i` of the
    /// domain (`(z*H + y)*W + x` over the whole grid) is words `i*components ..`.
    pub outputs: BTreeMap<u32, (u32, Vec<u32>)>,
}

/// Dispatch shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchGeometry {
    /// Work-items per group along x, y, z.
    pub group_size: [u32; 3],
    /// Number of groups along x, y, z.
    pub num_groups: [u32; 3],
}

impl LaunchGeometry {
    /// A one-dimensional dispatch.
    pub fn linear(group_size: u32, num_groups: u32) -> LaunchGeometry {
        LaunchGeometry {
            group_size: [group_size, 1, 1],
            num_groups: [num_groups, 1, 1],
        }
    }
}

/// Evaluation limits.
#[derive(Clone, Copy, Debug)]
pub struct EvalOptions {
    /// Maximum instructions executed per lane before reporting a runaway loop.
    pub max_steps_per_lane: u64,
    /// Maximum work-items in one group.
    pub max_group_volume: u64,
}

impl Default for EvalOptions {
    fn default() -> Self {
        EvalOptions {
            max_steps_per_lane: 1 << 20,
            max_group_volume: 1 << 12,
        }
    }
}

/// An evaluation failure, located at the instruction and work-item where it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError {
    /// Flat group id.
    pub group: u32,
    /// Flat local id.
    pub lane: u32,
    /// The instruction, if any.
    pub inst: Option<Inst>,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "group {} lane {}", self.group, self.lane)?;
        if let Some(inst) = self.inst {
            write!(f, " at {inst}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for EvalError {}

/// Counters of one evaluation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EvalStats {
    /// Instructions executed over all lanes.
    pub instructions: u64,
    /// Barriers passed (per group).
    pub barriers: u64,
}

#[derive(Clone)]
struct Lane {
    local: [u32; 3],
    block: Block,
    index: usize,
    values: SecondaryMap<Value, u64>,
    private: Vec<Vec<u32>>,
    done: bool,
    steps: u64,
    /// Output stores of the invocation: (output, component, word), in program order.
    pending: Vec<(u32, u32, u32)>,
    /// The invocation discarded itself.
    discarded: bool,
    /// Stopped before the derivative at `(block, index)`, waiting for its quad.
    at_quad: bool,
    /// The derivative's value, computed by the group driver for the whole quad.
    quad_result: u64,
}

enum Stop {
    Returned,
    Barrier,
    /// Stopped before a terminator (only when asked to, see [`SingleLane`]).
    AtTerminator,
    /// Stopped before a derivative, which needs the lane's 2x2 quad.
    Quad,
}

/// One value computed by one work-item, reported to an observer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueEvent {
    /// Flat group id.
    pub group: u32,
    /// Flat local id.
    pub lane: u32,
    /// The value defined (instruction result or block parameter).
    pub value: Value,
    /// Its bits.
    pub bits: u64,
}

struct Group<'a> {
    func: &'a Function,
    observer: &'a mut dyn FnMut(ValueEvent),
    geometry: LaunchGeometry,
    memory: &'a mut EvalMemory,
    lds: Vec<u32>,
    /// The dispatch's GDS (kept from one work-group to the next).
    gds: Vec<u32>,
    group_id: [u32; 3],
    group_flat: u32,
    options: EvalOptions,
    stats: EvalStats,
}

/// Byte addresses must be aligned to the access size (IL: "must be four-bytes aligned",
/// L3287-3292, L11423); the evaluator reports a misaligned access as a program error, like
/// the IL interpreter, instead of silently dropping the low bits.
fn check_alignment(space: AddressSpace, size: MemSize, addr: u32) -> Result<(), String> {
    if space.is_byte_addressed() && addr % size.bytes() != 0 {
        Err(format!(
            "byte address {addr} is not {}-byte aligned",
            size.bytes()
        ))
    } else {
        Ok(())
    }
}

fn word_index(space: AddressSpace, addr: u32) -> (usize, u32) {
    if space.is_byte_addressed() {
        ((addr / 4) as usize, addr % 4)
    } else {
        (addr as usize, 0)
    }
}

fn extract(size: MemSize, word: u32, byte: u32) -> u32 {
    let shifted = word >> (8 * byte);
    match size {
        MemSize::Dword => word,
        MemSize::U8 => shifted & 0xff,
        MemSize::I8 => shifted as u8 as i8 as i32 as u32,
        MemSize::U16 => shifted & 0xffff,
        MemSize::I16 => shifted as u16 as i16 as i32 as u32,
    }
}

fn merge(size: MemSize, old: u32, value: u32, byte: u32) -> u32 {
    let mask = match size.bytes() {
        1 => 0xffu32,
        2 => 0xffff,
        _ => return value,
    } << (8 * byte);
    (old & !mask) | ((value << (8 * byte)) & mask)
}

impl Group<'_> {
    fn special(&self, lane: &Lane, reg: SpecialReg) -> u32 {
        let g = self.geometry;
        let axis = (reg.axis as usize).min(2);
        let local_flat =
            lane.local[0] + g.group_size[0] * (lane.local[1] + g.group_size[1] * lane.local[2]);
        let volume = g.group_size.iter().product::<u32>();
        match reg.kind {
            SpecialKind::LocalId => lane.local[axis],
            SpecialKind::GroupId => self.group_id[axis],
            SpecialKind::GlobalId => self.group_id[axis]
                .wrapping_mul(g.group_size[axis])
                .wrapping_add(lane.local[axis]),
            SpecialKind::LocalFlat => local_flat,
            SpecialKind::GroupFlat => self.group_flat,
            SpecialKind::GlobalFlat => self
                .group_flat
                .wrapping_mul(volume)
                .wrapping_add(local_flat),
            SpecialKind::GroupSize => g.group_size[axis],
            SpecialKind::NumGroups => g.num_groups[axis],
        }
    }

    fn buffer<'b>(
        &'b mut self,
        lane: &'b mut Lane,
        space: AddressSpace,
    ) -> Option<&'b mut Vec<u32>> {
        match space {
            AddressSpace::Uav(id) | AddressSpace::TypedUav(id) => self.memory.uavs.get_mut(&id),
            AddressSpace::Global => Some(&mut self.memory.global),
            AddressSpace::Lds => Some(&mut self.lds),
            AddressSpace::Gds => Some(&mut self.gds),
            AddressSpace::Cb(id) => self.memory.cbs.get_mut(&id),
            AddressSpace::Private(id) => lane.private.get_mut(id as usize),
            AddressSpace::Icb
            | AddressSpace::Interpolant(_)
            | AddressSpace::VertexInput(_)
            | AddressSpace::Output(_)
            | AddressSpace::Discard => None,
        }
    }

    /// The global id of a lane, and the linear index of its pixel / vertex in the grid.
    fn domain_index(&self, lane: &Lane) -> ([u32; 3], usize) {
        let g = self.geometry;
        let abs: [u32; 3] = [0, 1, 2].map(|a| self.group_id[a] * g.group_size[a] + lane.local[a]);
        let w = u64::from(g.group_size[0]) * u64::from(g.num_groups[0]);
        let h = u64::from(g.group_size[1]) * u64::from(g.num_groups[1]);
        let index = (u64::from(abs[2]) * h + u64::from(abs[1])) * w + u64::from(abs[0]);
        (abs, index as usize)
    }

    /// Component `comp` of a graphics-stage input.
    fn stage_input(&self, lane: &Lane, space: AddressSpace, comp: u32) -> u32 {
        let (abs, index) = self.domain_index(lane);
        let c = (comp & 3) as usize;
        match space {
            AddressSpace::Interpolant(n) => {
                let (wx, wy) = (abs[0] as f32 + 0.5, abs[1] as f32 + 0.5);
                match self.memory.interpolants.get(&n) {
                    Some([o, dx, dy]) => {
                        let f = f32::from_bits;
                        (f(o[c]) + f(dx[c]) * wx + f(dy[c]) * wy).to_bits()
                    }
                    None => [wx.to_bits(), wy.to_bits(), 0, 0x3f80_0000][c],
                }
            }
            AddressSpace::VertexInput(n) => match self.memory.vertex_inputs.get(&n) {
                Some((components, float, words)) => {
                    let k = *components as usize;
                    if c < k {
                        words.get(index * k + c).copied().unwrap_or(0)
                    } else if c == 3 {
                        if *float {
                            0x3f80_0000
                        } else {
                            1
                        }
                    } else {
                        0
                    }
                }
                None => 0,
            },
            _ => 0,
        }
    }

    /// Writes the output stores of a lane that returned without discarding.
    fn commit_outputs(&mut self, lane: &mut Lane) {
        let (_, index) = self.domain_index(lane);
        for (n, comp, word) in std::mem::take(&mut lane.pending) {
            if lane.discarded {
                continue;
            }
            if let Some((components, words)) = self.memory.outputs.get_mut(&n) {
                if comp < *components {
                    if let Some(w) = words.get_mut(index * *components as usize + comp as usize) {
                        *w = word;
                    }
                }
            }
        }
    }

    fn load(&mut self, lane: &mut Lane, space: AddressSpace, size: MemSize, addr: u32) -> u32 {
        if space.is_stage_input() {
            return self.stage_input(lane, space, addr);
        }
        let (index, byte) = word_index(space, addr);
        let word = if space == AddressSpace::Icb {
            self.func.icb.get(index).copied()
        } else {
            self.buffer(lane, space).and_then(|b| b.get(index).copied())
        };
        word.map_or(0, |w| extract(size, w, byte))
    }

    fn store(
        &mut self,
        lane: &mut Lane,
        space: AddressSpace,
        size: MemSize,
        addr: u32,
        value: u32,
    ) {
        match space {
            AddressSpace::Output(n) => return lane.pending.push((n, addr, value)),
            AddressSpace::Discard => {
                lane.discarded = true;
                return;
            }
            _ => {}
        }
        let (index, byte) = word_index(space, addr);
        if let Some(slot) = self.buffer(lane, space).and_then(|b| b.get_mut(index)) {
            *slot = merge(size, *slot, value, byte);
        }
    }

    /// Runs a lane until it returns or reaches a barrier.
    fn run_lane(&mut self, lane: &mut Lane, lane_flat: u32) -> Result<Stop, EvalError> {
        self.run_lane_until(lane, lane_flat, false)
    }

    fn run_lane_until(
        &mut self,
        lane: &mut Lane,
        lane_flat: u32,
        stop_at_terminator: bool,
    ) -> Result<Stop, EvalError> {
        let func = self.func;
        let group_flat = self.group_flat;
        let err = move |inst: Option<Inst>, message: String| EvalError {
            group: group_flat,
            lane: lane_flat,
            inst,
            message,
        };
        loop {
            let Some(&inst) = func.blocks[lane.block].insts.get(lane.index) else {
                return Err(err(None, format!("fell off the end of {}", lane.block)));
            };
            if stop_at_terminator && func.insts[inst].is_terminator() {
                return Ok(Stop::AtTerminator);
            }
            if matches!(func.insts[inst], InstructionData::Derivative { .. }) && !lane.at_quad {
                lane.at_quad = true;
                return Ok(Stop::Quad);
            }
            lane.at_quad = false;
            lane.steps += 1;
            self.stats.instructions += 1;
            if lane.steps > self.options.max_steps_per_lane {
                return Err(err(
                    Some(inst),
                    "step limit exceeded (runaway loop?)".into(),
                ));
            }
            lane.index += 1;
            let arg = |lane: &Lane, v: Value| lane.values[v];
            let result: Option<u64> = match &func.insts[inst] {
                InstructionData::Const { bits, .. } => Some(*bits),
                InstructionData::Unary { opcode, flags, .. }
                | InstructionData::Binary { opcode, flags, .. }
                | InstructionData::Ternary { opcode, flags, .. } => {
                    let ty = func
                        .inst_result(inst)
                        .map_or(Type::I32, |r| func.value_type(r));
                    let args: smallvec::SmallVec<[u64; 4]> = func.insts[inst]
                        .values()
                        .iter()
                        .map(|v| arg(lane, *v))
                        .collect();
                    Some(
                        eval_opcode(*opcode, *flags, ty, &args)
                            .map_err(|e| err(Some(inst), e.0))?,
                    )
                }
                InstructionData::Quaternary { opcode, args } => {
                    let vals: Vec<u64> = args.iter().map(|v| arg(lane, *v)).collect();
                    Some(
                        eval_opcode(*opcode, Default::default(), Type::I32, &vals)
                            .map_err(|e| err(Some(inst), e.0))?,
                    )
                }
                InstructionData::Bitcast { ty, arg: a } => Some(arg(lane, *a) & ty.mask()),
                InstructionData::IntCompare { cond, args } => {
                    let ty = func.value_type(args[0]);
                    Some(eval_icmp(*cond, ty, arg(lane, args[0]), arg(lane, args[1])) as u64)
                }
                InstructionData::FloatCompare { cond, flags, args } => {
                    let ty = func.value_type(args[0]);
                    Some(
                        eval_fcmp(*cond, *flags, ty, arg(lane, args[0]), arg(lane, args[1])) as u64,
                    )
                }
                InstructionData::Load { space, size, addr } => {
                    let a = arg(lane, *addr) as u32;
                    check_alignment(*space, *size, a).map_err(|m| err(Some(inst), m))?;
                    Some(self.load(lane, *space, *size, a) as u64)
                }
                InstructionData::Store { space, size, args } => {
                    let (a, v) = (arg(lane, args[0]) as u32, arg(lane, args[1]) as u32);
                    check_alignment(*space, *size, a).map_err(|m| err(Some(inst), m))?;
                    self.store(lane, *space, *size, a, v);
                    None
                }
                InstructionData::Atomic { op, space, args } => {
                    let a = arg(lane, args[0]) as u32;
                    check_alignment(*space, MemSize::Dword, a).map_err(|m| err(Some(inst), m))?;
                    let src = args.get(1).map_or(0, |v| arg(lane, *v) as u32);
                    let cmp = args.get(2).map_or(0, |v| arg(lane, *v) as u32);
                    let old = self.load(lane, *space, MemSize::Dword, a);
                    self.store(
                        lane,
                        *space,
                        MemSize::Dword,
                        a,
                        eval_atomic(*op, old, src, cmp),
                    );
                    Some(old as u64)
                }
                InstructionData::Fence { flags } => {
                    if flags.threads {
                        return Ok(Stop::Barrier);
                    }
                    None
                }
                InstructionData::Special { reg } => Some(self.special(lane, *reg) as u64),
                InstructionData::Jump { dest } => {
                    self.enter(lane, dest, lane_flat);
                    None
                }
                InstructionData::Brif {
                    cond,
                    then_dest,
                    else_dest,
                } => {
                    let dest = if arg(lane, *cond) & 1 == 1 {
                        then_dest
                    } else {
                        else_dest
                    };
                    self.enter(lane, dest, lane_flat);
                    None
                }
                InstructionData::Return => {
                    lane.done = true;
                    self.commit_outputs(lane);
                    return Ok(Stop::Returned);
                }
                InstructionData::Texture { desc, args } => {
                    let words: smallvec::SmallVec<[u32; 4]> =
                        args.iter().map(|v| arg(lane, *v) as u32).collect();
                    let Some(tex) = self.memory.textures.get(&desc.resource) else {
                        return Err(err(
                            Some(inst),
                            format!("the launch has no resource {}", desc.resource),
                        ));
                    };
                    let sampler = self
                        .memory
                        .samplers
                        .get(&desc.sampler)
                        .copied()
                        .unwrap_or_default();
                    Some(
                        crate::texture::evaluate(desc, tex, sampler, &words)
                            .map_err(|m| err(Some(inst), m))? as u64,
                    )
                }
                InstructionData::Derivative { .. } => {
                    // Computed by the group driver for the whole quad (see `run_group`).
                    Some(lane.quad_result)
                }
            };
            if let (Some(bits), Some(r)) = (result, func.inst_result(inst)) {
                let bits = bits & func.value_type(r).mask();
                lane.values[r] = bits;
                (self.observer)(ValueEvent {
                    group: self.group_flat,
                    lane: lane_flat,
                    value: r,
                    bits,
                });
            }
        }
    }

    fn enter(&mut self, lane: &mut Lane, dest: &crate::BlockCall, lane_flat: u32) {
        let args: smallvec::SmallVec<[u64; 8]> =
            dest.args.iter().map(|v| lane.values[*v]).collect();
        for (p, a) in self.func.blocks[dest.block].params.iter().zip(args) {
            lane.values[*p] = a;
            (self.observer)(ValueEvent {
                group: self.group_flat,
                lane: lane_flat,
                value: *p,
                bits: a,
            });
        }
        lane.block = dest.block;
        lane.index = 0;
    }
}

/// One work-item executed block by block under outside control: the driver decides which
/// block runs next. Used to check that a structurized region tree visits blocks and passes
/// block arguments exactly as the CFG does.
pub struct SingleLane<'a> {
    group: Group<'a>,
    lane: Lane,
}

impl<'a> SingleLane<'a> {
    /// Work-item 0 of group 0 of `geometry`, over `memory`.
    pub fn new(
        func: &'a Function,
        geometry: LaunchGeometry,
        memory: &'a mut EvalMemory,
        observer: &'a mut dyn FnMut(ValueEvent),
    ) -> SingleLane<'a> {
        let entry = func.entry_block().unwrap_or(Block::from_u32(0));
        let lane = Lane {
            local: [0; 3],
            block: entry,
            index: 0,
            values: SecondaryMap::new(),
            private: func
                .private_arrays
                .iter()
                .map(|n| vec![0; *n as usize])
                .collect(),
            done: false,
            steps: 0,
            pending: Vec::new(),
            discarded: false,
            at_quad: false,
            quad_result: 0,
        };
        let group = Group {
            func,
            observer,
            geometry,
            memory,
            lds: vec![0; func.lds_bytes.div_ceil(4) as usize],
            gds: vec![0; func.gds_bytes.div_ceil(4) as usize],
            group_id: [0; 3],
            group_flat: 0,
            options: EvalOptions::default(),
            stats: EvalStats::default(),
        };
        SingleLane { group, lane }
    }

    /// Executes the instructions of `block` before its terminator.
    pub fn run_body(&mut self, block: Block) -> Result<(), EvalError> {
        self.lane.block = block;
        self.lane.index = 0;
        match self.group.run_lane_until(&mut self.lane, 0, true)? {
            Stop::AtTerminator => Ok(()),
            _ => Err(EvalError {
                group: 0,
                lane: 0,
                inst: None,
                message: format!("{block} has no terminator"),
            }),
        }
    }

    /// The value of the `brif` condition ending `block` (after [`Self::run_body`]).
    pub fn condition(&self, block: Block) -> Option<bool> {
        let term = self.group.func.terminator(block)?;
        match &self.group.func.insts[term] {
            InstructionData::Brif { cond, .. } => Some(self.lane.values[*cond] & 1 == 1),
            _ => None,
        }
    }

    /// Takes the edge `from → to`: assigns `to`'s parameters from the branch arguments.
    /// When both targets of a `brif` are `to`, the condition picks the call.
    pub fn take_edge(&mut self, from: Block, to: Block) {
        let func = self.group.func;
        let Some(term) = func.terminator(from) else {
            return;
        };
        let calls = func.insts[term].branch_targets();
        let call = match (calls.as_slice(), self.condition(from)) {
            ([t, e], Some(c)) if t.block == to && e.block == to => {
                if c {
                    *t
                } else {
                    *e
                }
            }
            _ => match calls.iter().find(|c| c.block == to) {
                Some(c) => *c,
                None => return,
            },
        };
        let call = call.clone();
        self.group.enter(&mut self.lane, &call, 0);
    }
}

/// Runs `func` over the whole dispatch, updating `memory`.
pub fn run(
    func: &Function,
    geometry: &LaunchGeometry,
    memory: &mut EvalMemory,
    options: &EvalOptions,
) -> Result<EvalStats, EvalError> {
    run_observed(func, geometry, memory, options, &mut |_| {})
}

/// Like [`run`], reporting every value each work-item computes to `observer`.
pub fn run_observed(
    func: &Function,
    geometry: &LaunchGeometry,
    memory: &mut EvalMemory,
    options: &EvalOptions,
    observer: &mut dyn FnMut(ValueEvent),
) -> Result<EvalStats, EvalError> {
    let Some(entry) = func.entry_block() else {
        return Err(EvalError {
            group: 0,
            lane: 0,
            inst: None,
            message: "function has no blocks".into(),
        });
    };
    let volume: u64 = geometry.group_size.iter().map(|d| *d as u64).product();
    if volume == 0 || volume > options.max_group_volume {
        return Err(EvalError {
            group: 0,
            lane: 0,
            inst: None,
            message: format!("bad group volume {volume}"),
        });
    }
    let mut stats = EvalStats::default();
    let mut gds = vec![0u32; func.gds_bytes.div_ceil(4) as usize];
    let [gx, gy, gz] = geometry.num_groups;
    let mut group_flat = 0u32;
    for z in 0..gz {
        for y in 0..gy {
            for x in 0..gx {
                let mut group = Group {
                    func,
                    observer: &mut *observer,
                    geometry: *geometry,
                    memory,
                    lds: vec![0; func.lds_bytes.div_ceil(4) as usize],
                    gds: std::mem::take(&mut gds),
                    group_id: [x, y, z],
                    group_flat,
                    options: *options,
                    stats: EvalStats::default(),
                };
                run_group(&mut group, entry)?;
                gds = std::mem::take(&mut group.gds);
                stats.instructions += group.stats.instructions;
                stats.barriers += group.stats.barriers;
                group_flat = group_flat.wrapping_add(1);
            }
        }
    }
    Ok(stats)
}

fn run_group(group: &mut Group, entry: Block) -> Result<(), EvalError> {
    let [sx, sy, sz] = group.geometry.group_size;
    let private: Vec<Vec<u32>> = group
        .func
        .private_arrays
        .iter()
        .map(|n| vec![0; *n as usize])
        .collect();
    let mut lanes = Vec::new();
    for z in 0..sz {
        for y in 0..sy {
            for x in 0..sx {
                lanes.push(Lane {
                    local: [x, y, z],
                    block: entry,
                    index: 0,
                    values: SecondaryMap::new(),
                    private: private.clone(),
                    done: false,
                    steps: 0,
                    pending: Vec::new(),
                    discarded: false,
                    at_quad: false,
                    quad_result: 0,
                });
            }
        }
    }
    loop {
        let (mut at_barrier, mut at_quad) = (0usize, 0usize);
        for (i, lane) in lanes.iter_mut().enumerate() {
            if lane.done {
                continue;
            }
            match group.run_lane(lane, i as u32)? {
                Stop::Barrier => at_barrier += 1,
                Stop::Quad => at_quad += 1,
                _ => {}
            }
        }
        if at_quad > 0 {
            if at_barrier > 0 {
                return Err(EvalError {
                    group: group.group_flat,
                    lane: 0,
                    inst: None,
                    message: "lanes wait at a barrier while others take a derivative".into(),
                });
            }
            quad_step(group, &mut lanes)?;
            continue;
        }
        if at_barrier == 0 {
            return Ok(());
        }
        if at_barrier != lanes.len() {
            let lane = lanes.iter().position(|l| l.done).unwrap_or(0) as u32;
            return Err(EvalError {
                group: group.group_flat,
                lane,
                inst: None,
                message: "barrier reached by only some lanes of the group".into(),
            });
        }
        group.stats.barriers += 1;
    }
}

/// Computes the derivative every waiting lane stopped at, from the values of its 2x2 quad
/// (the lanes `(x & !1, y & !1) ..` of the group): coarse from the quad's top-left pixel,
/// `fine` along the lane's own row / column (IL DSX/DSY/FWIDTH, L7878-7918, L8096-8110).
/// Every quad member must wait at the same instruction.
fn quad_step(group: &mut Group, lanes: &mut [Lane]) -> Result<(), EvalError> {
    use crate::instructions::{DerivAxis, FloatFlags};
    use crate::opcode::Opcode;
    let func = group.func;
    let [sx, sy, _] = group.geometry.group_size.map(|d| d as usize);
    let fail = |lane: usize, inst: Option<Inst>, message: String| EvalError {
        group: group.group_flat,
        lane: lane as u32,
        inst,
        message,
    };
    let at = |l: &Lane| -> Option<Inst> {
        if l.done || !l.at_quad {
            return None;
        }
        func.blocks[l.block].insts.get(l.index).copied()
    };
    if sx % 2 != 0 || sy % 2 != 0 {
        return Err(fail(
            0,
            None,
            format!("derivatives need 2x2 quads but the group is {sx}x{sy}"),
        ));
    }
    let mut results = vec![None; lanes.len()];
    for (i, lane) in lanes.iter().enumerate() {
        let Some(inst) = at(lane) else {
            continue;
        };
        let InstructionData::Derivative { axis, fine, arg } = &func.insts[inst] else {
            continue;
        };
        let (x, y) = (i % sx, (i / sx) % sy);
        let base = i - (x & 1) - (y & 1) * sx;
        let mut v = [0u64; 4];
        for (q, member) in [base, base + 1, base + sx, base + sx + 1]
            .iter()
            .enumerate()
        {
            match lanes.get(*member) {
                Some(m) if at(m) == Some(inst) => v[q] = m.values[*arg],
                _ => return Err(fail(
                    i,
                    Some(inst),
                    "a derivative needs all four pixels of its 2x2 quad at the same instruction"
                        .into(),
                )),
            }
        }
        let (row, col) = if *fine { (y & 1, x & 1) } else { (0, 0) };
        let sub = |a: u64, b: u64| {
            eval_opcode(Opcode::Fsub, FloatFlags::IL, Type::F32, &[a, b]).unwrap_or(0)
        };
        let dx = sub(v[2 * row + 1], v[2 * row]);
        let dy = sub(v[2 + col], v[col]);
        let r = match axis {
            DerivAxis::X => dx,
            DerivAxis::Y => dy,
            DerivAxis::Width => {
                let flags = FloatFlags {
                    abs: 0b11,
                    ..FloatFlags::IL
                };
                eval_opcode(Opcode::Fadd, flags, Type::F32, &[dx, dy]).unwrap_or(0)
            }
        };
        results[i] = Some(r);
    }
    for (lane, r) in lanes.iter_mut().zip(results) {
        if let Some(r) = r {
            lane.quad_result = r;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_function;

    fn run_text(
        text: &str,
        geometry: LaunchGeometry,
        memory: &mut EvalMemory,
    ) -> Result<EvalStats, EvalError> {
        let func = parse_function(text).unwrap();
        crate::verifier::verify(&func).unwrap();
        run(&func, &geometry, memory, &EvalOptions::default())
    }

    #[test]
    fn loop_sums_and_divergent_branches() {
        // out[gid] = sum(0..gid) computed with a loop whose trip count differs per lane.
        let text = "function %f {
block0:
    v0 = special global_id.x
    v1 = const.i32 0
    jump block1(v1, v1)
block1(v2: i32, v3: i32):
    v4 = icmp slt v2, v0
    brif v4, block2, block3
block2:
    v5 = iadd v3, v2
    v6 = const.i32 1
    v7 = iadd v2, v6
    jump block1(v7, v5)
block3:
    v8 = const.i32 4
    v9 = imul v0, v8
    store uav(0) v9, v3
    return
}
";
        let mut mem = EvalMemory::default();
        mem.uavs.insert(0, vec![0; 8]);
        run_text(text, LaunchGeometry::linear(4, 2), &mut mem).unwrap();
        assert_eq!(mem.uavs[&0], vec![0, 0, 1, 3, 6, 10, 15, 21]);
    }

    #[test]
    fn barrier_makes_lds_writes_visible() {
        // Each lane writes its id to LDS, barriers, then reads its neighbour's slot.
        let text = "function %f {
    lds 16
block0:
    v0 = special local_id.x
    v1 = const.i32 4
    v2 = imul v0, v1
    store lds v2, v0
    fence threads lds
    v3 = const.i32 1
    v4 = iadd v0, v3
    v5 = const.i32 3
    v6 = band v4, v5
    v7 = imul v6, v1
    v8 = load lds v7
    v9 = special global_id.x
    v10 = imul v9, v1
    store uav(0) v10, v8
    return
}
";
        let mut mem = EvalMemory::default();
        mem.uavs.insert(0, vec![0; 8]);
        let stats = run_text(text, LaunchGeometry::linear(4, 2), &mut mem).unwrap();
        assert_eq!(mem.uavs[&0], vec![1, 2, 3, 0, 1, 2, 3, 0]);
        assert_eq!(stats.barriers, 2);
    }

    #[test]
    fn divergent_barrier_is_an_error() {
        let text = "function %f {
block0:
    v0 = special local_id.x
    v1 = const.i32 0
    v2 = icmp eq v0, v1
    brif v2, block1, block2
block1:
    fence threads
    return
block2:
    return
}
";
        let err = run_text(
            text,
            LaunchGeometry::linear(2, 1),
            &mut EvalMemory::default(),
        )
        .unwrap_err();
        assert!(err.message.contains("only some lanes"), "{err}");
    }

    #[test]
    fn runaway_loop_is_reported() {
        let text = "function %f {\nblock0:\n    jump block1\nblock1:\n    jump block1\n}\n";
        let func = parse_function(text).unwrap();
        let options = EvalOptions {
            max_steps_per_lane: 100,
            ..EvalOptions::default()
        };
        let err = run(
            &func,
            &LaunchGeometry::linear(1, 1),
            &mut EvalMemory::default(),
            &options,
        )
        .unwrap_err();
        assert!(err.message.contains("step limit"));
    }

    #[test]
    fn memory_spaces_atomics_and_bounds() {
        let text = "function %f {
    private 2
    icb 0x0000000b, 0x00000016
block0:
    v0 = special local_id.x
    v1 = const.i32 1
    v30 = const.i32 0
    v2 = atomic add uav(1) v30, v1
    v3 = load icb v0
    store private(0) v0, v3
    v4 = load private(0) v0
    v5 = const.i32 1000
    v6 = load uav(1) v5
    store uav(1) v5, v1
    v7 = load cb(0) v0
    v8 = iadd v4, v7
    v9 = const.i32 4
    v19 = const.i32 16
    v10 = imul v0, v19
    v11 = iadd v10, v9
    store uav(0) v10, v8
    v12 = const.i32 2
    v20 = imul v0, v9
    v13 = iadd v20, v12
    v14 = load.i8 uav(2) v13
    store uav(0) v11, v14
    v15 = const.i32 8
    v16 = iadd v10, v15
    v17 = bor v2, v6
    v18 = iadd v16, v9
    store uav(0) v18, v17
    return
}
";
        let mut mem = EvalMemory::default();
        mem.uavs.insert(0, vec![0; 8]);
        mem.uavs.insert(1, vec![0; 1]);
        mem.uavs.insert(2, vec![0x0080_0000, 0x007f_0000]);
        mem.cbs.insert(0, vec![100, 200]);
        run_text(text, LaunchGeometry::linear(2, 1), &mut mem).unwrap();
        // Lane 0: 11+100, sign-extended byte 0x80; lane 1: 22+200, byte 0x7f.
        assert_eq!(mem.uavs[&0], vec![111, 0xffff_ff80, 0, 0, 222, 0x7f, 0, 1]);
        // Atomic add at byte address 0: the lanes see old values 0 and 1; the out-of-bounds
        // load gave 0 and the out-of-bounds store vanished.
        assert_eq!(mem.uavs[&1], vec![2]);
    }

    #[test]
    fn misaligned_byte_address_is_an_error() {
        let text = "function %f {\nblock0:\n    v0 = const.i32 6\n    v1 = load uav(0) v0\n    v2 = load.u16 uav(0) v0\n    return\n}\n";
        let mut mem = EvalMemory::default();
        mem.uavs.insert(0, vec![0; 4]);
        let err = run_text(text, LaunchGeometry::linear(1, 1), &mut mem).unwrap_err();
        assert_eq!(err.inst, Some(Inst::from_u32(1)));
        assert!(
            err.message.contains("byte address 6 is not 4-byte aligned"),
            "{err}"
        );
    }

    #[test]
    fn dispatch_registers() {
        let text = "function %f {
block0:
    v0 = special global_flat
    v1 = special local_flat
    v2 = special group_id.y
    v3 = special num_groups.y
    v4 = special group_size.x
    v5 = const.i32 4
    v6 = imul v0, v5
    v7 = imul v3, v5
    v8 = imul v2, v7
    v9 = iadd v8, v1
    v10 = imul v9, v4
    store uav(0) v6, v10
    return
}
";
        let mut mem = EvalMemory::default();
        mem.uavs.insert(0, vec![0; 4]);
        let geometry = LaunchGeometry {
            group_size: [2, 1, 1],
            num_groups: [1, 2, 1],
        };
        run_text(text, geometry, &mut mem).unwrap();
        // global_flat = group_flat*2 + local_flat; value = (group_y*2*4 + local) * 2.
        assert_eq!(mem.uavs[&0], vec![0, 2, 16, 18]);
    }
}
