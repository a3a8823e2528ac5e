//! The backend's virtual code: scalar ALU operations on virtual registers, fetches, memory
//! writes and structured control-flow markers, in program order. Instruction selection
//! produces it; clause formation, scheduling and register allocation consume it.

use r600_isa::{AluOp, Chan, TexOp};

/// A virtual register: one 32-bit value living in one GPR element.
pub type VReg = u32;

/// What is known about a virtual register before scheduling.
#[derive(Debug, Clone, Copy, Default)]
pub struct VRegInfo {
    /// The element the value must live in (fixed for block parameters, store data, store
    /// indices, fetch results, thread ids; otherwise chosen by the scheduler).
    pub chan: Option<Chan>,
    /// A preloaded GPR (thread ids in R0-R2).
    pub precolor: Option<u8>,
    /// Registers of one tuple share a GPR (the components of a memory write).
    pub tuple: Option<u32>,
    /// Defined more than once (block parameters): never read through PV/PS across defs.
    pub multi_def: bool,
    /// The address register AR (written by MOVA_INT, read by relative constant operands);
    /// it has no GPR and its readers must follow its writer within one clause.
    pub ar: bool,
}

/// An ALU source operand before allocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VSrc {
    /// A virtual register.
    Reg(VReg),
    /// A 32-bit constant (an inline constant when it is one, else a literal).
    Lit(u32),
    /// Constant-buffer word `word` of buffer `cb` (read through the kcache).
    Kc {
        /// Constant buffer id.
        cb: u8,
        /// Word index (`cbN[word / 4]`, element `word % 4`).
        word: u32,
    },
    /// Constant-file register `C[base + AR.x].chan` (constant buffer 0), indexed by the
    /// address register `ar`.
    CfRel {
        /// Base constant (element index).
        base: u8,
        /// Element.
        chan: Chan,
        /// The AR pseudo-register (for dependences).
        ar: VReg,
    },
    /// An element of an indexed temporary array, which lives in reserved GPRs: `R[gpr].chan`,
    /// or `R[gpr + AR.x].chan` (relative addressing) when `ar` is set.
    Array(ArrayRef),
}

/// A place in an indexed temporary array (reserved GPRs, see `isel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArrayRef {
    /// The array's pseudo-register: every read of the array reads it and every write
    /// writes it, which orders all accesses of one array (a relative access may touch any
    /// element). It has no GPR.
    pub token: VReg,
    /// The GPR (the array's first GPR plus the constant element offset).
    pub gpr: u8,
    /// Element.
    pub chan: Chan,
    /// The AR pseudo-register when the access adds AR.x to `gpr`.
    pub ar: Option<VReg>,
}

/// One scalar ALU operation.
#[derive(Debug, Clone)]
pub struct VOp {
    /// The opcode.
    pub op: AluOp,
    /// Destination, if the result is kept.
    pub dst: Option<VReg>,
    /// Sources, as many as the opcode reads.
    pub srcs: Vec<VSrc>,
    /// NEG modifier per source (bit i).
    pub neg: u8,
    /// ABS modifier per source (bit i).
    pub abs: u8,
    /// CLAMP the result to [0, 1].
    pub clamp: bool,
    /// A PRED_SET* that updates the execute mask (always the clause's last operation).
    pub pred: bool,
    /// The result goes to an indexed temporary array element instead of `dst` (then
    /// `None`).
    pub dst_array: Option<ArrayRef>,
}

impl VOp {
    /// A plain operation.
    pub fn new(op: AluOp, dst: Option<VReg>, srcs: &[VSrc]) -> VOp {
        VOp {
            op,
            dst,
            srcs: srcs.to_vec(),
            neg: 0,
            abs: 0,
            clamp: false,
            pred: false,
            dst_array: None,
        }
    }

    /// The registers this operation reads (array tokens and AR included).
    pub fn reads(&self) -> impl Iterator<Item = VReg> + '_ {
        let srcs = self.srcs.iter().flat_map(|s| {
            let (a, b) = match s {
                VSrc::Reg(r) | VSrc::CfRel { ar: r, .. } => (Some(*r), None),
                VSrc::Array(a) => (Some(a.token), a.ar),
                _ => (None, None),
            };
            a.into_iter().chain(b)
        });
        srcs.chain(self.dst_array.and_then(|a| a.ar))
    }

    /// The register this operation writes: `dst`, or the array token of `dst_array`.
    pub fn writes(&self) -> Option<VReg> {
        self.dst.or(self.dst_array.map(|a| a.token))
    }
}

/// One item of the virtual program.
#[derive(Debug, Clone)]
pub enum Item {
    /// An ALU operation.
    Alu(VOp),
    /// A vertex fetch of one dword of `g[]`: dword `4 * index + offset` into `dst`; or, for
    /// an `offset` of [`VERTEX_INPUTS`]` + 4n + c`, component c of element `index` of vertex
    /// input n (VTX BUFFER_ID n).
    Fetch {
        /// Destination register.
        dst: VReg,
        /// Element index register.
        index: VReg,
        /// Dword offset added to `4 * index` (encoded as OFFSET and DST_SEL).
        offset: u32,
    },
    /// A MEM_SCRATCH write of some components of `g[base + index]`.
    Store {
        /// Element index register (element x).
        index: VReg,
        /// Constant element offset (ARRAY_BASE).
        base: u32,
        /// (component, register) pairs; the registers form one tuple.
        data: Vec<(Chan, VReg)>,
    },
    /// The preceding ALU operation is a PRED_SET: push before its clause.
    IfPush,
    /// Switch to the lanes of the else side.
    Else,
    /// Pop the per-pixel state of the innermost if.
    Pop,
    /// A TEX instruction (a texture sample, load or size, or a gradient).
    Tex(TexItem),
    /// An EXPORT of render target `target` (pixel shaders) or of a vertex's position or
    /// parameter: the tuple's components; the last export of each TYPE becomes EXPORT_DONE.
    Export {
        /// TYPE: 0 PIXEL, 1 POS, 2 PARAM.
        ty: u8,
        /// ARRAY_BASE: the MRT, position (60) or parameter number.
        target: u32,
        /// (component, register) pairs; the registers form one tuple. Components not
        /// listed are masked (the target keeps them).
        data: Vec<(Chan, VReg)>,
    },
    /// Begin a loop (LOOP_START_DX10).
    LoopStart,
    /// End of a loop body (LOOP_END).
    LoopEnd,
    /// The active lanes leave the innermost loop.
    LoopBreak,
    /// The active lanes continue with the next iteration of the innermost loop.
    LoopContinue,
}

/// Fetch offsets from here on name vertex inputs (see [`Item::Fetch`]); `g[]` offsets stay
/// below 2^14.
pub const VERTEX_INPUTS: u32 = 0x4000_0000;

/// One TEX instruction before allocation: its source elements form one register tuple (each
/// register in the element SRC_SEL reads), and so do its destination elements.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TexItem {
    /// The opcode.
    pub op: TexOp,
    /// RESOURCE_ID.
    pub resource: u8,
    /// SAMPLER_ID.
    pub sampler: u8,
    /// COORD_TYPE per element: normalised coordinates.
    pub normalized: bool,
    /// OFFSET_X/Y/Z fields (S3.1: two per texel).
    pub offset: [i8; 3],
    /// Source element c (SRC_SEL c reads element c of the tuple's GPR; `None`: SEL_0).
    pub src: [Option<VReg>; 4],
    /// Destination element c (`None`: masked).
    pub dst: [Option<VReg>; 4],
}

impl TexItem {
    /// The registers it reads.
    pub fn reads(&self) -> impl Iterator<Item = VReg> + '_ {
        self.src.iter().flatten().copied()
    }

    /// The registers it writes.
    pub fn writes(&self) -> impl Iterator<Item = VReg> + '_ {
        self.dst.iter().flatten().copied()
    }
}

impl Item {
    /// The registers a non-ALU item reads (fetch indices, write data and indices, TEX
    /// sources, export data); ALU operations answer [`VOp::reads`].
    pub fn mem_reads(&self) -> Vec<VReg> {
        match self {
            Item::Alu(op) => op.reads().collect(),
            Item::Fetch { index, .. } => vec![*index],
            Item::Store { index, data, .. } => {
                let mut v = vec![*index];
                v.extend(data.iter().map(|(_, r)| *r));
                v
            }
            Item::Tex(t) => t.reads().collect(),
            Item::Export { data, .. } => data.iter().map(|(_, r)| *r).collect(),
            _ => Vec::new(),
        }
    }
}
