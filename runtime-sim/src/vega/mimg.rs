//! Image and format-buffer instructions of the Vega machine: MIMG `image_sample*`,
//! `image_load`, `image_load_mip`, `image_get_resinfo` with their T# (8 dwords) and S#
//! (4 dwords) decoded field by field (manual "Image Resource" and "Image Sampler" tables,
//! L4071-4330), and `buffer_load_format_x..xyzw` with the V# data and number formats.
//!
//! The filtering itself is the interpreter's (`interp::texture`): the descriptors are decoded
//! into the same texture, declaration and sampler parameters, so the Vega result is the IL
//! reference by construction wherever the descriptors describe the launch. Descriptor fields
//! whose effect the model does not have (tiling, mip levels, anisotropy, cube maps and arrays,
//! other data formats, ...) are `unimplemented` naming the field and value; reserved values
//! are program errors. Address VGPRs follow the manual's "VGPR Usage" order: {offset}
//! {bias} {z-compare} {derivatives} {body} {lod | clamp | mip}.

use std::rc::Rc;

use gcn_isa::table::Field;

use super::machine::{check_pending, perr, Env, Wave, LANES};
use super::program::{Decoded, RegUse, Src};
use super::stats::VMEM_LATENCY;
use super::track::Class;
use super::VegaError;
use crate::interp::kernel::{CompFormat, ResDecl, ResDim};
use crate::interp::texture;
use crate::launch::{AddressMode, Filter, Sampler, Texture};
use crate::memory::Space;

/// What a MIMG opcode does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    /// `image_sample*`.
    Sample,
    /// `image_load`.
    Load,
    /// `image_load_mip`.
    LoadMip,
    /// `image_get_resinfo`.
    ResInfo,
}

/// A MIMG opcode and the extra addresses its suffixes add.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageOp {
    /// The operation.
    pub kind: ImageKind,
    /// `_c`: a z-compare reference.
    pub compare: bool,
    /// `_o`: packed texel offsets.
    pub offset: bool,
    /// `_b`: an LOD bias.
    pub bias: bool,
    /// `_d` / `_cd`: explicit derivatives.
    pub derivs: bool,
    /// `_l`: an explicit LOD.
    pub lod: bool,
    /// `_lz`: level 0.
    pub lz: bool,
    /// `_cl`: an LOD clamp.
    pub clamp: bool,
}

/// The MIMG opcodes the machine implements (`None` for gather4, get_lod, stores, atomics,
/// packed loads).
pub fn parse(name: &str) -> Option<ImageOp> {
    let mut op = ImageOp {
        kind: ImageKind::Sample,
        compare: false,
        offset: false,
        bias: false,
        derivs: false,
        lod: false,
        lz: false,
        clamp: false,
    };
    match name {
        "image_load" => op.kind = ImageKind::Load,
        "image_load_mip" => op.kind = ImageKind::LoadMip,
        "image_get_resinfo" => op.kind = ImageKind::ResInfo,
        _ => {
            let rest = name.strip_prefix("image_sample")?;
            for part in rest.split('_').skip(1) {
                let flag = match part {
                    "c" => &mut op.compare,
                    "o" => &mut op.offset,
                    "b" => &mut op.bias,
                    "d" | "cd" => &mut op.derivs,
                    "l" => &mut op.lod,
                    "lz" => &mut op.lz,
                    "cl" => &mut op.clamp,
                    _ => return None,
                };
                *flag = true;
            }
        }
    }
    Some(op)
}

/// Why a descriptor cannot be used.
enum DescError {
    /// A field value the model does not implement (valid hardware).
    Unsupported(String),
    /// A reserved or contradictory value.
    Invalid(String),
}

fn desc_err(d: &Decoded, pc: u64, e: DescError) -> VegaError {
    match e {
        DescError::Unsupported(what) => VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} with {what}", d.name),
        },
        DescError::Invalid(what) => perr(d, pc, what),
    }
}

/// Bits `lo .. lo+len` of a descriptor (dword 0 bit 0 = bit 0).
fn bits(w: &[u32], lo: u32, len: u32) -> u32 {
    (0..len).fold(0u32, |v, i| {
        let b = lo + i;
        let bit = w.get((b / 32) as usize).map_or(0, |x| x >> (b % 32) & 1);
        v | bit << i
    })
}

/// A decoded T#.
struct ImageView {
    tex: Rc<Texture>,
    decl: ResDecl,
    dst_sel: [u32; 4],
}

/// Components of a 32-bit-per-component data format (image and buffer tables share the
/// codes: 4 = 32, 11 = 32_32, 13 = 32_32_32, 14 = 32_32_32_32).
fn format_components(data_format: u32) -> Option<u32> {
    match data_format {
        4 => Some(1),
        11 => Some(2),
        13 => Some(3),
        14 => Some(4),
        _ => None,
    }
}

/// NUM_FORMAT 4 = UINT, 5 = SINT, 7 = FLOAT.
fn num_format(code: u32) -> Option<CompFormat> {
    match code {
        4 => Some(CompFormat::Uint),
        5 => Some(CompFormat::Sint),
        7 => Some(CompFormat::Float),
        _ => None,
    }
}

/// Decodes a T# (manual "Image Resource Definition") and the texture it describes.
fn decode_image(env: &mut Env, t: [u32; 8]) -> Result<ImageView, DescError> {
    use DescError::{Invalid, Unsupported};
    let unsupported = |name: &str, v: u32| Unsupported(format!("T# {name} = {v}"));
    let dim =
        match bits(&t, 124, 4) {
            8 => ResDim::D1,
            9 => ResDim::D2,
            10 => ResDim::D3,
            0 => return Err(Invalid(
                "the T# has TYPE 0 (buffer): images need an image type (8 = 1d, 9 = 2d, 10 = 3d)"
                    .into(),
            )),
            v @ 1..=7 => return Err(Invalid(format!("the T# TYPE {v} is reserved"))),
            v => return Err(unsupported("TYPE (cube, array or msaa)", v)),
        };
    let data_format = bits(&t, 52, 6);
    let components =
        format_components(data_format).ok_or_else(|| unsupported("DATA_FORMAT", data_format))?;
    let nf = bits(&t, 58, 4);
    let fmt = num_format(nf).ok_or_else(|| unsupported("NUM_FORMAT", nf))?;
    for (name, lo, len) in [
        ("MIN_LOD", 40, 12),
        ("BASE_LEVEL", 108, 4),
        ("LAST_LEVEL", 112, 4),
        ("TILING_INDEX", 116, 5),
        ("BORDER_COLOR_SWIZZLE", 157, 3),
        ("ARRAY_PITCH", 173, 4),
        ("META_DATA_ADDRESS", 177, 8),
        ("META_LINEAR", 185, 1),
        ("META_PIPE_ALIGNED", 186, 1),
        ("META_RB_ALIGNED", 187, 1),
        ("MAX_MIP", 188, 4),
        ("MIN_LOD_WARN", 192, 12),
        ("COUNTER_BANK_ID", 204, 8),
        ("LOD_HDW_CNT_EN", 212, 1),
        ("COMPRESSION_EN", 213, 1),
        ("ALPHA_IS_ON_MSB", 214, 1),
        ("COLOR_TRANSFORM", 215, 1),
    ] {
        let v = bits(&t, lo, len);
        if v != 0 {
            return Err(unsupported(name, v));
        }
    }
    if t[7] != 0 {
        return Err(unsupported("META_DATA_ADDRESS (high)", t[7]));
    }
    let mut dst_sel = [0u32; 4];
    for (i, s) in dst_sel.iter_mut().enumerate() {
        *s = bits(&t, 96 + 3 * i as u32, 3);
        if matches!(*s, 2 | 3) {
            return Err(Invalid(format!(
                "the T# DST_SEL_{} is {} (reserved)",
                ["X", "Y", "Z", "W"][i],
                *s
            )));
        }
    }
    let width = bits(&t, 64, 14) + 1;
    let height = if dim == ResDim::D1 {
        1
    } else {
        bits(&t, 78, 14) + 1
    };
    let depth = if dim == ResDim::D3 {
        bits(&t, 128, 13) + 1
    } else {
        1
    };
    let pitch = bits(&t, 141, 16) + 1;
    if pitch != width {
        return Err(Unsupported(format!(
            "T# PITCH-1 = {} for WIDTH-1 = {} (only linear images with pitch = width)",
            pitch - 1,
            width - 1
        )));
    }
    let base = (u64::from(t[0]) | u64::from(t[1] & 0xff) << 32) << 8;
    let decl = ResDecl {
        dim,
        unnorm: false,
        fmt: [fmt; 4],
    };
    let key = t;
    if let Some(tex) = env.gfx.as_ref().and_then(|g| g.textures.get(&key)) {
        return Ok(ImageView {
            tex: Rc::clone(tex),
            decl,
            dst_sel,
        });
    }
    let words = u64::from(width) * u64::from(height) * u64::from(depth) * u64::from(components);
    let mut bytes = vec![0u8; (words * 4) as usize];
    env.mem.read_flat(base, &mut bytes).map_err(|e| {
        Invalid(format!(
            "the T# (base {base:#x}, {width}x{height}x{depth}, {components} components) reaches outside memory: {e}"
        ))
    })?;
    let tex = Rc::new(Texture {
        width,
        height,
        depth,
        components,
        words: bytes
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect(),
    });
    let read_only = Space::from_flat(base).is_some_and(|(s, _)| !s.is_writable());
    if let (true, Some(g)) = (read_only, env.gfx.as_deref_mut()) {
        g.textures.insert(key, Rc::clone(&tex));
    }
    Ok(ImageView { tex, decl, dst_sel })
}

/// A decoded S#: the sampler state, FORCE_UNNORMALIZED and DEPTH_COMPARE_FUNC.
struct SamplerView {
    sampler: Sampler,
    unnorm: bool,
    compare_func: u32,
}

/// Decodes an S# (manual "Image Sampler Definition") for a texture of `axes` axes.
fn decode_sampler(s: [u32; 4], axes: usize) -> Result<SamplerView, DescError> {
    use DescError::Unsupported;
    let unsupported = |name: &str, v: u32| Unsupported(format!("S# {name} = {v}"));
    for (name, lo, len) in [
        ("MAX_ANISO_RATIO", 9, 3),
        ("MC_COORD_TRUNC", 19, 1),
        ("FORCE_DEGAMMA", 20, 1),
        ("TRUNC_COORD", 27, 1),
        ("FILTER_MODE", 29, 2),
    ] {
        let v = bits(&s, lo, len);
        if v != 0 {
            return Err(unsupported(name, v));
        }
    }
    let clamp = [bits(&s, 0, 3), bits(&s, 3, 3), bits(&s, 6, 3)];
    for (a, name) in ["CLAMP_Y", "CLAMP_Z"].iter().enumerate().take(axes - 1) {
        if clamp[a + 1] != clamp[0] {
            return Err(Unsupported(format!(
                "S# {name} = {} differing from CLAMP_X = {} (one address mode on every axis)",
                clamp[a + 1],
                clamp[0]
            )));
        }
    }
    let address = match clamp[0] {
        0 => AddressMode::Wrap,
        1 => AddressMode::Mirror,
        2 => AddressMode::Clamp,
        6 => AddressMode::Border,
        v => return Err(unsupported("CLAMP_X", v)),
    };
    let (mag, min) = (bits(&s, 84, 2), bits(&s, 86, 2));
    if mag != min {
        return Err(Unsupported(format!(
            "S# XY_MAG_FILTER = {mag} differing from XY_MIN_FILTER = {min}"
        )));
    }
    let filter = match mag {
        0 => Filter::Point,
        1 => Filter::Linear,
        v => return Err(unsupported("XY_MAG_FILTER (anisotropic)", v)),
    };
    if axes == 3 {
        let z = bits(&s, 88, 2);
        let ok = match filter {
            Filter::Point => z <= 1,
            Filter::Linear => z == 2,
        };
        if !ok {
            return Err(unsupported("Z_FILTER (for this XY filter)", z));
        }
    }
    let border_type = bits(&s, 126, 2);
    if address == AddressMode::Border && border_type != 0 {
        return Err(unsupported(
            "BORDER_COLOR_TYPE (only 0, transparent black)",
            border_type,
        ));
    }
    Ok(SamplerView {
        sampler: Sampler { filter, address },
        unnorm: bits(&s, 15, 1) != 0,
        compare_func: bits(&s, 12, 3),
    })
}

/// Reads a descriptor of `n` dwords from SGPRs; they must start at a multiple of 4.
fn descriptor<const N: usize>(
    w: &Wave,
    d: &Decoded,
    pc: u64,
    field: Field,
    what: &str,
) -> Result<[u32; N], VegaError> {
    let Src::S(first, _) = d.src(field) else {
        return Err(perr(d, pc, format!("the {what} is not in SGPRs")));
    };
    if first % 4 != 0 {
        return Err(perr(
            d,
            pc,
            format!(
                "the {what} starts at s{first}: it must start at an SGPR that is a multiple of 4"
            ),
        ));
    }
    Ok(std::array::from_fn(|i| w.sreg(first + i as u16)))
}

/// Six-bit signed field at bit `lo`.
fn sext6(v: u32, lo: u32) -> i32 {
    ((v >> lo & 63) as i32) << 26 >> 26
}

/// Executes a MIMG instruction for the lanes in EXEC.
pub(super) fn image(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    op: ImageOp,
) -> Result<(), VegaError> {
    let m = &d.inst.mem;
    for (set, what) in [
        (m.d16, "d16"),
        (m.tfe, "tfe"),
        (m.lwe, "lwe"),
        (m.a16, "a16"),
        (m.g16, "g16"),
    ] {
        if set {
            return Err(VegaError::Unimplemented {
                pc,
                mnemonic: format!("{} {what}", d.name),
            });
        }
    }
    let dmask = u32::from(m.dmask & 15);
    if dmask == 0 {
        return Err(perr(d, pc, "dmask is 0: no component would return".into()));
    }
    let t: [u32; 8] = descriptor(w, d, pc, Field::Srsrc, "T#")?;
    let view = decode_image(env, t).map_err(|e| desc_err(d, pc, e))?;
    let axes = texture::axes(view.decl.dim);
    let samp = if op.kind == ImageKind::Sample {
        let s: [u32; 4] = descriptor(w, d, pc, Field::Ssamp, "S#")?;
        let v = decode_sampler(s, axes).map_err(|e| desc_err(d, pc, e))?;
        if op.compare && v.compare_func != 3 {
            return Err(desc_err(
                d,
                pc,
                DescError::Unsupported(format!(
                    "S# DEPTH_COMPARE_FUNC = {} (only 3, LESSEQUAL: reference <= texel)",
                    v.compare_func
                )),
            ));
        }
        Some(v)
    } else {
        None
    };
    // The address VGPRs.
    let slice = usize::from(m.da && view.decl.dim != ResDim::D3);
    let (pre, post) = match op.kind {
        ImageKind::Sample => (
            usize::from(op.offset)
                + usize::from(op.bias)
                + usize::from(op.compare)
                + if op.derivs { 2 * axes } else { 0 },
            usize::from(op.lod || op.clamp),
        ),
        ImageKind::Load => (0, 0),
        ImageKind::LoadMip => (0, 1),
        ImageKind::ResInfo => (0, 0),
    };
    let count = if op.kind == ImageKind::ResInfo {
        1
    } else {
        pre + axes + slice + post
    };
    let Src::V(vaddr, _) = d.src(Field::Vaddr) else {
        return Err(perr(d, pc, "no address VGPR".into()));
    };
    if !w.track.ops.is_empty() {
        check_pending(
            w,
            d,
            pc,
            RegUse {
                vector: true,
                first: vaddr,
                count: count as u8,
                write: false,
            },
        )?;
    }
    let Src::V(vdata, _) = d.src(Field::Vdata) else {
        return Err(perr(d, pc, "no data VGPR".into()));
    };
    let exec = w.exec();
    let implicit_lod = op.kind == ImageKind::Sample && !op.lod && !op.lz && !op.derivs;
    if implicit_lod && w.gfx.as_ref().is_some_and(|g| g.pixel) {
        for q in 0..16 {
            let lanes = exec >> (4 * q) & 15;
            if lanes != 0 && lanes != 15 {
                return Err(perr(
                    d,
                    pc,
                    format!(
                        "{} takes its LOD from the derivatives of each 2x2 quad, but quad {q} has only lanes {:#06b} of 0b1111 active (enter whole-quad mode with s_wqm_b64 first)",
                        d.name, lanes
                    ),
                ));
            }
        }
    }
    let one = if view.decl.fmt[3] == CompFormat::Float {
        0x3f80_0000
    } else {
        1
    };
    let unnorm = m.unorm || samp.as_ref().is_some_and(|s| s.unnorm);
    let n = dmask.count_ones() as u16;
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let addr = |i: usize| w.vread(vaddr + i as u16, lane);
        let body = |a: usize| if a < axes { addr(pre + a) } else { 0 };
        let (result, select) = match (op.kind, &samp) {
            (ImageKind::Sample, Some(s)) => {
                let offset = if op.offset {
                    let o = addr(0);
                    [sext6(o, 0), sext6(o, 8), sext6(o, 16)]
                } else {
                    [0; 3]
                };
                let reference = op.compare.then(|| {
                    let at = usize::from(op.offset) + usize::from(op.bias);
                    f32::from_bits(addr(at))
                });
                let coords = [0, 1, 2].map(|a| f32::from_bits(body(a)));
                let v = texture::sample(
                    &view.tex, &view.decl, s.sampler, coords, offset, unnorm, reference,
                )
                .map_err(|msg| perr(d, pc, msg))?;
                (v, !op.compare)
            }
            (ImageKind::Load | ImageKind::LoadMip, _) => {
                let mip = if op.kind == ImageKind::LoadMip {
                    addr(axes + slice)
                } else {
                    0
                };
                let at = [0, 1, 2].map(|a| body(a) as i32);
                let size = [view.tex.width, view.tex.height, view.tex.depth];
                // Out of range (or a level the texture lacks): 0 in every component.
                let inside = mip == 0 && (0..axes).all(|a| (at[a] as u32) < size[a]);
                let v = if inside {
                    texture::load(&view.tex, &view.decl, at, [0; 3])
                } else {
                    [0; 4]
                };
                (v, inside)
            }
            (ImageKind::ResInfo, _) => (
                texture::resinfo(&view.tex, &view.decl, addr(0) as i32, true),
                false,
            ),
            (ImageKind::Sample, None) => ([0; 4], false),
        };
        let mut k = 0u16;
        for c in 0..4 {
            if dmask >> c & 1 == 0 {
                continue;
            }
            let v = if select {
                match view.dst_sel[c] {
                    0 => 0,
                    1 => one,
                    s => result[(s - 4) as usize & 3],
                }
            } else {
                result[c]
            };
            w.vwrite(vdata + k, lane, v);
            k += 1;
        }
    }
    w.track.issue(
        Class::Vmem,
        pc,
        d.name,
        Some((true, vdata, n as u8)),
        w.cycle + VMEM_LATENCY,
        false,
    );
    Ok(())
}

/// `buffer_load_format_*` (manual MUBUF, "Buffer Resource"): the element at the MUBUF
/// address (index × stride + offset, range-checked per the manual) in the V#'s DATA_FORMAT
/// (32-bit components only) and NUM_FORMAT, expanded to RGBA with (0, 0, 0, 1) — 1.0 for
/// FLOAT — for the components the format lacks, then DST_SEL; the first `n` components
/// return. An element out of range reads 0 in every component.
pub(super) fn buffer_load_format(
    env: &mut Env,
    w: &mut Wave,
    d: &Decoded,
    pc: u64,
    n: u8,
) -> Result<(), VegaError> {
    let m = &d.inst.mem;
    if m.lds || m.tfe {
        return Err(VegaError::Unimplemented {
            pc,
            mnemonic: format!("{} {}", d.name, if m.lds { "lds" } else { "tfe" }),
        });
    }
    let v: [u32; 4] = descriptor(w, d, pc, Field::Srsrc, "V#")?;
    let unsupported = |what: String| VegaError::Unimplemented {
        pc,
        mnemonic: format!("{} with V# {what}", d.name),
    };
    let df = v[3] >> 15 & 15;
    let comps = format_components(df).ok_or_else(|| unsupported(format!("DATA_FORMAT = {df}")))?;
    let nf = v[3] >> 12 & 7;
    let fmt = num_format(nf).ok_or_else(|| unsupported(format!("NUM_FORMAT = {nf}")))?;
    if v[3] >> 23 & 1 != 0 {
        return Err(unsupported("ADD_TID_ENABLE = 1".into()));
    }
    let mut dst_sel = [0u32; 4];
    for (i, s) in dst_sel.iter_mut().enumerate() {
        *s = v[3] >> (3 * i) & 7;
        if matches!(*s, 2 | 3) {
            return Err(perr(
                d,
                pc,
                format!(
                    "the V# DST_SEL_{} is {} (reserved)",
                    ["X", "Y", "Z", "W"][i],
                    *s
                ),
            ));
        }
    }
    let one = if fmt == CompFormat::Float {
        0x3f80_0000
    } else {
        1
    };
    let Src::V(vdata, _) = d.src(Field::Vdata) else {
        return Err(perr(d, pc, "no data VGPR".into()));
    };
    let exec = w.exec();
    let size = u64::from(comps) * 4;
    let mut moved = 0u64;
    let mut first_addr = None;
    for lane in 0..LANES {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let (addr, in_range) = super::vmem::buffer_element(w, d, lane, size);
        let mut rgba = [0, 0, 0, one];
        if in_range == size {
            let mut buf = [0u8; 16];
            let slice = buf.get_mut(..size as usize).unwrap_or(&mut []);
            env.mem
                .read_flat(addr, slice)
                .map_err(|e| perr(d, pc, format!("memory access failed: {e}")))?;
            for (c, out) in rgba.iter_mut().enumerate().take(comps as usize) {
                *out = u32::from_le_bytes([
                    buf[4 * c],
                    buf[4 * c + 1],
                    buf[4 * c + 2],
                    buf[4 * c + 3],
                ]);
            }
            moved += size;
            first_addr.get_or_insert(addr);
        } else {
            rgba = [0; 4];
        }
        for (c, sel) in dst_sel.iter().enumerate().take(usize::from(n)) {
            let value = match *sel {
                0 => 0,
                1 => one,
                s => rgba[(s - 4) as usize & 3],
            };
            let value = if in_range == size { value } else { 0 };
            w.vwrite(vdata + c as u16, lane, value);
        }
    }
    if let Some(a) = first_addr {
        super::vmem::count_flat_traffic(env, a, moved);
    }
    w.track.issue(
        Class::Vmem,
        pc,
        d.name,
        Some((true, vdata, n)),
        w.cycle + VMEM_LATENCY,
        false,
    );
    Ok(())
}
