//! The addressing half of a TEX instruction (TEX_DWORD0-2, r600-isa L11200-11400): which
//! source elements it reads (SRC_SEL_X..W), how each becomes a texel-space coordinate
//! (COORD_TYPE_X..W: normalised `u` scaled by the dimension, unnormalised `u` as is), the
//! OFFSET_X/Y/Z added in texel space, and the LOD_BIAS. The sampling itself (filtering,
//! address modes, texel defaults) is the graphics reference semantics' and is not here: this
//! module only turns the R600 encoding into the coordinates that sampling takes
//! (`machine::tex_unit` passes them to the interpreter's `interp::texture`).

use r600_isa::{CompSel, TexInst};

/// The four source elements a TEX instruction reads, after SRC_SEL (L11378-11392: SEL_X..W
/// pick an element of SRC_GPR, SEL_0 / SEL_1 are the constants 0.0 and 1.0; SEL_MASK reads
/// nothing and gives 0).
pub fn source_elements(t: &TexInst, gpr: [u32; 4]) -> [u32; 4] {
    t.src_sel.map(|sel| match sel {
        CompSel::X | CompSel::Y | CompSel::Z | CompSel::W => gpr[sel as usize],
        CompSel::One => 1f32.to_bits(),
        CompSel::Zero | CompSel::Mask => 0,
    })
}

/// An OFFSET_X/Y/Z field (S3.1 fixed point, [-8, 8), L11359-11374) in texels.
pub fn offset_texels(field: i8) -> f32 {
    f32::from(field) / 2.0
}

/// LOD_BIAS (two's complement S3.4, [-4, 4), L11284-11287) as a level count.
pub fn lod_bias(t: &TexInst) -> f32 {
    f32::from(t.lod_bias) / 16.0
}

/// Texel-space coordinates of a lookup into a texture of `size` texels per axis (1 for the
/// axes it does not have): per axis the source element, times the size when its
/// COORD_TYPE is TEX_NORMALIZED ("in [0, 1]") or as is when TEX_UNNORMALIZED ("in
/// [0, dim)", L11289-11303), plus the OFFSET of the axis (x, y, z; L11359-11374).
pub fn texel_coords(t: &TexInst, src: [u32; 4], size: [u32; 3]) -> [f32; 3] {
    std::array::from_fn(|axis| {
        let u = f32::from_bits(src[axis]);
        let scaled = if t.coord_normalized[axis] {
            u * size[axis] as f32
        } else {
            u
        };
        scaled + offset_texels(t.offset[axis])
    })
}

/// The OFFSET fields as whole texels plus a half-texel flag per axis: field `2k` is `k`
/// texels, field `2k + 1` is `k` texels and a half (S3.1, L11359-11374).
pub fn split_offsets(t: &TexInst) -> ([i32; 3], [bool; 3]) {
    (
        t.offset.map(|o| i32::from(o) >> 1),
        t.offset.map(|o| o & 1 != 0),
    )
}

/// The coordinates and whole-texel offsets a sample takes: per axis the source element,
/// scaled by the size when normalised (as [`texel_coords`]), with a half-texel OFFSET added
/// to the coordinate; the whole texels are returned apart, because the sampler adds them to
/// texel indices (`floor(t) + k`, which is not always `floor(t + k)` in f32).
pub fn sample_coords(t: &TexInst, src: [u32; 4], size: [u32; 3]) -> ([f32; 3], [i32; 3]) {
    let (whole, half) = split_offsets(t);
    let coords = std::array::from_fn(|axis| {
        let u = f32::from_bits(src[axis]);
        let scaled = if t.coord_normalized[axis] {
            u * size[axis] as f32
        } else {
            u
        };
        if half[axis] {
            scaled + 0.5
        } else {
            scaled
        }
    });
    (coords, whole)
}

/// Whether the sampler's address mode needs normalised coordinates on every used axis:
/// "TEX_UNNORMALIZED: … repeat and mirror modes unavailable" (L11296-11297). `None` when
/// allowed, else the first unnormalised axis.
pub fn unnormalized_axis_with_repeat(
    t: &TexInst,
    axes: usize,
    repeat_or_mirror: bool,
) -> Option<usize> {
    if !repeat_or_mirror {
        return None;
    }
    (0..axes.min(3)).find(|&a| !t.coord_normalized[a])
}

#[cfg(test)]
mod tests {
    use super::*;
    use r600_isa::TexOp;

    fn f(x: f32) -> u32 {
        x.to_bits()
    }

    /// SRC_SEL picks elements and the constants 0.0 / 1.0 (L11378-11392).
    #[test]
    fn source_select() {
        let mut t = TexInst::new(TexOp::Sample, 1, 2);
        t.src_sel = [CompSel::W, CompSel::X, CompSel::One, CompSel::Zero];
        let gpr = [f(0.25), f(0.5), f(0.75), f(-3.0)];
        assert_eq!(source_elements(&t, gpr), [f(-3.0), f(0.25), 0x3f80_0000, 0]);
    }

    /// Normalised coordinates scale by the size, unnormalised ones do not; the S3.1
    /// offsets are half texels: field 3 = 1.5 texels, -16 = -8 (the range's ends).
    #[test]
    fn coordinates_and_offsets() {
        let mut t = TexInst::new(TexOp::Sample, 1, 2);
        t.coord_normalized = [true, false, true, true];
        t.offset = [3, -16, 15];
        let c = texel_coords(&t, [f(0.5), f(2.25), f(0.125), 0], [8, 4, 16]);
        assert_eq!(c, [4.0 + 1.5, 2.25 - 8.0, 2.0 + 7.5]);
        assert_eq!(offset_texels(1), 0.5);
        assert_eq!(offset_texels(-1), -0.5);
    }

    /// Whole and half texels of the S3.1 offsets: 3 = 1 + 1/2, -3 = -2 + 1/2, -4 = -2.
    #[test]
    fn offsets_split_into_whole_and_half_texels() {
        let mut t = TexInst::new(TexOp::Sample, 1, 2);
        t.offset = [3, -3, -4];
        assert_eq!(split_offsets(&t), ([1, -2, -2], [true, true, false]));
        t.coord_normalized = [true, false, false, false];
        let (c, k) = sample_coords(&t, [f(0.5), f(2.0), f(1.0), 0], [8, 4, 1]);
        assert_eq!((c, k), ([4.5, 2.5, 1.0], [1, -2, -2]));
    }

    /// LOD_BIAS is S3.4: 16 = 1.0 level, -64 = -4.0, 63 = 3.9375.
    #[test]
    fn lod_bias_fixed_point() {
        let mut t = TexInst::new(TexOp::SampleLb, 1, 2);
        for (field, bias) in [(16, 1.0), (-64, -4.0), (63, 3.9375), (0, 0.0)] {
            t.lod_bias = field;
            assert_eq!(lod_bias(&t), bias);
        }
    }

    /// Repeat / mirror with an unnormalised axis in use is refused; clamp is not.
    #[test]
    fn repeat_needs_normalised_coordinates() {
        let mut t = TexInst::new(TexOp::Sample, 1, 2);
        t.coord_normalized = [true, false, false, false];
        assert_eq!(unnormalized_axis_with_repeat(&t, 1, true), None);
        assert_eq!(unnormalized_axis_with_repeat(&t, 2, true), Some(1));
        assert_eq!(unnormalized_axis_with_repeat(&t, 2, false), None);
    }
}
