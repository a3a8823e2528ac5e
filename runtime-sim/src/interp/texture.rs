//! Texture semantics of the interpreter, as pure functions of a launch texture, its
//! `dcl_resource` declaration and a sampler state (manual §7.6, L5571-6130; launch contract
//! in `shared/design.md`, "Pixel shaders, textures and render targets").
//!
//! Rules (the manual gives the instruction forms; where it defers to the sampler state or to
//! DX10, the D3D10 rule is used, as `docs/architecture.md` records):
//! - **One mip level.** Launch textures have a single level, so every LOD (implicit from
//!   derivatives, `_b` bias, `_l` level, `_g` gradients; L5870-5880) selects level 0 and the
//!   SAMPLE variants read the same texels. RESINFO reports a total mip count of 1 (L5803).
//! - **Texel space.** Normalised coordinate `u` maps to `t = u * W` (f32 product); with
//!   `unnorm` (`_type(.., unnorm)` or `_coordtype(unnormalized)`) `t = u`. `_aoffimmi`
//!   offsets are texels added to `t` before the address mode (L5848-5858); v and w offsets are
//!   ignored for 1-D textures and w for 2-D (L5856-5858).
//! - **Point**: texel `floor(t)` (D3D10 nearest-point rule). **Linear**: `t - 0.5` splits
//!   into `i0 = floor(t - 0.5)` and the fraction `f`, which is truncated to 8 bits
//!   (`floor(f * 256) / 256`: D3D10 asks for at least 8 bits of weight fraction); the result
//!   per component is `a * (1 - w) + b * w` in f32 (no fused multiply-add), x first, then
//!   y, then z.
//! - **Address modes** act on integer texel indices: clamp to `[0, W-1]`; wrap `i mod W`;
//!   mirror with period `2W` (`m = i mod 2W`, `2W-1-m` when `m >= W`); border reads the
//!   border colour `(0, 0, 0, 0)` (the R600 sampler's default, "transparent black").
//! - **Formats**: a component declared `_fmt?(uint)`/`(sint)` is an integer, every other
//!   format is an f32 word (the launch supplies the converted values). Missing components
//!   read `(0, 0, 0, 1)`, with 1 = 1.0f for a float `w` and 1 for an integer one
//!   (L5860-5862). Integer components are never filtered: linear sampling of one is a
//!   program error (D3D10 forbids it).
//! - **Comparison** (SAMPLE_C*, L5954-5990): the sampler's comparison function is not part
//!   of the launch contract; `src1.x <= texel.x` passes (the OpenGL default `LEQUAL`), giving
//!   1.0 or 0.0 per tap before filtering; the scalar result is replicated to all four
//!   components. The manual defines it for 1-D and 2-D textures only.
//! - **LOAD** (L5575-5646): signed integer coordinates plus offsets, no filtering and no
//!   address mode; any axis out of range returns `(0, 0, 0, 0)` (L5640); `src0.w` (mip level)
//!   is ignored because the texture has no mipmaps (L5592).

use super::kernel::{CompFormat, ResDecl, ResDim};
use crate::launch::{AddressMode, Filter, Sampler, Texture};

/// 1.0f.
const ONE: u32 = 0x3f80_0000;

/// Number of coordinate axes of a resource dimension.
pub(crate) fn axes(dim: ResDim) -> usize {
    match dim {
        ResDim::Buffer | ResDim::D1 => 1,
        ResDim::D2 => 2,
        ResDim::D3 => 3,
    }
}

/// Texture size along each axis.
fn sizes(tex: &Texture) -> [i64; 3] {
    [tex.width, tex.height, tex.depth].map(i64::from)
}

/// The four components of texel `(x, y, z)` (in range), with the format defaults.
fn texel(tex: &Texture, decl: &ResDecl, at: [i64; 3]) -> [u32; 4] {
    let [w, h, _] = sizes(tex);
    let c = tex.components as usize;
    let first = (((at[2] * h + at[1]) * w + at[0]) as usize) * c;
    let mut v = [0, 0, 0, 1];
    if decl.fmt[3] == CompFormat::Float {
        v[3] = ONE;
    }
    for (i, o) in v.iter_mut().enumerate().take(c) {
        *o = tex.words.get(first + i).copied().unwrap_or(0);
    }
    v
}

/// Applies the address mode to index `i` of an axis of `n` texels; `None` = border.
fn address(mode: AddressMode, i: i64, n: i64) -> Option<i64> {
    match mode {
        AddressMode::Clamp => Some(i.clamp(0, n - 1)),
        AddressMode::Wrap => Some(i.rem_euclid(n)),
        AddressMode::Mirror => {
            let m = i.rem_euclid(2 * n);
            Some(if m >= n { 2 * n - 1 - m } else { m })
        }
        AddressMode::Border => (0..n).contains(&i).then_some(i),
    }
}

/// `floor(x)` as an index, saturating (NaN gives 0).
fn floor_index(x: f32) -> i64 {
    let f = x.floor();
    if f.is_nan() {
        0
    } else {
        f.clamp(-1.0e12, 1.0e12) as i64
    }
}

/// The texel (or border colour) at integer position `at` after the address mode.
fn fetch(tex: &Texture, decl: &ResDecl, mode: AddressMode, at: [i64; 3]) -> [u32; 4] {
    let n = sizes(tex);
    let mut p = [0i64; 3];
    for a in 0..axes(decl.dim) {
        match address(mode, at[a], n[a]) {
            Some(i) => p[a] = i,
            None => return [0; 4],
        }
    }
    texel(tex, decl, p)
}

/// Linear interpolation `a * (1 - w) + b * w` in f32.
fn lerp(a: f32, b: f32, w: f32) -> f32 {
    a * (1.0 - w) + b * w
}

/// SAMPLE and SAMPLE_C*: filters the texture at `coords` (x, y, z after the swizzle).
/// `compare = Some(reference)` makes it a comparison sample. Errors are program errors.
pub(crate) fn sample(
    tex: &Texture,
    decl: &ResDecl,
    sampler: Sampler,
    coords: [f32; 3],
    offset: [i32; 3],
    unnorm: bool,
    compare: Option<f32>,
) -> Result<[u32; 4], String> {
    if decl.dim == ResDim::Buffer {
        return Err(
            "sample from a buffer resource (the manual allows any type but buffers, L5840)".into(),
        );
    }
    if compare.is_some() && decl.dim == ResDim::D3 {
        return Err("sample_c on a 3-D texture is undefined (1-D/2-D only, L5966)".into());
    }
    let n = sizes(tex);
    let k = axes(decl.dim);
    // Texel-space coordinate per axis (L5848-5852).
    let mut t = [0f32; 3];
    for a in 0..k {
        let scaled = if unnorm {
            coords[a]
        } else {
            coords[a] * n[a] as f32
        };
        t[a] = scaled;
    }
    let to_value = |v: [u32; 4]| -> [u32; 4] {
        match compare {
            None => v,
            Some(r) => {
                let x = match decl.fmt[0] {
                    CompFormat::Float => f32::from_bits(v[0]),
                    CompFormat::Uint => v[0] as f32,
                    CompFormat::Sint => v[0] as i32 as f32,
                };
                let pass = if r <= x { ONE } else { 0 };
                [pass; 4]
            }
        }
    };
    let fmt = if compare.is_some() {
        [CompFormat::Float; 4]
    } else {
        decl.fmt
    };
    match sampler.filter {
        Filter::Point => {
            let mut at = [0i64; 3];
            for a in 0..k {
                at[a] = floor_index(t[a]) + i64::from(offset[a]);
            }
            Ok(to_value(fetch(tex, decl, sampler.address, at)))
        }
        Filter::Linear => {
            if fmt.iter().any(|f| *f != CompFormat::Float) {
                return Err(
                    "linear filtering of an integer-format resource (D3D10 allows only point sampling or load)"
                        .into(),
                );
            }
            let mut base = [0i64; 3];
            let mut w = [0f32; 3];
            for a in 0..k {
                let c = t[a] - 0.5;
                let i0 = floor_index(c);
                let frac = if c.is_finite() { c - c.floor() } else { 0.0 };
                w[a] = (frac * 256.0).floor() / 256.0;
                base[a] = i0 + i64::from(offset[a]);
            }
            // Taps in x-fastest order; 2, 4 or 8 of them.
            let taps = 1usize << k;
            let mut vals = [[0f32; 4]; 8];
            for (tap, v) in vals.iter_mut().enumerate().take(taps) {
                let mut at = base;
                for (a, p) in at.iter_mut().enumerate().take(k) {
                    *p += ((tap >> a) & 1) as i64;
                }
                *v = to_value(fetch(tex, decl, sampler.address, at)).map(f32::from_bits);
            }
            // Reduce along x, then y, then z.
            let mut count = taps;
            for wa in w.iter().take(k) {
                count /= 2;
                for i in 0..count {
                    let (a, b) = (vals[2 * i], vals[2 * i + 1]);
                    vals[i] = [0, 1, 2, 3].map(|c| lerp(a[c], b[c], *wa));
                }
            }
            Ok(vals[0].map(f32::to_bits))
        }
    }
}

/// LOAD: the texel at signed integer coordinates `at` plus `offset`, or zeros out of range.
pub(crate) fn load(tex: &Texture, decl: &ResDecl, at: [i32; 3], offset: [i32; 3]) -> [u32; 4] {
    let n = sizes(tex);
    let k = axes(decl.dim);
    let mut p = [0i64; 3];
    for a in 0..k {
        // Offsets are ignored for buffers (L5615).
        let off = if decl.dim == ResDim::Buffer {
            0
        } else {
            offset[a]
        };
        p[a] = i64::from(at[a]) + i64::from(off);
        if !(0..n[a]).contains(&p[a]) {
            return [0; 4];
        }
    }
    texel(tex, decl, p)
}

/// RESINFO (L5795-5826): `<width, height, depth, mip count>` of mip level `level`; height
/// is 0 for buffers and 1-D textures, depth 0 unless 3-D; out-of-range levels give
/// `[0, 0, 0, 1]`. Float results unless `uint`.
pub(crate) fn resinfo(tex: &Texture, decl: &ResDecl, level: i32, uint: bool) -> [u32; 4] {
    let mut v = if level == 0 {
        [
            tex.width,
            if axes(decl.dim) >= 2 { tex.height } else { 0 },
            if decl.dim == ResDim::D3 { tex.depth } else { 0 },
            1,
        ]
    } else {
        [0, 0, 0, 1]
    };
    if !uint {
        v = v.map(|x| (x as f32).to_bits());
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tex2x2() -> (Texture, ResDecl) {
        let t = Texture {
            width: 2,
            height: 2,
            depth: 1,
            components: 1,
            words: [0.0f32, 1.0, 2.0, 3.0].map(f32::to_bits).to_vec(),
        };
        let d = ResDecl {
            dim: ResDim::D2,
            unnorm: false,
            fmt: [CompFormat::Float; 4],
        };
        (t, d)
    }

    #[test]
    fn address_modes_by_hand() {
        assert_eq!(address(AddressMode::Clamp, -3, 4), Some(0));
        assert_eq!(address(AddressMode::Wrap, -1, 4), Some(3));
        assert_eq!(address(AddressMode::Mirror, 4, 4), Some(3));
        assert_eq!(address(AddressMode::Mirror, -1, 4), Some(0));
        assert_eq!(address(AddressMode::Mirror, 9, 4), Some(1));
        assert_eq!(address(AddressMode::Border, 4, 4), None);
    }

    #[test]
    fn linear_centre_of_four_texels_is_their_mean() {
        let (t, d) = tex2x2();
        let s = Sampler {
            filter: Filter::Linear,
            address: AddressMode::Clamp,
        };
        let v = sample(&t, &d, s, [0.5, 0.5, 0.0], [0; 3], false, None).unwrap();
        assert_eq!(f32::from_bits(v[0]), 1.5);
        // Missing components: (0, 0, 1.0).
        assert_eq!(v[1..], [0, 0, ONE]);
    }

    #[test]
    fn load_out_of_range_is_zero() {
        let (t, d) = tex2x2();
        assert_eq!(load(&t, &d, [1, 1, 0], [1, 0, 0]), [0; 4]);
        assert_eq!(load(&t, &d, [1, 1, 0], [0; 3])[0], 3.0f32.to_bits());
    }
}
