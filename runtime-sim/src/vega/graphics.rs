//! Graphics instructions of the Vega machine that are not memory images: `exp` (exports to
//! render targets and per-vertex outputs), the VINTRP parameter interpolation
//! (`v_interp_p1_f32` / `p2` / `mov` reading the wave's LDS parameter block through M0), and
//! `ds_swizzle_b32`; plus the graphics state of a dispatch ([`GfxRun`]) and of a wave
//! ([`WaveGfx`]). Texture and format-buffer instructions are in `vega::mimg`; setting up a
//! graphics dispatch is `vega::graphics_launch`. Rules and manual lines: `docs/vega-sim.md`,
//! "Graphics".

use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use gcn_isa::table::{Field, Format};
use gcn_isa::{op, Op};

use super::machine::{perr, Env, Wave, LANES};
use super::mimg::ImageOp;
use super::program::{Decoded, Src, M0};
use super::stats::LDS_LATENCY;
use super::track::Class;
use super::VegaError;
use crate::graphics_metadata::Stage;
use crate::launch::Texture;

/// Cycles until an export has read its VGPRs (the cycle model's EXP_CNT latency).
pub const EXPORT_LATENCY: u64 = 16;

/// Bytes of one attribute's parameters in the LDS parameter block: P0, P10, P20, each four
/// f32 components (x, y, z, w), in that order.
pub const PARAM_ATTRIBUTE_BYTES: u32 = 48;
/// Attributes 0..=32 (manual "Parameter Instruction Fields": attribute number 0 to 32).
pub const PARAM_ATTRIBUTES: u32 = 33;

/// A graphics instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GfxOp {
    /// `exp`.
    Export,
    /// `v_interp_p1_f32`, `v_interp_p2_f32`, `v_interp_mov_f32`.
    Interp(InterpOp),
    /// A MIMG instruction.
    Image(ImageOp),
    /// `buffer_load_format_x..xyzw`: this many components.
    BufferFormat(u8),
    /// `ds_swizzle_b32`.
    Swizzle,
}

/// The three VINTRP opcodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InterpOp {
    /// D = P10 * S + P0.
    P1,
    /// D = P20 * S + D.
    P2,
    /// D = {P10, P20, P0}[S].
    Mov,
}

/// The semantics of a graphics opcode (`None`: not implemented). MIMG opcodes are
/// classified by their suffixes once, at decode (`vega::mimg::parse`).
pub fn lookup(op: Op) -> Option<GfxOp> {
    Some(match op {
        op::EXP => GfxOp::Export,
        op::V_INTERP_P1_F32 => GfxOp::Interp(InterpOp::P1),
        op::V_INTERP_P2_F32 => GfxOp::Interp(InterpOp::P2),
        op::V_INTERP_MOV_F32 => GfxOp::Interp(InterpOp::Mov),
        op::BUFFER_LOAD_FORMAT_X => GfxOp::BufferFormat(1),
        op::BUFFER_LOAD_FORMAT_XY => GfxOp::BufferFormat(2),
        op::BUFFER_LOAD_FORMAT_XYZ => GfxOp::BufferFormat(3),
        op::BUFFER_LOAD_FORMAT_XYZW => GfxOp::BufferFormat(4),
        op::DS_SWIZZLE_B32 => GfxOp::Swizzle,
        _ if op.info().format == Format::Mimg => {
            return super::mimg::parse(op.info().name).map(GfxOp::Image)
        }
        _ => return None,
    })
}

/// `s_wqm_b64` (manual S_WQM_B64): every 4-bit group (quad) of the result is all ones when
/// any bit of that group of the source is set.
pub fn whole_quad_mask(a: u64) -> u64 {
    let mut r = 0;
    for q in 0..16 {
        if a >> (4 * q) & 15 != 0 {
            r |= 15 << (4 * q);
        }
    }
    r
}

/// The graphics state of one dispatch: render targets (or per-vertex outputs) being written,
/// the pixel shader's export formats, the vertex shader's export map, decoded textures.
#[derive(Debug)]
pub struct GfxRun {
    /// The stage of the code object.
    pub stage: Stage,
    /// SPI_SHADER_COL_FORMAT (pixel shaders).
    pub col_format: u32,
    /// (export target, IL output N) of a vertex shader.
    pub vs_exports: Vec<(u32, u32)>,
    /// Render targets / vertex outputs by IL output N: (words, components per texel).
    pub targets: BTreeMap<u32, (Vec<u32>, u32)>,
    /// Textures already read from device memory, by the T# that describes them (the
    /// graphics space is read-only, so a texture never changes during a dispatch).
    pub textures: HashMap<[u32; 8], Rc<Texture>>,
}

/// One recorded export of a wave (committed at `done` for pixel shaders, at the end of the
/// wave for vertex shaders).
#[derive(Clone, Debug)]
pub struct Export {
    /// Target number (0-7 MRT, 9 null, 12-15 position, 32-63 parameter).
    pub target: u32,
    /// Enabled components (`en`).
    pub en: u8,
    /// EXEC at the export.
    pub exec: u64,
    /// The values of the four components per lane.
    pub values: Box<[[u32; LANES]; 4]>,
    /// Byte offset of the `exp`.
    pub pc: u64,
}

/// The graphics state of one wave.
#[derive(Clone, Debug)]
pub struct WaveGfx {
    /// Pixel stage (else vertex).
    pub pixel: bool,
    /// Per lane: the domain index (render-target texel or vertex), for lanes in the domain.
    pub index: [u32; LANES],
    /// Lanes inside the domain (the others are helper lanes of partially covered quads).
    pub in_domain: u64,
    /// Exports so far.
    pub exports: Vec<Export>,
    /// The pc of the export that carried `done`, once one has.
    pub done_at: Option<u64>,
}

fn unimplemented(pc: u64, what: String) -> VegaError {
    VegaError::Unimplemented { pc, mnemonic: what }
}

/// Executes a graphics instruction.
pub(super) fn exec(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    op: GfxOp,
) -> Result<(), VegaError> {
    match op {
        GfxOp::Export => export(env, w, d, pc),
        GfxOp::Interp(k) => interp(env, w, d, pc, k),
        GfxOp::Image(k) => super::mimg::image(env, w, d, pc, k),
        GfxOp::BufferFormat(n) => super::mimg::buffer_load_format(env, w, d, pc, n),
        GfxOp::Swizzle => swizzle(w, d, pc),
    }
}

fn target_name(t: u32) -> String {
    gcn_isa::mem::exp_target_text(t as i32)
}

/// `exp` (manual "Export Instruction", EXP fields): records the enabled components of the
/// lanes in EXEC; pixel exports reach the render targets at the `done` export, for the lanes
/// in EXEC there (the valid mask, `vm`), vertex exports at the end of the wave.
fn export(env: &mut Env, w: &mut Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    let m = &d.inst.mem;
    let fields = [Field::Vsrc0, Field::Vsrc1, Field::Vsrc2, Field::Vsrc3];
    let srcs = fields.map(|f| match d.src(f) {
        Src::V(r, _) => Some(r),
        _ => None,
    });
    let exec = w.exec();
    let mut values = Box::new([[0u32; LANES]; 4]);
    for (c, src) in srcs.iter().enumerate() {
        if let Some(reg) = src.and_then(|r| w.v.get(usize::from(r))) {
            values[c] = *reg;
        }
    }
    // The export reads its VGPRs after issue: they stay guarded until `s_waitcnt expcnt`.
    let guarded: Vec<u16> = srcs.iter().flatten().copied().collect();
    w.track
        .issue_export(pc, d.name, &guarded, w.cycle + EXPORT_LATENCY);
    let (Some(run), Some(g)) = (env.gfx.as_deref_mut(), w.gfx.as_deref_mut()) else {
        return Err(unimplemented(
            pc,
            "exp outside a pixel or vertex shader dispatch".into(),
        ));
    };
    if m.compr {
        return Err(unimplemented(pc, "exp compr (16-bit export data)".into()));
    }
    let target = match d.src(Field::Target) {
        Src::Imm(t) => t as u32,
        _ => return Err(perr(d, pc, "export without a target".into())),
    };
    if let Some(done) = g.done_at {
        return Err(perr(
            d,
            pc,
            format!(
                "export to {} after the wave's last export (the one with done at pc {done:#x})",
                target_name(target)
            ),
        ));
    }
    let en = srcs
        .iter()
        .enumerate()
        .fold(0u8, |a, (i, s)| a | u8::from(s.is_some()) << i);
    match (run.stage, target) {
        (Stage::Pixel, 0..=7) => {
            let format = run.col_format >> (4 * target) & 15;
            match format {
                0 => {
                    return Err(perr(
                        d,
                        pc,
                        format!(
                            "exports mrt{target}, which SPI_SHADER_COL_FORMAT ({:#x}) does not enable",
                            run.col_format
                        ),
                    ))
                }
                9 => {}
                other => {
                    return Err(unimplemented(
                        pc,
                        format!("exp to mrt{target} with SPI_SHADER_COL_FORMAT {other} (only 9, SPI_SHADER_32_ABGR)"),
                    ))
                }
            }
            if !run.targets.contains_key(&target) {
                return Err(perr(
                    d,
                    pc,
                    format!(
                        "exports mrt{target} but the launch has no \"outputs\" entry \"{target}\""
                    ),
                ));
            }
        }
        (_, 9) => {}
        (Stage::Pixel, 8) => return Err(unimplemented(pc, "exp mrtz".into())),
        (Stage::Vertex, 12..=15 | 32..=63) => {}
        (stage, t) => {
            return Err(perr(
                d,
                pc,
                format!(
                    "export target {} is not one of a {} shader",
                    target_name(t),
                    if stage == Stage::Pixel {
                        "pixel"
                    } else {
                        "vertex"
                    }
                ),
            ))
        }
    }
    g.exports.push(Export {
        target,
        en,
        exec,
        values,
        pc,
    });
    if !m.done {
        return Ok(());
    }
    g.done_at = Some(pc);
    if !g.pixel {
        if !(12..=15).contains(&target) {
            return Err(perr(
                d,
                pc,
                format!(
                    "done on an export to {}: a vertex shader's last export is a position (pos0-3)",
                    target_name(target)
                ),
            ));
        }
        return Ok(());
    }
    if !m.vm {
        return Err(perr(
            d,
            pc,
            "the done export of a pixel shader lacks vm (EXEC there is the valid mask)".into(),
        ));
    }
    let helpers = exec & !g.in_domain;
    if helpers != 0 {
        return Err(perr(
            d,
            pc,
            format!(
                "the done vm export has helper lanes outside the domain in EXEC (lanes {:#018x}): return to the live mask before the last export",
                helpers
            ),
        ));
    }
    commit(run, g, exec);
    Ok(())
}

/// Writes every recorded export of the lanes in `valid` into the targets.
fn commit(run: &mut GfxRun, g: &WaveGfx, valid: u64) {
    for e in &g.exports {
        let n = if g.pixel {
            if e.target > 7 {
                continue;
            }
            e.target
        } else {
            match run.vs_exports.iter().find(|(t, _)| *t == e.target) {
                Some(&(_, n)) => n,
                None => continue,
            }
        };
        let Some((words, comps)) = run.targets.get_mut(&n) else {
            continue;
        };
        let comps = *comps as usize;
        let lanes = e.exec & valid & g.in_domain;
        for lane in 0..LANES {
            if lanes >> lane & 1 == 0 {
                continue;
            }
            let first = g.index[lane] as usize * comps;
            for c in 0..comps.min(4) {
                if e.en >> c & 1 != 0 {
                    if let Some(slot) = words.get_mut(first + c) {
                        *slot = e.values[c][lane];
                    }
                }
            }
        }
    }
}

/// The end of a graphics wave (`s_endpgm`): a wave needs its done export; a vertex wave's
/// exports are captured now, per vertex.
pub(super) fn end_wave(env: &mut Env, w: &mut Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    let (Some(run), Some(g)) = (env.gfx.as_deref_mut(), w.gfx.as_deref_mut()) else {
        return Ok(());
    };
    if g.done_at.is_none() {
        return Err(perr(
            d,
            pc,
            if g.pixel {
                "the pixel shader ends without an export with done (its last export must carry done vm; one that writes nothing exports null)".into()
            } else {
                "the vertex shader ends without a position export with done".into()
            },
        ));
    }
    if !g.pixel {
        commit(run, g, u64::MAX);
    }
    Ok(())
}

/// Flushes a denormal f32 to zero when MODE.FP_DENORM (single) flushes.
fn flush(mode: u32, x: f32) -> f32 {
    if mode >> 4 & 3 == 0 && x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// VINTRP (manual "LDS Parameter Reads", L4799-4880): P0, P10, P20 of attribute ATTR,
/// component ATTRCHAN, read from the wave's LDS at `lds_param_offset = M0[15:0]` in the layout
/// of [`PARAM_ATTRIBUTE_BYTES`]. The products and sums round separately (as `v_mad_f32`).
fn interp(env: &mut Env, w: &mut Wave, d: &Decoded, pc: u64, k: InterpOp) -> Result<(), VegaError> {
    let m0 = w.sreg(M0);
    if m0 >> 16 != 0 {
        return Err(perr(
            d,
            pc,
            format!("M0 = {m0:#x} names new primitives (new_prim_mask), but every quad of the wave belongs to one primitive: M0 must be the prim_mask SGPR the wave started with"),
        ));
    }
    let attr = match d.src(Field::Attr) {
        Src::Imm(v) => v as u32,
        _ => 0,
    };
    let (a, chan) = (attr >> 2, attr & 3);
    if a >= PARAM_ATTRIBUTES {
        return Err(perr(
            d,
            pc,
            format!("attribute {a} is beyond the 33 parameter attributes (0 to 32)"),
        ));
    }
    let Src::V(dst, _) = d.src(Field::Vdst) else {
        return Err(perr(d, pc, "no destination".into()));
    };
    let src = d.src(Field::Vsrc);
    // P0, P10, P20 offsets within the attribute.
    let slot = match (k, src) {
        (InterpOp::P1, _) => 16,
        (InterpOp::P2, _) => 32,
        (InterpOp::Mov, Src::Imm(0)) => 16,
        (InterpOp::Mov, Src::Imm(1)) => 32,
        (InterpOp::Mov, Src::Imm(2)) => 0,
        (InterpOp::Mov, other) => {
            return Err(perr(
                d,
                pc,
                format!("v_interp_mov_f32 selects parameter {other:?} (only p10, p20, p0 exist)"),
            ))
        }
    };
    if let (InterpOp::P1, Src::V(s, _)) = (k, src) {
        if s == dst {
            return Err(perr(
                d,
                pc,
                format!("v_interp_p1_f32 with VSRC = VDST = v{dst} (the manual forbids it: 16-bank LDS chips run it as two instructions)"),
            ));
        }
    }
    let read = |off: u32| -> Option<f32> {
        let at = (m0 & 0xffff) as usize + (a * PARAM_ATTRIBUTE_BYTES + off + 4 * chan) as usize;
        let b = env.lds.get(at..at + 4)?;
        Some(f32::from_bits(u32::from_le_bytes([b[0], b[1], b[2], b[3]])))
    };
    let (Some(p0), Some(p)) = (read(0), read(slot)) else {
        return Err(perr(
            d,
            pc,
            format!(
                "the parameters of attribute {a} at LDS offset {} lie outside the wave's {} LDS bytes",
                (m0 & 0xffff) + a * PARAM_ATTRIBUTE_BYTES,
                env.lds.len()
            ),
        ));
    };
    let exec = w.exec();
    let mode = w.mode;
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let value = match (k, src) {
            (InterpOp::Mov, _) => p,
            (InterpOp::P1, Src::V(s, _)) => {
                let i = flush(mode, f32::from_bits(w.vread(s, lane)));
                flush(mode, flush(mode, p) * i + flush(mode, p0))
            }
            (InterpOp::P2, Src::V(s, _)) => {
                let j = flush(mode, f32::from_bits(w.vread(s, lane)));
                let acc = flush(mode, f32::from_bits(w.vread(dst, lane)));
                flush(mode, flush(mode, p) * j + acc)
            }
            _ => 0.0,
        };
        w.vwrite(dst, lane, value.to_bits());
    }
    Ok(())
}

/// `ds_swizzle_b32` (manual DS_SWIZZLE_B32): offset[15] = 1 selects quad-permute mode (lane
/// `i` of each quad reads lane `offset[2i+1:2i]` of its quad); otherwise bit-mask mode over
/// groups of 32 lanes (`and` = offset[4:0], `or` = offset[9:5], `xor` = offset[14:10]).
/// A source lane outside EXEC reads 0. The result returns through LGKM_CNT like LDS reads.
fn swizzle(w: &mut Wave, d: &Decoded, pc: u64) -> Result<(), VegaError> {
    if d.inst.mem.gds {
        return Err(unimplemented(pc, "ds_swizzle_b32 gds".into()));
    }
    let offset = d.inst.mem.offset as u32 & 0xffff;
    let (Src::V(dst, _), Src::V(src, _)) = (d.src(Field::Vdst), d.src(Field::Addr)) else {
        return Err(perr(
            d,
            pc,
            "ds_swizzle_b32 needs a source and a destination".into(),
        ));
    };
    let exec = w.exec();
    let old = w.v.get(usize::from(src)).copied().unwrap_or([0; LANES]);
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let from = if offset & 0x8000 != 0 {
            let q = lane & 3;
            (lane & !3) + (offset >> (2 * q) & 3) as usize
        } else {
            let (and, or, xor) = (offset & 31, offset >> 5 & 31, offset >> 10 & 31);
            let l = lane as u32 & 31;
            (lane & 32) + (((l & and) | or) ^ xor) as usize
        };
        let v = if exec >> from & 1 != 0 { old[from] } else { 0 };
        w.vwrite(dst, lane, v);
    }
    w.track.issue(
        Class::Lds,
        pc,
        d.name,
        Some((true, dst, 1)),
        w.cycle + LDS_LATENCY,
        false,
    );
    Ok(())
}
