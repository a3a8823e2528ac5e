//! Texture semantics of the IR evaluator ([`crate::eval`]): the launch's textures and
//! samplers and what one [`TexDesc`] component reads from them.
//!
//! The rules are the project's reading of the IL manual's texture instructions (SAMPLE
//! L5826-5896, SAMPLE_C L5954-5990, LOAD L5571-5646, RESINFO L5795-5826), recorded in
//! `docs/architecture.md` ("Graphics stages") and shared with the IL interpreter, which
//! implements them separately: one mip level; texel space `u * size` (or `u` when
//! unnormalised) plus the offsets; point = `floor(t)`, linear = `floor(t - 0.5)` with the
//! fraction truncated to 8 bits and `a*(1-w) + b*w` per axis (x, y, z, in f32, unfused);
//! clamp / wrap / mirror / border (colour 0) on texel indices; missing components
//! `(0, 0, 0, 1)` (1.0f when `w` is float); comparison taps pass when `ref <= texel.x`; LOAD
//! outside the texture reads zeros; sampling a buffer, comparison on a 3-D texture and
//! linear filtering of an integer component are errors.

use crate::instructions::{TexDesc, TexDim, TexOp};

/// A texture of the launch: `size` texels along x, y, z; `components` words per texel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EvalTexture {
    /// Width, height, depth in texels.
    pub size: [u32; 3],
    /// Words per texel (1, 2 or 4).
    pub components: u32,
    /// Texel `(x, y, z)` is words `((z*H + y)*W + x) * components ..`.
    pub words: Vec<u32>,
}

/// Address mode of a sampler.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EvalAddress {
    /// Clamp to the edge.
    #[default]
    Clamp,
    /// Repeat.
    Wrap,
    /// Mirrored repeat.
    Mirror,
    /// Border colour (0, 0, 0, 0) outside.
    Border,
}

/// A sampler state (absent samplers are point + clamp).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EvalSampler {
    /// Linear (true) or point filtering.
    pub linear: bool,
    /// Address mode on every axis.
    pub address: EvalAddress,
}

const ONE_F32: u32 = 0x3f80_0000;

/// Index of texel `i` along an axis of `n` texels, or `None` for the border colour.
fn wrap(mode: EvalAddress, i: i64, n: i64) -> Option<i64> {
    let period = |p: i64| ((i % p) + p) % p;
    match mode {
        EvalAddress::Clamp => Some(i.max(0).min(n - 1)),
        EvalAddress::Wrap => Some(period(n)),
        EvalAddress::Mirror => {
            let m = period(2 * n);
            Some(if m < n { m } else { 2 * n - 1 - m })
        }
        EvalAddress::Border => (i >= 0 && i < n).then_some(i),
    }
}

impl EvalTexture {
    fn extent(&self) -> [i64; 3] {
        self.size.map(i64::from)
    }

    /// Component words of the in-range texel at `p`, with the format defaults.
    fn texel(&self, desc: &TexDesc, p: [i64; 3]) -> [u32; 4] {
        let [w, h, _] = self.extent();
        let c = self.components as usize;
        let base = ((p[2] * h + p[1]) * w + p[0]) as usize * c;
        let one = if desc.int_formats & 8 != 0 {
            1
        } else {
            ONE_F32
        };
        let mut out = [0, 0, 0, one];
        for (k, o) in out.iter_mut().enumerate().take(c.min(4)) {
            *o = self.words.get(base + k).copied().unwrap_or(0);
        }
        out
    }

    /// The texel at `p` after the address mode (border colour zeros).
    fn tap(&self, desc: &TexDesc, mode: EvalAddress, p: [i64; 3]) -> [u32; 4] {
        let n = self.extent();
        let mut q = [0i64; 3];
        for a in 0..desc.dim.axes() {
            match wrap(mode, p[a], n[a]) {
                Some(i) => q[a] = i,
                None => return [0; 4],
            }
        }
        self.texel(desc, q)
    }
}

/// `floor` as a texel index (NaN → 0, saturating far outside any texture).
fn index_of(x: f32) -> i64 {
    if x.is_nan() {
        0
    } else {
        x.floor().clamp(-1e12, 1e12) as i64
    }
}

/// Result component `desc.comp` of a texture operation with operands `args`.
pub fn evaluate(
    desc: &TexDesc,
    tex: &EvalTexture,
    sampler: EvalSampler,
    args: &[u32],
) -> Result<u32, String> {
    let arg = |i: usize| args.get(i).copied().unwrap_or(0);
    let comp = desc.comp as usize & 3;
    let axes = desc.dim.axes();
    let n = tex.extent();
    match desc.op {
        TexOp::ResInfo { uint } => {
            let v = if arg(0) == 0 {
                [
                    tex.size[0],
                    if axes >= 2 { tex.size[1] } else { 0 },
                    if desc.dim == TexDim::D3 {
                        tex.size[2]
                    } else {
                        0
                    },
                    1,
                ]
            } else {
                [0, 0, 0, 1]
            };
            Ok(if uint {
                v[comp]
            } else {
                (v[comp] as f32).to_bits()
            })
        }
        TexOp::Load => {
            let mut p = [0i64; 3];
            for (a, slot) in p.iter_mut().enumerate().take(axes) {
                let off = if desc.dim == TexDim::Buffer {
                    0
                } else {
                    i64::from(desc.offset[a])
                };
                *slot = i64::from(arg(a) as i32) + off;
                if *slot < 0 || *slot >= n[a] {
                    return Ok(0);
                }
            }
            Ok(tex.texel(desc, p)[comp])
        }
        TexOp::Sample | TexOp::SampleCompare => {
            if desc.dim == TexDim::Buffer {
                return Err("sample from a buffer resource".into());
            }
            let compare = desc.op == TexOp::SampleCompare;
            if compare && desc.dim == TexDim::D3 {
                return Err("sample_c on a 3-D texture is undefined".into());
            }
            let reference = f32::from_bits(arg(3));
            // Value a tap contributes: the component, or the comparison result.
            let value = |t: [u32; 4]| -> u32 {
                if !compare {
                    return t[comp];
                }
                let x = if desc.int_formats & 1 == 0 {
                    f32::from_bits(t[0])
                } else if desc.signed_formats & 1 != 0 {
                    t[0] as i32 as f32
                } else {
                    t[0] as f32
                };
                if reference <= x {
                    ONE_F32
                } else {
                    0
                }
            };
            let mut t = [0f32; 3];
            for (a, slot) in t.iter_mut().enumerate().take(axes) {
                let u = f32::from_bits(arg(a));
                *slot = if desc.unnorm { u } else { u * n[a] as f32 };
            }
            if !sampler.linear {
                let mut p = [0i64; 3];
                for a in 0..axes {
                    p[a] = index_of(t[a]) + i64::from(desc.offset[a]);
                }
                return Ok(value(tex.tap(desc, sampler.address, p)));
            }
            if !compare && desc.int_formats != 0 {
                return Err("linear filtering of an integer-format resource".into());
            }
            let mut lo = [0i64; 3];
            let mut weight = [0f32; 3];
            for a in 0..axes {
                let c = t[a] - 0.5;
                lo[a] = index_of(c) + i64::from(desc.offset[a]);
                let frac = if c.is_finite() { c - c.floor() } else { 0.0 };
                weight[a] = (frac * 256.0).floor() / 256.0;
            }
            // Corner values indexed x + 2y + 4z, then reduced axis by axis.
            let corners = 1usize << axes;
            let mut v: Vec<f32> = (0..corners)
                .map(|k| {
                    let mut p = lo;
                    for (a, q) in p.iter_mut().enumerate().take(axes) {
                        *q += (k >> a & 1) as i64;
                    }
                    f32::from_bits(value(tex.tap(desc, sampler.address, p)))
                })
                .collect();
            for w in weight.iter().take(axes) {
                v = v
                    .chunks(2)
                    .map(|pair| pair[0] * (1.0 - *w) + pair[1] * *w)
                    .collect();
            }
            Ok(v.first().copied().unwrap_or(0.0).to_bits())
        }
    }
}
