//! Host references of the graphics corpus (`tests/corpus/graphics/`): pixel shaders that
//! sample textures and write render targets, and vertex shaders, computed in plain Rust from
//! the launch contract (`shared/design.md`, "Pixel shaders, textures and render targets")
//! and the manual's texture rules (SAMPLE L5826-5896, LOAD L5571-5646, RESINFO L5795-5826,
//! KILL L5443-5476, DSX/DSY L7878-7918), independently of the interpreter.
//!
//! Texture rules used here (`docs/architecture.md`, "Graphics stages"): one mip level;
//! normalised `u` is texel coordinate `u * size`; point reads `floor(t)`; linear reads
//! `floor(t - 0.5)` and the next texel with weight `frac(t - 0.5)` (the corpus coordinates are
//! multiples of 1/64 texel, so the weights are exact and every filtered value below is exact
//! in f32); address modes clamp / wrap / mirror / border (border colour 0) on texel indices;
//! missing texel components read (0, 0, 0, 1.0).

use super::{b, dx9_mul, f, HostFn, Launch};
use serde_json::Value;
use std::collections::BTreeMap;

/// The graphics corpus programs and their references.
pub(super) const PROGRAMS: &[(&str, HostFn)] = &[
    ("tex2d_point_clamp", sample_2d),
    ("tex2d_point_wrap", sample_2d),
    ("tex2d_point_mirror", sample_2d),
    ("tex2d_point_border", sample_2d),
    ("tex2d_linear_clamp", sample_2d),
    ("tex2d_linear_wrap", sample_2d),
    ("tex2d_linear_mirror", sample_2d),
    ("tex2d_linear_border", sample_2d),
    ("tex1d_linear_wrap", sample_1d),
    ("tex3d_linear_mirror", sample_3d),
    ("tex3d_point_border", sample_3d),
    ("tex2d_unnorm_point", sample_2d_unnorm),
    ("tex2d_unnorm_linear", sample_2d_unnorm),
    ("tex2d_offset_point", sample_2d_offset),
    ("tex2d_offset_linear", sample_2d_offset),
    ("load_offset", load_offset),
    ("load_buffer", load_buffer),
    ("resinfo", resinfo),
    ("sample_c_point", sample_compare),
    ("sample_c_linear", sample_compare),
    ("sample_lbg", sample_lbg),
    ("mrt_masks", mrt_masks),
    ("discard_checker", discard_checker),
    ("kill_negative", kill_negative),
    ("derivatives", derivatives),
    ("interpolant_forms", interpolant_forms),
    ("loop_sample", loop_sample),
    ("double_texture", double_texture),
    ("load_3d", load_3d),
    ("vertex_transform", vertex_transform),
];

/// Reads the `"outputs"` of a launch file: words of every render target by N.
pub(super) fn read_targets(v: &Value) -> Result<BTreeMap<u32, Vec<u32>>, String> {
    let obj = v
        .as_object()
        .ok_or("launch file: `outputs` must be an object")?;
    let mut out = BTreeMap::new();
    for (id, t) in obj {
        let n: u32 = id
            .parse()
            .map_err(|_| format!("launch file: output id `{id}` is not a number"))?;
        out.insert(n, contents(t, &format!("outputs.{id}"))?);
    }
    Ok(out)
}

/// The one contents key of an object that also has other fields.
fn contents(v: &Value, what: &str) -> Result<Vec<u32>, String> {
    let obj = v
        .as_object()
        .ok_or_else(|| format!("launch file: `{what}` must be an object"))?;
    for kind in ["f32", "u32", "i32", "zero"] {
        if let Some(data) = obj.get(kind) {
            let mut single = serde_json::Map::new();
            single.insert(kind.to_string(), data.clone());
            return super::read_buffer(&Value::Object(single), what);
        }
    }
    Err(format!("launch file: `{what}` has no contents"))
}

fn uint(v: &Value, key: &str, default: Option<u32>) -> Result<u32, String> {
    match v.get(key) {
        None => default.ok_or_else(|| format!("launch file: missing `{key}`")),
        Some(x) => x
            .as_u64()
            .map(|n| n as u32)
            .ok_or_else(|| format!("launch file: `{key}` is not a count")),
    }
}

/// A launch texture.
struct Tex {
    size: [i64; 3],
    comps: usize,
    words: Vec<u32>,
}

impl Tex {
    fn read(l: &Launch, id: u32) -> Result<Tex, String> {
        let v = l
            .raw
            .get("resources")
            .and_then(|r| r.get(id.to_string()))
            .ok_or_else(|| format!("launch has no resource {id}"))?;
        Ok(Tex {
            size: [
                uint(v, "width", None)?.into(),
                uint(v, "height", Some(1))?.into(),
                uint(v, "depth", Some(1))?.into(),
            ],
            comps: uint(v, "components", None)? as usize,
            words: contents(v, &format!("resources.{id}"))?,
        })
    }

    /// Texel at in-range position `p` as floats, missing components (0, 0, 0, 1).
    fn texel(&self, p: [i64; 3]) -> [f32; 4] {
        let index = ((p[2] * self.size[1] + p[1]) * self.size[0] + p[0]) as usize * self.comps;
        let mut out = [0.0, 0.0, 0.0, 1.0];
        for (c, o) in out.iter_mut().enumerate().take(self.comps) {
            *o = f(self.words[index + c]);
        }
        out
    }
}

/// Sampler `id` of the launch: (linear?, address mode name); point + clamp by default.
fn sampler(l: &Launch, id: u32) -> (bool, String) {
    let s = l.raw.get("samplers").and_then(|s| s.get(id.to_string()));
    let text = |k: &str, d: &str| {
        s.and_then(|s| s.get(k))
            .and_then(Value::as_str)
            .unwrap_or(d)
            .to_string()
    };
    (
        text("filter", "point") == "linear",
        text("address", "clamp"),
    )
}

/// Index `i` on an axis of `n` texels under `mode`; `None` for the border.
fn wrap_index(mode: &str, i: i64, n: i64) -> Option<i64> {
    match mode {
        "wrap" => Some(((i % n) + n) % n),
        "mirror" => {
            let period = ((i % (2 * n)) + 2 * n) % (2 * n);
            Some(if period < n {
                period
            } else {
                2 * n - 1 - period
            })
        }
        "border" => {
            if i >= 0 && i < n {
                Some(i)
            } else {
                None
            }
        }
        _ => Some(i.max(0).min(n - 1)),
    }
}

/// Samples `dims` axes of `tex` at texel-space coordinates `t` (offsets already added).
fn filter(tex: &Tex, dims: usize, linear: bool, mode: &str, t: [f32; 3]) -> [f32; 4] {
    filter_mapped(tex, dims, linear, mode, t, &|v| v)
}

/// [`filter`] with every tap (texel or border colour) passed through `map` first.
fn filter_mapped(
    tex: &Tex,
    dims: usize,
    linear: bool,
    mode: &str,
    t: [f32; 3],
    map: &dyn Fn([f32; 4]) -> [f32; 4],
) -> [f32; 4] {
    let read = |p: [i64; 3]| -> [f32; 4] {
        let mut q = [0i64; 3];
        for a in 0..dims {
            match wrap_index(mode, p[a], tex.size[a]) {
                Some(i) => q[a] = i,
                None => return map([0.0; 4]),
            }
        }
        map(tex.texel(q))
    };
    if !linear {
        let mut p = [0i64; 3];
        for a in 0..dims {
            p[a] = t[a].floor() as i64;
        }
        return read(p);
    }
    // Sum of weight products over the 2^dims corners.
    let mut lo = [0i64; 3];
    let mut w = [0f32; 3];
    for a in 0..dims {
        let c = t[a] - 0.5;
        lo[a] = c.floor() as i64;
        w[a] = c - c.floor();
    }
    let mut acc = [0f64; 4];
    for corner in 0..(1usize << dims) {
        let mut p = lo;
        let mut weight = 1f64;
        for a in 0..dims {
            let hi = (corner >> a) & 1 == 1;
            p[a] += hi as i64;
            weight *= if hi { w[a] as f64 } else { 1.0 - w[a] as f64 };
        }
        let v = read(p);
        for c in 0..4 {
            acc[c] += weight * v[c] as f64;
        }
    }
    acc.map(|x| x as f32)
}

/// Interpolant `n` at pixel `(x, y)` (`origin + dx*(x+0.5) + dy*(y+0.5)`), or the window
/// coordinate.
fn interpolant(l: &Launch, n: u32, x: u32, y: u32) -> [f32; 4] {
    let (wx, wy) = (x as f32 + 0.5, y as f32 + 0.5);
    let Some(p) = l.raw.get("interpolants").and_then(|i| i.get(n.to_string())) else {
        return [wx, wy, 0.0, 1.0];
    };
    let vec = |k: &str| -> [f32; 4] {
        let mut out = [0f32; 4];
        if let Some(a) = p.get(k).and_then(Value::as_array) {
            for (o, v) in out.iter_mut().zip(a) {
                *o = v.as_f64().unwrap_or(0.0) as f32;
            }
        }
        out
    };
    let (o, dx, dy) = (vec("origin"), vec("dx"), vec("dy"));
    [0, 1, 2, 3].map(|c| o[c] + dx[c] * wx + dy[c] * wy)
}

/// Every pixel of the domain, row by row: (x, y, index of its render-target texel).
fn pixels(l: &Launch) -> Vec<(u32, u32, usize)> {
    let [w, h, _] = l.global;
    (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y, (y * w + x) as usize)))
        .collect()
}

/// Writes components `mask` of `v` into render target `n` at texel `index`.
fn put(l: &mut Launch, n: u32, index: usize, v: [u32; 4], mask: [bool; 4]) -> Result<(), String> {
    let comps = l
        .raw
        .get("outputs")
        .and_then(|o| o.get(n.to_string()))
        .and_then(|o| o.get("components"))
        .and_then(Value::as_u64)
        .ok_or_else(|| format!("launch has no output {n}"))? as usize;
    let target = l
        .outputs
        .as_mut()
        .and_then(|o| o.get_mut(&n))
        .ok_or_else(|| format!("launch has no output {n}"))?;
    for c in 0..comps.min(4) {
        if mask[c] {
            let slot = target
                .get_mut(index * comps + c)
                .ok_or_else(|| format!("output {n} is too small"))?;
            *slot = v[c];
        }
    }
    Ok(())
}

const ALL: [bool; 4] = [true; 4];

/// `sample_resource(0)_sampler(0) o0, v1` on a texture of `dims` axes; `unnorm` coordinates
/// are texels; `offset` is `_aoffimmi`.
fn sample_program(
    l: &mut Launch,
    dims: usize,
    unnorm: bool,
    offset: [i32; 3],
) -> Result<(), String> {
    let tex = Tex::read(l, 0)?;
    let (linear, mode) = sampler(l, 0);
    for (x, y, i) in pixels(l) {
        let c = interpolant(l, 1, x, y);
        let mut t = [0f32; 3];
        for a in 0..dims {
            let scaled = if unnorm {
                c[a]
            } else {
                c[a] * tex.size[a] as f32
            };
            t[a] = scaled + offset[a] as f32;
        }
        let v = filter(&tex, dims, linear, &mode, t);
        put(l, 0, i, v.map(b), ALL)?;
    }
    Ok(())
}

fn sample_1d(l: &mut Launch) -> Result<(), String> {
    sample_program(l, 1, false, [0; 3])
}

fn sample_2d(l: &mut Launch) -> Result<(), String> {
    sample_program(l, 2, false, [0; 3])
}

fn sample_3d(l: &mut Launch) -> Result<(), String> {
    sample_program(l, 3, false, [0; 3])
}

fn sample_2d_unnorm(l: &mut Launch) -> Result<(), String> {
    sample_program(l, 2, true, [0; 3])
}

/// `_aoffimmi(1,-2,0)`.
fn sample_2d_offset(l: &mut Launch) -> Result<(), String> {
    sample_program(l, 2, false, [1, -2, 0])
}

/// Raw words of texel `p` of launch resource `id` (in range), or `None` off the texture.
fn raw_texel(l: &Launch, id: u32, p: [i64; 3]) -> Result<Option<Vec<u32>>, String> {
    let tex = Tex::read(l, id)?;
    if p.iter().zip(tex.size).any(|(&i, n)| i < 0 || i >= n) {
        return Ok(None);
    }
    let first = ((p[2] * tex.size[1] + p[1]) * tex.size[0] + p[0]) as usize * tex.comps;
    Ok(Some(tex.words[first..first + tex.comps].to_vec()))
}

/// Pads texel words with the integer defaults (0, 0, 0, 1).
fn int_texel(words: Option<Vec<u32>>) -> [u32; 4] {
    match words {
        None => [0; 4],
        Some(w) => {
            let mut v = [0, 0, 0, 1];
            v[..w.len()].copy_from_slice(&w);
            v
        }
    }
}

fn load_offset(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        let v = int_texel(raw_texel(l, 0, [x as i64 - 1, y as i64 + 1, 0])?);
        put(l, 0, i, v, ALL)?;
    }
    Ok(())
}

fn load_buffer(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        let index = 4 * y as i64 + x as i64 - 3;
        let v = int_texel(raw_texel(l, 2, [index, 0, 0])?);
        put(l, 0, i, v, ALL)?;
    }
    Ok(())
}

fn resinfo(l: &mut Launch) -> Result<(), String> {
    let float = |v: [u32; 4]| v.map(|x| b(x as f32));
    for (x, _, i) in pixels(l) {
        put(l, 0, i, float([4, 3, 0, 1]), ALL)?;
        put(l, 1, i, [2, 2, 5, 1], ALL)?;
        put(l, 2, i, [7, 0, 0, 1], ALL)?;
        let level0 = if x == 0 { [9, 0, 0, 1] } else { [0, 0, 0, 1] };
        put(l, 3, i, float(level0), ALL)?;
        put(l, 4, i, [7; 4], ALL)?;
    }
    Ok(())
}

fn sample_compare(l: &mut Launch) -> Result<(), String> {
    let tex = Tex::read(l, 0)?;
    let (linear, mode) = sampler(l, 3);
    for (x, y, i) in pixels(l) {
        let c = interpolant(l, 1, x, y);
        let reference = interpolant(l, 2, x, y)[0];
        let t = [c[0] * tex.size[0] as f32, c[1] * tex.size[1] as f32, 0.0];
        let pass = |v: [f32; 4]| [if reference <= v[0] { 1.0 } else { 0.0 }; 4];
        let v = filter_mapped(&tex, 2, linear, &mode, t, &pass);
        let r = [v[0]; 4].map(b);
        put(l, 0, i, r, ALL)?;
        put(l, 1, i, r, ALL)?;
    }
    Ok(())
}

fn sample_lbg(l: &mut Launch) -> Result<(), String> {
    let tex = Tex::read(l, 0)?;
    let (linear, mode) = sampler(l, 1);
    for (x, y, i) in pixels(l) {
        let c = interpolant(l, 1, x, y);
        let t = [c[0] * tex.size[0] as f32, c[1] * tex.size[1] as f32, 0.0];
        let v = filter(&tex, 2, linear, &mode, t).map(b);
        for n in 0..3 {
            put(l, n, i, v, ALL)?;
        }
    }
    Ok(())
}

fn mrt_masks(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        let v = interpolant(l, 1, x, y).map(b);
        put(l, 0, i, v, [true, false, true, false])?;
        put(l, 1, i, [0, v[3], 0, 0], [false, true, false, false])?;
        put(l, 2, i, [v[2], v[3], v[1], v[0]], [true, true, false, true])?;
    }
    Ok(())
}

fn discard_checker(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        if (x + y) % 2 == 1 {
            continue;
        }
        let v = interpolant(l, 1, x, y).map(b);
        put(l, 0, i, v, ALL)?;
        let w = [x as f32 + 0.5, y as f32 + 0.5, 0.0, 1.0].map(b);
        put(l, 1, i, w, ALL)?;
    }
    Ok(())
}

fn kill_negative(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        let v = interpolant(l, 1, x, y);
        if v[0] < 0.0 || v[1] < 0.0 {
            continue;
        }
        put(l, 0, i, v.map(b), ALL)?;
    }
    Ok(())
}

fn derivatives(l: &mut Launch) -> Result<(), String> {
    let sq = |l: &Launch, x: u32, y: u32| interpolant(l, 1, x, y).map(|c| c * c);
    for (x, y, i) in pixels(l) {
        let (x0, y0) = (x & !1, y & !1);
        let d = |a: [f32; 4], b_: [f32; 4]| [0, 1, 2, 3].map(|c| a[c] - b_[c]);
        let dx = d(sq(l, x0 + 1, y0), sq(l, x0, y0));
        let dy = d(sq(l, x0, y0 + 1), sq(l, x0, y0));
        let fine_dx = d(sq(l, x0 + 1, y), sq(l, x0, y));
        let fine_dy = d(sq(l, x, y0 + 1), sq(l, x, y0));
        let width = [0, 1, 2, 3].map(|c| dx[c].abs() + dy[c].abs());
        for (n, v) in [dx, dy, fine_dx, fine_dy, width].into_iter().enumerate() {
            put(l, n as u32, i, v.map(b), ALL)?;
        }
    }
    Ok(())
}

fn interpolant_forms(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        let v = interpolant(l, 1, x, y);
        let w = [x as f32 + 0.5, y as f32 + 0.5, 0.0, 1.0];
        put(l, 0, i, [0, 1, 2, 3].map(|c| b(v[c] + w[c])), ALL)?;
        put(l, 1, i, [0; 4], ALL)?;
        put(l, 2, i, w.map(b), ALL)?;
    }
    Ok(())
}

fn loop_sample(l: &mut Launch) -> Result<(), String> {
    let tex = Tex::read(l, 0)?;
    let (linear, mode) = sampler(l, 0);
    for (x, y, i) in pixels(l) {
        let c = interpolant(l, 1, x, y);
        let mut sum = [0f32; 4];
        for k in 0..4 {
            let u = c[0] + 0.125 * k as f32;
            let v = c[1] + 0.0625 * k as f32;
            let s = filter(&tex, 2, linear, &mode, [u * 4.0, v * 4.0, 0.0]);
            for n in 0..4 {
                sum[n] += s[n];
            }
        }
        put(l, 0, i, sum.map(b), ALL)?;
    }
    Ok(())
}

fn double_texture(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        let w = raw_texel(l, 0, [x as i64, y as i64, 0])?.ok_or("texel off the texture")?;
        let d = |lo: u32, hi: u32| f64::from_bits(u64::from(lo) | (u64::from(hi) << 32));
        let (a, c) = (d(w[0], w[1]), d(w[2], w[3]));
        let sum = (a + c).to_bits();
        let prod = (a * c).to_bits();
        let v = [
            sum as u32,
            (sum >> 32) as u32,
            prod as u32,
            (prod >> 32) as u32,
        ];
        put(l, 0, i, v, ALL)?;
    }
    Ok(())
}

fn load_3d(l: &mut Launch) -> Result<(), String> {
    for (x, y, i) in pixels(l) {
        let (x, y) = (x as i64, y as i64);
        let v = match raw_texel(l, 1, [x, y - 1, x - y + 1])? {
            Some(w) => [w[0], w[1], w[2], w[3]],
            None => [0; 4],
        };
        put(l, 0, i, v, ALL)?;
    }
    Ok(())
}

/// Element `i` of vertex input `n`, padded with (0, 0, 0, 1.0).
fn vertex_input(l: &Launch, n: u32, i: usize) -> Result<[f32; 4], String> {
    let v = l
        .raw
        .get("vertex_inputs")
        .and_then(|v| v.get(n.to_string()))
        .ok_or_else(|| format!("no vertex input {n}"))?;
    let comps = uint(v, "components", None)? as usize;
    let words = contents(v, &format!("vertex_inputs.{n}"))?;
    let mut out = [0.0, 0.0, 0.0, 1.0];
    for (c, o) in out.iter_mut().enumerate().take(comps) {
        *o = f(words[i * comps + c]);
    }
    Ok(out)
}

fn vertex_transform(l: &mut Launch) -> Result<(), String> {
    for i in 0..l.global[0] as usize {
        let p = vertex_input(l, 0, i)?;
        let c = vertex_input(l, 1, i)?;
        // MAD/MUL without _ieee: a zero factor gives +0 (L369-371).
        let pos = [
            dx9_mul(p[0], 2.0) - 1.0,
            dx9_mul(p[1], 2.0) - 1.0,
            dx9_mul(p[2], 1.0) + 0.0,
            dx9_mul(p[3], 1.0) + 0.0,
        ];
        put(l, 0, i, pos.map(b), ALL)?;
        put(l, 1, i, c.map(|x| b(dx9_mul(x, 0.5))), ALL)?;
        put(l, 2, i, [i as f32, p[0] + c[1], 0.0, 1.0].map(b), ALL)?;
    }
    Ok(())
}
