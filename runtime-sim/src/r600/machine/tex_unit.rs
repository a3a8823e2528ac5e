//! The texture unit of a wavefront: TEX instructions on texture resources (those with a
//! resource constant in [`Options::resources`](super::super::Options)). The R600 half of a
//! lookup — SRC_SEL, COORD_TYPE, OFFSET (r600-isa L11200-11400) — is `tex_coords`; the
//! sampling itself (filters, address modes, texel defaults, comparison, LOAD, RESINFO) is the
//! interpreter's `interp::texture`, so both machines sample alike.
//!
//! Opcodes (§7.4, L8475-8720): SAMPLE, SAMPLE_L/LB/LZ, SAMPLE_G/G_L/G_LB/G_LZ read the one
//! mip level every launch texture has (so LOD, bias and gradients select the same texels);
//! SAMPLE_C* compare the reference in the source W ("passed through the W element",
//! L8632-8636; as the f32 it is, like the texels: the TEX unit flushes nothing) and return
//! 1.0 or 0.0; LD takes unsigned integer X, Y, Z (W = mip level,
//! ignored: one level) (L8586-8593); GET_TEXTURE_RESINFO returns width, height, depth and the
//! mip count as integers for mip level X (L8556-8566); GET_GRADIENTS_H / _V return the
//! horizontal / vertical differences of the four source elements over the lane's 2x2 quad,
//! taken once per quad from its top-left pixel (R6xx gradients are per quad, the LOD is
//! "computed for all pixels in quad", L8494); SET_GRADIENTS_H / _V only set gradients for
//! SAMPLE_G*, which one mip level makes irrelevant.

use super::{lanes, Mask, Wave, ONE};
use crate::interp::kernel::{CompFormat, ResDecl, ResDim};
use crate::interp::texture;
use crate::r600::error::{Location, R600Error};
use crate::r600::tex_coords;
use crate::r600::{ResourceConst, TexDim, TexFormat};
use r600_isa::fetch_ops::FetchFlags;
use r600_isa::{CompSel, TexInst, TexOp};

/// The interpreter's view of a resource constant.
fn decl(r: &ResourceConst) -> ResDecl {
    ResDecl {
        dim: match r.dim {
            TexDim::Buffer => ResDim::Buffer,
            TexDim::D1 => ResDim::D1,
            TexDim::D2 => ResDim::D2,
            TexDim::D3 => ResDim::D3,
        },
        unnorm: false,
        fmt: r.formats.map(|f| match f {
            TexFormat::Float => CompFormat::Float,
            TexFormat::Uint => CompFormat::Uint,
            TexFormat::Sint => CompFormat::Sint,
        }),
    }
}

/// A float difference `a - b` with denormal operands and results flushed (the machine's
/// float rule, docs/r600-sim.md).
fn difference(a: u32, b: u32) -> u32 {
    let d =
        crate::r600::ops::flush(crate::r600::ops::flush_word(a) - crate::r600::ops::flush_word(b));
    d.to_bits()
}

impl Wave<'_> {
    /// Whether TEX instruction `t` reads a texture (its resource has a resource constant) or
    /// is a gradient instruction, rather than an LD of a UAV / `g[]`.
    pub(super) fn is_texture_op(&self, t: &TexInst) -> bool {
        matches!(
            t.op,
            TexOp::GetGradientsH
                | TexOp::GetGradientsV
                | TexOp::SetGradientsH
                | TexOp::SetGradientsV
        ) || self.opts.resources.contains_key(&u32::from(t.resource_id))
    }

    /// The four source elements of `t` in `lane` after SRC_SEL.
    fn tex_source(&self, t: &TexInst, lane: usize) -> [u32; 4] {
        let reg = if t.src_rel {
            self.rel_gpr(t.src_gpr, self.lp.al).unwrap_or(0)
        } else {
            usize::from(t.src_gpr)
        };
        let gpr = std::array::from_fn(|c| self.reg(reg, c, lane));
        tex_coords::source_elements(t, gpr)
    }

    /// Queues the write of `result` to the destination of `t` in `lane` through DST_SEL.
    fn tex_write(
        &self,
        t: &TexInst,
        lane: usize,
        result: [u32; 4],
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) {
        let reg = if t.dst_rel {
            match self.rel_gpr(t.dst_gpr, self.lp.al) {
                Some(r) => r,
                None => return,
            }
        } else {
            usize::from(t.dst_gpr)
        };
        for (c, sel) in t.dst_sel.iter().enumerate() {
            let v = match sel {
                CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => result[*sel as usize],
                CompSel::Zero => 0,
                CompSel::One => ONE,
                CompSel::Mask => continue,
            };
            writes.push((reg, c, lane, v));
        }
    }

    /// Executes texture instruction `t` (see [`Wave::is_texture_op`]) for the lanes `pass`.
    pub(super) fn texture_op(
        &mut self,
        loc: Location,
        t: &TexInst,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        match t.op {
            TexOp::GetGradientsH | TexOp::GetGradientsV => {
                return self.gradients(loc, t, pass, writes)
            }
            TexOp::SetGradientsH | TexOp::SetGradientsV => return Ok(()),
            _ => {}
        }
        let id = u32::from(t.resource_id);
        let Some(rc) = self.opts.resources.get(&id).copied() else {
            return Err(R600Error::program(
                loc,
                format!(
                    "{} of resource {id}, which has no resource constant",
                    t.op.name()
                ),
            ));
        };
        let Some(tex) = self.launch.resources.get(&id) else {
            return Err(R600Error::launch(
                loc,
                format!("the program samples resource {id} but the launch has no \"resources\" entry \"{id}\""),
            ));
        };
        let d = decl(&rc);
        let flags = t.op.info().flags;
        let size = [tex.width, tex.height, tex.depth];
        let axes = texture::axes(d.dim);
        let sampler = self
            .launch
            .samplers
            .get(&u32::from(t.sampler_id))
            .copied()
            .unwrap_or_default();
        if flags.contains(FetchFlags::SAMPLES) {
            use crate::launch::AddressMode;
            let repeat = matches!(sampler.address, AddressMode::Wrap | AddressMode::Mirror);
            if let Some(axis) = tex_coords::unnormalized_axis_with_repeat(t, axes, repeat) {
                return Err(R600Error::program(
                    loc,
                    format!(
                        "COORD_TYPE of axis {axis} is unnormalised but sampler {} repeats or mirrors (unavailable with unnormalised coordinates, L11296-11297)",
                        t.sampler_id
                    ),
                ));
            }
        }
        for lane in lanes(pass) {
            let src = self.tex_source(t, lane);
            let result = match t.op {
                TexOp::Ld => {
                    let (offset, half) = tex_coords::split_offsets(t);
                    if half.iter().any(|h| *h) {
                        return Err(R600Error::unsupported(
                            loc,
                            "LD with a half-texel OFFSET (integer coordinates)",
                        ));
                    }
                    let at = [src[0] as i32, src[1] as i32, src[2] as i32];
                    texture::load(tex, &d, at, offset)
                }
                TexOp::GetTextureResinfo => texture::resinfo(tex, &d, src[0] as i32, true),
                _ if flags.contains(FetchFlags::SAMPLES) => {
                    let (coords, offset) = tex_coords::sample_coords(t, src, size);
                    let compare = flags
                        .contains(FetchFlags::COMPARE)
                        .then(|| f32::from_bits(src[3]));
                    texture::sample(tex, &d, sampler, coords, offset, true, compare)
                        .map_err(|m| R600Error::program(loc, m))?
                }
                other => {
                    return Err(R600Error::unsupported(
                        loc,
                        format!("TEX {} (no use in the ABI)", other.name()),
                    ))
                }
            };
            self.tex_write(t, lane, result, writes);
        }
        Ok(())
    }

    /// GET_GRADIENTS_H / _V: per quad, the difference of each source element between the
    /// top-left pixel and its right (H) or lower (V) neighbour. Every pixel of the quad must
    /// be live and pass the clause's condition (whole quad): otherwise a neighbour's value
    /// is stale, a program error.
    fn gradients(
        &mut self,
        loc: Location,
        t: &TexInst,
        pass: Mask,
        writes: &mut Vec<(usize, usize, usize, u32)>,
    ) -> Result<(), R600Error> {
        if !self.ids.quads {
            return Err(R600Error::program(
                loc,
                format!(
                    "{} needs 2x2 pixel quads: a pixel-shader launch with an even group width and height",
                    t.op.name()
                ),
            ));
        }
        let neighbour = if t.op == TexOp::GetGradientsH { 1 } else { 2 };
        for lane in lanes(pass) {
            let base = lane & !3;
            let quad: Mask = 0xF << base;
            if pass & quad != quad {
                return Err(R600Error::program(
                    loc,
                    format!(
                        "{} in lane {lane}: pixels {base}-{} of its quad are not all active (gradients need the whole quad, L2424-2434)",
                        t.op.name(),
                        base + 3
                    ),
                ));
            }
            let a = self.tex_source(t, base);
            let b = self.tex_source(t, base + neighbour);
            let result = std::array::from_fn(|c| difference(b[c], a[c]));
            self.tex_write(t, lane, result, writes);
        }
        Ok(())
    }
}
