//! Host-side reference computations for the corpus compute programs, written independently of the interpreter.
//!
//! Every compute program in `tests/corpus/` that has a `.launch.json` has a function here that
//! computes, in plain Rust, what the program is meant to compute: the function reads the launch
//! file's input buffers and produces every buffer after the run, in the output format of the
//! launch contract (`{"uavs":{"0":[u32...]},"g":[u32...]}`). These functions are *not* an IL
//! interpreter: each one mirrors the intent stated in its program's header comment, with the
//! subtle rules taken from the AMD IL v2.4 manual (`/work/shared/seeds/il-reference.txt`, cited
//! as `L<line>`). The `.expected.json` files are written from these functions (`ILC_BLESS=1`).

use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

mod graphics;

/// One dispatch, as described by a launch file (see `docs/architecture.md`, "Launch files").
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    /// Global grid size in work-items (x, y, z).
    pub global: [u32; 3],
    /// Work-group size in work-items (x, y, z).
    pub group: [u32; 3],
    /// UAV contents in 32-bit words, by IL UAV id.
    pub uavs: BTreeMap<u32, Vec<u32>>,
    /// Constant-buffer contents in 32-bit words (`cbN[i]` is words 4i..4i+3), by buffer id.
    pub cbs: BTreeMap<u32, Vec<u32>>,
    /// The global buffer `g[]` in 32-bit words (`g[i]` is words 4i..4i+3), if the launch has one.
    pub g: Option<Vec<u32>>,
    /// Allowed distance in units in the last place when comparing float results.
    pub tolerance_ulp: u32,
    /// The launch file as read (graphics references read their textures, samplers,
    /// interpolants and vertex inputs from it).
    pub raw: Value,
    /// Render targets / vertex outputs by N, when the launch has `"outputs"`.
    pub outputs: Option<BTreeMap<u32, Vec<u32>>>,
}

/// The ids a work-item sees (manual L1363-1406, L2138-2239).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkItem {
    /// `vAbsTid`: group id * group size + id in group.
    pub abs: [u32; 3],
    /// `vTidInGrp`.
    pub tid: [u32; 3],
    /// `vThreadGrpId`.
    pub grp: [u32; 3],
    /// `vAbsTidFlat` = grp_flat * Dx*Dy*Dz + tid_flat.
    pub abs_flat: u32,
    /// `vTidInGrpFlat` = z*Dx*Dy + y*Dx + x.
    pub tid_flat: u32,
    /// `vThreadGrpIdFlat` = z*Gx*Gy + y*Gx + x, with G the number of groups.
    pub grp_flat: u32,
}

/// Reads a launch file's JSON into a [`Launch`], with a message naming the offending field.
pub fn read_launch(v: &Value) -> Result<Launch, String> {
    let obj = v.as_object().ok_or("launch file: not a JSON object")?;
    for key in obj.keys() {
        if ![
            "global",
            "group",
            "uavs",
            "cbs",
            "g",
            "args",
            "tolerance_ulp",
            "resources",
            "samplers",
            "outputs",
            "interpolants",
            "vertex_inputs",
        ]
        .contains(&key.as_str())
        {
            return Err(format!("launch file: unknown key `{key}`"));
        }
    }
    let global = read_dims(obj.get("global"), "global")?;
    let group = read_dims(obj.get("group"), "group")?;
    let uavs = read_buffer_map(obj.get("uavs"), "uavs")?;
    let cbs = read_buffer_map(obj.get("cbs"), "cbs")?;
    let g = match obj.get("g") {
        Some(b) => Some(read_buffer(b, "g")?),
        None => None,
    };
    let tolerance_ulp = match obj.get("tolerance_ulp") {
        None => 0,
        Some(t) => t
            .as_u64()
            .and_then(|t| u32::try_from(t).ok())
            .ok_or("launch file: `tolerance_ulp` must be a non-negative integer")?,
    };
    let outputs = match obj.get("outputs") {
        None => None,
        Some(o) => Some(graphics::read_targets(o)?),
    };
    Ok(Launch {
        global,
        group,
        uavs,
        cbs,
        g,
        tolerance_ulp,
        raw: v.clone(),
        outputs,
    })
}

fn read_dims(v: Option<&Value>, what: &str) -> Result<[u32; 3], String> {
    let arr = v
        .and_then(Value::as_array)
        .ok_or_else(|| format!("launch file: `{what}` must be an array of three sizes"))?;
    let mut out = [0u32; 3];
    if arr.len() != 3 {
        return Err(format!("launch file: `{what}` must have three entries"));
    }
    for (slot, item) in out.iter_mut().zip(arr) {
        *slot = item
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("launch file: `{what}` entries must be positive integers"))?;
    }
    Ok(out)
}

fn read_buffer_map(v: Option<&Value>, what: &str) -> Result<BTreeMap<u32, Vec<u32>>, String> {
    let mut out = BTreeMap::new();
    let Some(v) = v else { return Ok(out) };
    let obj = v
        .as_object()
        .ok_or_else(|| format!("launch file: `{what}` must be an object"))?;
    for (id, buf) in obj {
        let n: u32 = id
            .parse()
            .map_err(|_| format!("launch file: `{what}` key `{id}` is not a number"))?;
        out.insert(n, read_buffer(buf, &format!("{what}.{id}"))?);
    }
    Ok(out)
}

/// Reads one buffer description: `{"f32":[..]}`, `{"u32":[..]}`, `{"i32":[..]}` or `{"zero":n}`.
pub fn read_buffer(v: &Value, what: &str) -> Result<Vec<u32>, String> {
    let obj = v.as_object().filter(|o| o.len() == 1).ok_or_else(|| {
        format!("launch file: `{what}` must be an object with one of f32, u32, i32, zero")
    })?;
    let (kind, data) = obj
        .iter()
        .next()
        .ok_or_else(|| format!("launch file: `{what}` is empty"))?;
    let bad = |i: usize| format!("launch file: `{what}` entry {i} is not a valid {kind}");
    match kind.as_str() {
        "zero" => {
            let n = data
                .as_u64()
                .ok_or_else(|| format!("launch file: `{what}.zero` must be a count"))?;
            let n = usize::try_from(n)
                .map_err(|_| format!("launch file: `{what}.zero` is too large"))?;
            Ok(vec![0; n])
        }
        "f32" | "u32" | "i32" => {
            let arr = data
                .as_array()
                .ok_or_else(|| format!("launch file: `{what}.{kind}` must be an array"))?;
            let mut out = Vec::with_capacity(arr.len());
            for (i, x) in arr.iter().enumerate() {
                let word = match kind.as_str() {
                    "f32" => (x.as_f64().ok_or_else(|| bad(i))? as f32).to_bits(),
                    "u32" => x
                        .as_u64()
                        .and_then(|n| u32::try_from(n).ok())
                        .ok_or_else(|| bad(i))?,
                    _ => x
                        .as_i64()
                        .and_then(|n| i32::try_from(n).ok())
                        .ok_or_else(|| bad(i))? as u32,
                };
                out.push(word);
            }
            Ok(out)
        }
        _ => Err(format!("launch file: `{what}` has unknown kind `{kind}`")),
    }
}

impl Launch {
    /// Number of work-groups in each dimension (global / group, rounded down).
    pub fn num_groups(&self) -> [u32; 3] {
        [0, 1, 2].map(|d| self.global[d] / self.group[d])
    }

    /// Every work-item of the dispatch, in flat absolute-id order.
    pub fn work_items(&self) -> Vec<WorkItem> {
        let [gx, gy, gz] = self.num_groups();
        let [dx, dy, dz] = self.group;
        let mut items = Vec::new();
        for g_z in 0..gz {
            for g_y in 0..gy {
                for g_x in 0..gx {
                    let grp_flat = g_z * gx * gy + g_y * gx + g_x;
                    for t_z in 0..dz {
                        for t_y in 0..dy {
                            for t_x in 0..dx {
                                let tid_flat = t_z * dx * dy + t_y * dx + t_x;
                                items.push(WorkItem {
                                    abs: [g_x * dx + t_x, g_y * dy + t_y, g_z * dz + t_z],
                                    tid: [t_x, t_y, t_z],
                                    grp: [g_x, g_y, g_z],
                                    abs_flat: grp_flat * dx * dy * dz + tid_flat,
                                    tid_flat,
                                    grp_flat,
                                });
                            }
                        }
                    }
                }
            }
        }
        items.sort_by_key(|w| w.abs_flat);
        items
    }

    /// The output JSON of the launch contract: every UAV, and `g` when the launch has one.
    pub fn output(&self) -> Value {
        let mut uavs = Map::new();
        for (id, words) in &self.uavs {
            uavs.insert(id.to_string(), json!(words));
        }
        let mut out = Map::new();
        out.insert("uavs".into(), Value::Object(uavs));
        if let Some(g) = &self.g {
            out.insert("g".into(), json!(g));
        }
        if let Some(targets) = &self.outputs {
            let mut o = Map::new();
            for (id, words) in targets {
                o.insert(id.to_string(), json!(words));
            }
            out.insert("outputs".into(), Value::Object(o));
        }
        Value::Object(out)
    }

    fn uav(&self, id: u32) -> Result<&Vec<u32>, String> {
        self.uavs
            .get(&id)
            .ok_or_else(|| format!("launch has no uav {id}"))
    }

    /// Word `i` of UAV `id`.
    fn ld(&self, id: u32, i: u32) -> Result<u32, String> {
        self.uav(id)?
            .get(i as usize)
            .copied()
            .ok_or_else(|| format!("uav {id} has no word {i}"))
    }

    /// Stores word `i` of UAV `id`.
    fn st(&mut self, id: u32, i: u32, v: u32) -> Result<(), String> {
        let slot = self
            .uavs
            .get_mut(&id)
            .and_then(|b| b.get_mut(i as usize))
            .ok_or_else(|| format!("uav {id} has no word {i}"))?;
        *slot = v;
        Ok(())
    }

    /// Word `i` of constant buffer `id`.
    fn cb(&self, id: u32, i: u32) -> Result<u32, String> {
        self.cbs
            .get(&id)
            .and_then(|b| b.get(i as usize))
            .copied()
            .ok_or_else(|| format!("cb {id} has no word {i}"))
    }

    fn g_word(&self, i: u32) -> Result<u32, String> {
        self.g
            .as_ref()
            .and_then(|g| g.get(i as usize))
            .copied()
            .ok_or_else(|| format!("g has no word {i}"))
    }

    fn g_store(&mut self, i: u32, v: u32) -> Result<(), String> {
        let slot = self
            .g
            .as_mut()
            .and_then(|g| g.get_mut(i as usize))
            .ok_or_else(|| format!("g has no word {i}"))?;
        *slot = v;
        Ok(())
    }

    /// Stores `words` at consecutive words of UAV `id` starting at `first`.
    fn st_all(&mut self, id: u32, first: u32, words: &[u32]) -> Result<(), String> {
        for (k, &w) in (0u32..).zip(words) {
            self.st(id, first + k, w)?;
        }
        Ok(())
    }

    /// Words `first..first+N` of UAV `id`.
    fn ld_n<const N: usize>(&self, id: u32, first: u32) -> Result<[u32; N], String> {
        let mut out = [0u32; N];
        for (k, slot) in (0u32..).zip(out.iter_mut()) {
            *slot = self.ld(id, first + k)?;
        }
        Ok(out)
    }
}

/// A host reference: updates the launch's buffers to their state after the run.
type HostFn = fn(&mut Launch) -> Result<(), String>;

/// Every program with a host reference, by the file stem of its `.il` / `.launch.json`.
const PROGRAMS: &[(&str, HostFn)] = &[
    ("saxpy", saxpy),
    ("vector_add", vector_add),
    ("vector_add_vec4", vector_add_vec4),
    ("struct_uav", struct_uav),
    ("reduce_sum_lds", reduce_sum_lds),
    ("prefix_sum", prefix_sum),
    ("matmul_tiled", matmul_tiled),
    ("histogram", histogram),
    ("histogram_lds", histogram_lds),
    ("lds_atomics", lds_atomics),
    ("nested_if", nested_if),
    ("loop_break", loop_break),
    ("while_continue", while_continue),
    ("switch_fallthrough", switch_fallthrough),
    ("subroutines", subroutines),
    ("indexed_temps", indexed_temps),
    ("icb_lookup", icb_lookup),
    ("doubles", doubles),
    ("dfrac_dmad_modifiers", dfrac_dmad_modifiers),
    ("conversions", conversions),
    ("int_ops", int_ops),
    ("shifts", shifts),
    ("udiv_umod", udiv_umod),
    ("mul_high", mul_high),
    ("bit_ops", bit_ops),
    ("float_minmax", float_minmax),
    ("float_compare", float_compare),
    ("mad_ieee", mad_ieee),
    ("div_zeroop", div_zeroop),
    ("src_modifiers", src_modifiers),
    ("dst_modifiers", dst_modifiers),
    ("write_masks", write_masks),
    ("swizzles", swizzles),
    ("cmov_logical", cmov_logical),
    ("uav_atomics", uav_atomics),
    ("uav_read_atomics", uav_read_atomics),
    ("thread_ids", thread_ids),
    ("cb_indexing", cb_indexing),
    ("float_round", float_round),
    ("float_arith", float_arith),
    ("mod_float", mod_float),
    ("uav_typed", uav_typed),
    ("lds_bytes", lds_bytes),
    ("lds_read_atomics", lds_read_atomics),
    ("transcendental", transcendental),
    ("i64_ops", i64_ops),
    ("crlf_literals", crlf_literals),
    ("media_ops", media_ops),
    ("ps_fill_g", ps_fill_g),
    ("ps_scale_g", ps_scale_g),
];

/// Names of every program that has a host reference.
pub fn program_names() -> impl Iterator<Item = &'static str> {
    PROGRAMS
        .iter()
        .chain(graphics::PROGRAMS)
        .map(|(name, _)| *name)
}

/// The expected output JSON of program `name` for `launch`, computed on the host.
///
/// Returns `None` for a name without a host reference; an unreadable launch file or one whose
/// buffers are too small for the program yields `Some(Err(..))` through [`reference_checked`].
pub fn reference(name: &str, launch: &Value) -> Option<Value> {
    reference_checked(name, launch).and_then(Result::ok)
}

/// Like [`reference`], but reports why a known program's reference could not be computed.
pub fn reference_checked(name: &str, launch: &Value) -> Option<Result<Value, String>> {
    let (_, f) = PROGRAMS
        .iter()
        .chain(graphics::PROGRAMS)
        .find(|(n, _)| *n == name)?;
    Some(read_launch(launch).and_then(|mut l| {
        f(&mut l)?;
        Ok(l.output())
    }))
}

// ---------------------------------------------------------------------------------------------
// Float helpers (manual semantics)

fn f(bits: u32) -> f32 {
    f32::from_bits(bits)
}

fn b(x: f32) -> u32 {
    x.to_bits()
}

const ONE: u32 = 0x3F80_0000;
const TRUE: u32 = 0xFFFF_FFFF;

fn mask(c: bool) -> u32 {
    if c {
        TRUE
    } else {
        0
    }
}

/// MUL/MAD without `_ieee`: 0 * anything (INF and NaN included) is 0 (L369-371, L8444, L8606).
fn dx9_mul(x: f32, y: f32) -> f32 {
    if x == 0.0 || y == 0.0 {
        0.0
    } else {
        x * y
    }
}

/// MAD without `_ieee`. The corpus inputs make every product and sum exact, so whether the
/// hardware rounds once or twice (the manual's description is garbled, L8418) does not matter.
fn mad(x: f32, y: f32, z: f32) -> f32 {
    dx9_mul(x, y) + z
}

/// Clamp to [0, 1] with clamp(NaN) = 0 (L554).
fn sat(x: f32) -> f32 {
    if x.is_nan() || x < 0.0 {
        0.0
    } else if x > 1.0 {
        1.0
    } else {
        x
    }
}

/// MIN: a NaN operand yields the other; min(+0,-0) = min(-0,+0) = -0 (L8482).
fn fmin(x: f32, y: f32) -> f32 {
    if x.is_nan() {
        y
    } else if y.is_nan() {
        x
    } else if x == 0.0 && y == 0.0 {
        if x.is_sign_negative() || y.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else if x < y {
        x
    } else {
        y
    }
}

/// MAX: a NaN operand yields the other; max(+0,-0) = max(-0,+0) = +0 (L8458).
fn fmax(x: f32, y: f32) -> f32 {
    if x.is_nan() {
        y
    } else if y.is_nan() {
        x
    } else if x == 0.0 && y == 0.0 {
        if x.is_sign_positive() || y.is_sign_positive() {
            0.0
        } else {
            -0.0
        }
    } else if x >= y {
        x
    } else {
        y
    }
}

/// IEEE single to half (round to nearest even; the corpus only converts values that are
/// exactly representable, so the rounding mode the manual leaves open does not matter).
fn f32_to_f16(x: f32) -> u32 {
    let bits = x.to_bits();
    let sign = (bits >> 16) & 0x8000;
    let exp = ((bits >> 23) & 0xFF) as i32;
    let man = bits & 0x7F_FFFF;
    if exp == 0xFF {
        return sign | 0x7C00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1F {
        return sign | 0x7C00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = m >> shift;
        let rem = m & ((1 << shift) - 1);
        let mid = 1 << (shift - 1);
        let round = rem > mid || (rem == mid && half & 1 == 1);
        return sign | (half + u32::from(round));
    }
    let half = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1FFF;
    let round = rem > 0x1000 || (rem == 0x1000 && half & 1 == 1);
    sign | (half + u32::from(round))
}

/// IEEE half (low 16 bits) to single; exact (L7389-7395).
fn f16_to_f32(h: u32) -> u32 {
    let sign = (h & 0x8000) << 16;
    let exp = (h >> 10) & 0x1F;
    let man = h & 0x3FF;
    match exp {
        0 if man == 0 => sign,
        0 => {
            let v = man as f32 * 2f32.powi(-24);
            sign | v.to_bits()
        }
        0x1F => sign | 0x7F80_0000 | (man << 13),
        _ => sign | ((exp + 127 - 15) << 23) | (man << 13),
    }
}

/// Runs `body` once per work-item.
fn per_item(
    l: &mut Launch,
    mut body: impl FnMut(&mut Launch, WorkItem) -> Result<(), String>,
) -> Result<(), String> {
    for wi in l.work_items() {
        body(l, wi)?;
    }
    Ok(())
}

/// `cb<id>[slot]` as four floats.
fn cb_vec4(l: &Launch, id: u32, slot: u32) -> Result<[f32; 4], String> {
    let mut out = [0.0f32; 4];
    for (c, v) in (0u32..).zip(out.iter_mut()) {
        *v = f(l.cb(id, slot * 4 + c)?);
    }
    Ok(out)
}

/// Number of work-items in one group.
fn group_len(l: &Launch) -> u32 {
    l.group.iter().product()
}

// ---------------------------------------------------------------------------------------------
// Host references, one per program (see each .il file's header comment)

fn saxpy(l: &mut Launch) -> Result<(), String> {
    let a = f(l.cb(0, 0)?);
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let y = mad(a, f(l.ld(0, i)?), f(l.ld(1, i)?));
        l.st(1, i, b(y))
    })
}

fn vector_add(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs_flat;
        let c = f(l.ld(0, i)?) + f(l.ld(1, i)?);
        l.st(2, i, b(c))
    })
}

fn vector_add_vec4(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        for k in 0..4 {
            let i = wi.abs[0] * 4 + k;
            let c = f(l.ld(0, i)?) + f(l.ld(1, i)?);
            l.st(2, i, b(c))?;
        }
        Ok(())
    })
}

fn struct_uav(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a, bb, c, d] = l.ld_n::<4>(0, i * 4)?;
        l.st_all(
            1,
            i * 2,
            &[a.wrapping_mul(bb).wrapping_add(c), c.wrapping_sub(d)],
        )
    })
}

fn reduce_sum_lds(l: &mut Launch) -> Result<(), String> {
    let n = group_len(l);
    for g in 0..l.num_groups()[0] {
        let mut sum = 0u32;
        for t in 0..n {
            sum = sum.wrapping_add(l.ld(0, g * n + t)?);
        }
        l.st(1, g, sum)?;
    }
    Ok(())
}

fn prefix_sum(l: &mut Launch) -> Result<(), String> {
    let n = group_len(l);
    for g in 0..l.num_groups()[0] {
        let mut sum = 0u32;
        for t in 0..n {
            sum = sum.wrapping_add(l.ld(0, g * n + t)?);
            l.st(1, g * n + t, sum)?;
        }
    }
    Ok(())
}

fn matmul_tiled(l: &mut Launch) -> Result<(), String> {
    const N: u32 = 16;
    for row in 0..N {
        for col in 0..N {
            let mut acc = 0.0f32;
            for k in 0..N {
                acc = mad(f(l.ld(0, row * N + k)?), f(l.ld(1, k * N + col)?), acc);
            }
            l.st(2, row * N + col, b(acc))?;
        }
    }
    Ok(())
}

fn histogram(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let bin = l.ld(0, wi.abs[0])? & 15;
        let old = l.ld(1, bin)?;
        l.st(1, bin, old.wrapping_add(1))
    })
}

fn histogram_lds(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let bin = l.ld(0, wi.abs[0])? >> 28;
        let old = l.ld(1, bin)?;
        l.st(1, bin, old.wrapping_add(1))
    })
}

fn lds_atomics(l: &mut Launch) -> Result<(), String> {
    let n = group_len(l);
    for g in 0..l.num_groups()[0] {
        let mut w = [0u32, 0, 0, 0x7FFF_FFFF, 0x8000_0000, 0, TRUE, TRUE];
        for t in 0..n {
            let v = l.ld(0, g * n + t)?;
            w[0] = w[0].max(v);
            w[1] = w[1].wrapping_add(v);
            w[2] |= v;
            w[3] = (w[3] as i32).min(v as i32) as u32;
            w[4] = (w[4] as i32).max(v as i32) as u32;
            w[5] ^= v;
            w[6] &= v;
            w[7] = w[7].min(v);
        }
        l.st_all(1, g * 8, &w)?;
    }
    Ok(())
}

fn nested_if(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let x = l.ld(0, wi.abs[0])? as i32;
        let r = if x < 0 {
            if x < -50 {
                1
            } else {
                2
            }
        } else if x & 1 == 1 {
            3
        } else if x as f32 >= 50.0 {
            4
        } else {
            5
        };
        l.st(1, wi.abs[0], r)
    })
}

fn loop_break(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let n = l.ld(0, wi.abs[0])? as i32;
        let (s, k) = loop_break_result(n);
        l.st_all(1, wi.abs[0] * 2, &[s as u32, k as u32])
    })
}

/// `loop_break`'s loop on the host: sums `k*k` for `k < n`, leaving early once the sum
/// passes 500; returns the sum and the final `k`.
pub fn loop_break_result(n: i32) -> (i32, i32) {
    let (mut s, mut k) = (0i32, 0i32);
    loop {
        if k >= n {
            break;
        }
        s = s.wrapping_add(k.wrapping_mul(k));
        k += 1;
        if s > 500 {
            break;
        }
    }
    (s, k)
}

fn while_continue(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let n = l.ld(0, wi.abs[0])? as i32;
        let (mut s, mut k, mut t) = (0i32, 0i32, 0i32);
        loop {
            k += 1;
            if n < k {
                break;
            }
            if k & 1 != 0 {
                continue;
            }
            if k % 3 == 0 {
                t += 1;
                continue;
            }
            s += k;
        }
        l.st(1, wi.abs[0], s as u32)?;
        l.st(2, wi.abs[0], t as u32)
    })
}

fn switch_fallthrough(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let r = match l.ld(0, wi.abs[0])? & 7 {
            0 => 11,
            1 => 10,
            2 => 100,
            3 | 4 => 207,
            _ => 7,
        };
        l.st(1, wi.abs[0], r)
    })
}

fn subroutines(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let x = l.ld(0, wi.abs[0])?;
        let mut r = x.wrapping_mul(3);
        r = r.wrapping_add(if x & 1 == 1 { 1000 } else { 20000 });
        if x <= 100 {
            r = r.wrapping_add(5);
        }
        l.st(1, wi.abs[0], r)
    })
}

fn indexed_temps(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let j = l.ld(0, wi.abs[0])? & 3;
        let x = |k: u32| (k * k, k + 100);
        let r = x(j + 2).0 + x(3).1 + x(j + 4).1;
        l.st(1, wi.abs[0], r)
    })
}

fn icb_lookup(l: &mut Launch) -> Result<(), String> {
    const FIB: [u32; 8] = [1, 2, 3, 5, 8, 13, 21, 34];
    per_item(l, |l, wi| {
        let j = (l.ld(0, wi.abs[0])? & 7) as usize;
        let v = FIB.get(j).copied().unwrap_or(0);
        l.st(1, wi.abs[0], v + 10 * v)
    })
}

fn doubles(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y] = l.ld_n::<2>(0, i * 2)?;
        let (a, c) = (f(x) as f64, f(y) as f64);
        let s = a + c;
        let p = a * c;
        let words = |d: f64| [d.to_bits() as u32, (d.to_bits() >> 32) as u32];
        let [s0, s1] = words(s);
        let [p0, p1] = words(p);
        l.st_all(1, i * 4, &[s0, s1, p0, p1])?;
        // D2F rounds to nearest even (L7310), as Rust's `as f32` does.
        let m = a * c + s;
        let q = a / c;
        l.st_all(2, i * 2, &[b(m as f32), b(q as f32)])
    })
}

/// DFRAC (L9228-9240) as `x - floor(x)` and DMAD (L9494-9503, "hardware maps this
/// instruction to FMA64") as one rounding of `x * y + z`; `_neg`/`_abs` act on the double
/// (its upper word, L613).
fn dfrac_dmad_modifiers(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a0, a1, b0, b1] = l.ld_n::<4>(0, i * 4)?;
        let double = |lo: u32, hi: u32| f64::from_bits(u64::from(hi) << 32 | u64::from(lo));
        let (a, b) = (double(a0, a1), double(b0, b1));
        let frac = |x: f64| x - x.floor();
        let frac_a = frac(a);
        let frac_neg_b = frac(-b);
        let r3 = a.mul_add(-b, frac_a);
        let r4 = a.abs().mul_add(b, -frac_neg_b);
        let mut words = Vec::with_capacity(8);
        for d in [frac_a, frac_neg_b, r3, r4] {
            words.extend([d.to_bits() as u32, (d.to_bits() >> 32) as u32]);
        }
        l.st_all(1, i * 8, &words)
    })
}

fn conversions(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [fx, ix, ux, hx] = l.ld_n::<4>(0, i * 4)?;
        let x = f(fx);
        let h = f32_to_f16(x);
        let out = [
            x.trunc() as i32 as u32,
            x.abs().trunc() as u32,
            b(ix as i32 as f32),
            b(ux as f32),
            b(x as f64 as f32),
            h,
            f16_to_f32(hx & 0xFFFF),
            f16_to_f32(h),
        ];
        l.st_all(1, i * 8, &out)
    })
}

fn int_ops(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a, c] = l.ld_n::<2>(0, i * 2)?;
        let (sa, sc) = (a as i32, c as i32);
        let out = [
            a.wrapping_add(c),
            a.wrapping_mul(c),
            a.wrapping_mul(c).wrapping_add(a),
            a.wrapping_neg(),
            sa.max(sc) as u32,
            sa.min(sc) as u32,
            a.max(c),
            a.min(c),
            mask(a == c),
            mask(a != c),
            mask(sa < sc),
            mask(sa >= sc),
            mask(a < c),
            mask(a >= c),
            a & c,
            a | c,
            a ^ c,
            !a,
            a.wrapping_sub(c),
            // The `1` swizzle is float 1.0 even for an integer op (L616).
            a.wrapping_add(ONE),
        ];
        l.st_all(1, i * 20, &out)
    })
}

fn shifts(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a, n] = l.ld_n::<2>(0, i * 2)?;
        // Only the low five bits of the count are used (L3228).
        let s = n & 31;
        let s32 = n.wrapping_add(32) & 31;
        l.st_all(
            1,
            i * 4,
            &[a << s, ((a as i32) >> s) as u32, a >> s, a << s32],
        )
    })
}

fn udiv_umod(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a, c] = l.ld_n::<2>(0, i * 2)?;
        let q = a
            .checked_div(c)
            .ok_or("udiv_umod: division by zero in the launch file")?;
        let r = a
            .checked_rem(c)
            .ok_or("udiv_umod: division by zero in the launch file")?;
        l.st_all(1, i * 2, &[q, r])
    })
}

fn mul_high(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a, c] = l.ld_n::<2>(0, i * 2)?;
        let ih = ((a as i32 as i64 * c as i32 as i64) >> 32) as u32;
        let uh = ((a as u64 * c as u64) >> 32) as u32;
        l.st_all(
            1,
            i * 4,
            &[ih, uh, a.wrapping_mul(c), a.wrapping_mul(c).wrapping_add(a)],
        )
    })
}

/// IBIT_EXTRACT / UBIT_EXTRACT pseudocode (L7162-7184, with `&` for the printed `^`).
fn bit_extract(width: u32, offset: u32, v: u32, signed: bool) -> u32 {
    let (w, o) = (width & 31, offset & 31);
    if w == 0 {
        0
    } else if w + o < 32 {
        let t = v << (32 - (w + o));
        if signed {
            ((t as i32) >> (32 - w)) as u32
        } else {
            t >> (32 - w)
        }
    } else if signed {
        ((v as i32) >> o) as u32
    } else {
        v >> o
    }
}

fn bit_ops(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [v, w, o, ins] = l.ld_n::<4>(0, i * 4)?;
        // UBIT_INSERT (L7271-7277): bitmask = (((1 << w) - 1) << o) & 0xFFFFFFFF.
        let (wm, om) = (u64::from(w & 31), u64::from(o & 31));
        let bitmask = ((((1u64 << wm) - 1) << om) & 0xFFFF_FFFF) as u32;
        let inserted = (((u64::from(ins) << om) as u32) & bitmask) | (v & !bitmask);
        let ffb_lo = if v == 0 { TRUE } else { v.trailing_zeros() };
        let out = [
            bit_extract(w, o, v, true),
            bit_extract(w, o, v, false),
            inserted,
            v.count_ones(),
            ffb_lo,
            v.reverse_bits(),
            // No bit found returns 0xFFFFFFFF (L7229).
            TRUE,
            TRUE,
        ];
        l.st_all(1, i * 8, &out)
    })
}

fn float_minmax(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y] = l.ld_n::<2>(0, i * 2)?;
        let (x, y) = (f(x), f(y));
        // With _ieee the rules for NaN and signed zeros are the same (L8460, L8484).
        l.st_all(
            1,
            i * 4,
            &[b(fmin(x, y)), b(fmax(x, y)), b(fmin(x, y)), b(fmax(x, y))],
        )
    })
}

fn float_compare(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y] = l.ld_n::<2>(0, i * 2)?;
        let (x, y) = (f(x), f(y));
        let one_or_zero = |c: bool| if c { ONE } else { 0 };
        let out = [
            mask(x == y),
            mask(x != y),
            mask(x < y),
            mask(x >= y),
            one_or_zero(x > y),
            one_or_zero(x <= y),
            mask(x == y) & 0x4000_0000,
            mask(x < y) & 0x4000_0000,
        ];
        l.st_all(1, i * 8, &out)
    })
}

fn mad_ieee(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y, z, _] = l.ld_n::<4>(0, i * 4)?;
        let (x, y, z) = (f(x), f(y), f(z));
        let nan_to_zero = |v: f32| if v.is_nan() { 0 } else { b(v) };
        let out = [
            b(mad(x, y, z)),
            nan_to_zero(x * y + z),
            b(dx9_mul(x, y)),
            nan_to_zero(x * y),
        ];
        l.st_all(1, i * 4, &out)
    })
}

/// DIV with a zero-divide mode (L7791 pseudocode): x/0 is the mode's value, negated if x < 0.
fn div_mode(x: f32, y: f32, on_zero: f32) -> f32 {
    if y == 0.0 {
        if x < 0.0 {
            -on_zero
        } else {
            on_zero
        }
    } else {
        x / y
    }
}

fn div_zeroop(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y] = l.ld_n::<2>(0, i * 2)?;
        let (x, y) = (f(x), f(y));
        let out = [
            b(div_mode(x, y, 0.0)),
            b(div_mode(x, y, f32::MAX)),
            b(div_mode(x, y, f32::INFINITY)),
            // No zeroop means fltmax (L7791).
            b(div_mode(x, y, f32::MAX)),
        ];
        l.st_all(1, i * 4, &out)
    })
}

fn src_modifiers(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let v = l.ld_n::<4>(0, i * 4)?.map(f);
        let [x, y, z, w] = v;
        let abs = v.map(|c| b(c.abs()));
        let neg_xw = [b(-x), b(y), b(z), b(-w)];
        let sum1 = [w + -x, z + -y, y + -z, x + -w].map(b);
        // Swizzle first, then abs, then per-component negate (L618-633).
        let sum2 = [x.abs() + y, y.abs() + -x, z.abs() + -w, w.abs() + z].map(b);
        let mut out = Vec::with_capacity(16);
        for part in [abs, neg_xw, sum1, sum2] {
            out.extend_from_slice(&part);
        }
        l.st_all(1, i * 16, &out)
    })
}

fn dst_modifiers(l: &mut Launch) -> Result<(), String> {
    let k = cb_vec4(l, 0, 0)?;
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let a = l.ld_n::<4>(0, i * 4)?.map(f);
        let mut out = Vec::with_capacity(16);
        // Shift scale, then clamp (L538-545).
        out.extend((0..4).map(|c| b(sat(a[c] + k[c]))));
        out.extend((0..4).map(|c| b(dx9_mul(a[c], k[c]) * 2.0)));
        out.extend((0..4).map(|c| b(dx9_mul(a[c], k[c]) / 4.0)));
        out.extend((0..4).map(|c| b(sat((a[c] + k[c]) * 2.0))));
        l.st_all(1, i * 16, &out)
    })
}

fn write_masks(l: &mut Launch) -> Result<(), String> {
    const FILL: u32 = 0xAAAA_AAAA;
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y, _, w] = l.ld_n::<4>(0, i * 4)?;
        // Mask `0` writes 0.0 and `1` writes 1.0, whatever the op (L513-519).
        let out = [
            x,
            FILL,
            0,
            ONE, //
            FILL,
            y,
            ONE,
            FILL, //
            0,
            FILL,
            FILL,
            w, //
            ONE,
            y.wrapping_add(y),
            0,
            FILL,
        ];
        l.st_all(1, i * 16, &out)
    })
}

fn swizzles(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y, z, w] = l.ld_n::<4>(0, i * 4)?;
        let out = [
            w,
            z,
            y,
            x, //
            x,
            0,
            y,
            ONE, //
            y.wrapping_add(ONE),
            y,
            w.wrapping_add(ONE),
            w, //
            z,
            y,
            x,
            w,
        ];
        l.st_all(1, i * 16, &out)
    })
}

fn cmov_logical(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let r = l.ld_n::<12>(0, i * 12)?;
        let out: Vec<u32> = (0..4)
            .map(|c| {
                let pick = |k: usize| r.get(k).copied().unwrap_or(0);
                if pick(c) != 0 {
                    pick(4 + c)
                } else {
                    pick(8 + c)
                }
            })
            .collect();
        l.st_all(1, i * 4, &out)
    })
}

fn uav_atomics(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let v = l.ld(0, wi.abs[0])?;
        let mut w = l.ld_n::<11>(1, 0)?;
        w[0] = w[0].wrapping_add(v);
        w[1] = w[1].wrapping_sub(v);
        w[2] = w[2].max(v);
        w[3] = w[3].min(v);
        w[4] = (w[4] as i32).min(v as i32) as u32;
        w[5] = (w[5] as i32).max(v as i32) as u32;
        w[6] |= v;
        w[7] &= v;
        w[8] ^= v;
        // UAV_UINC: dst = dst >= src1 ? 0 : dst + 1; UAV_UDEC: dst = (dst == 0 || dst > src1)
        // ? src1 : dst - 1 (L12072-12100).
        w[9] = if w[9] >= 1000 { 0 } else { w[9] + 1 };
        w[10] = if w[10] == 0 || w[10] > 1000 {
            1000
        } else {
            w[10] - 1
        };
        l.st_all(1, 0, &w)
    })
}

fn uav_read_atomics(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let v = l.ld(0, i)?;
        let old = l.ld_n::<4>(1, i * 4)?;
        // UAV_READ_CMP_XCHG: if (uav == src2) uav = src1 (L11552).
        let new = [
            old[0].wrapping_add(v),
            old[1].max(v),
            v,
            if old[3] == 7 { v } else { old[3] },
        ];
        l.st_all(1, i * 4, &new)?;
        l.st_all(2, i * 4, &old)
    })
}

fn thread_ids(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let rec = [
            wi.abs[0],
            wi.abs[1],
            wi.abs[2],
            wi.tid[0],
            wi.tid[1],
            wi.tid[2],
            wi.grp[0],
            wi.grp[1],
            wi.grp[2],
            wi.abs_flat,
            wi.tid_flat,
            wi.grp_flat,
        ];
        l.st_all(0, wi.abs_flat * 12, &rec)
    })
}

fn cb_indexing(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let (j, k) = (i & 15, i & 7);
        let first = l.cb(0, 4 * j)?.wrapping_add(l.cb(1, 0)?);
        let second = l.cb(0, 4 * (k + 8) + 2)?.wrapping_add(l.cb(0, 4 * 3 + 3)?);
        l.st_all(0, i * 2, &[first, second])
    })
}

fn float_round(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let x = f(l.ld(0, i)?);
        let out = [
            x.floor(),
            x - x.floor(),
            x.round_ties_even(),
            x.floor(),
            x.ceil(),
            x.trunc(),
            (x + 0.5).floor(),
            x,
        ];
        l.st_all(1, i * 8, &out.map(b))
    })
}

fn float_arith(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let a = l.ld_n::<4>(0, i * 8)?.map(f);
        let c = l.ld_n::<4>(0, i * 8 + 4)?.map(f);
        let dp3 = dx9_mul(a[0], c[0]) + dx9_mul(a[1], c[1]) + dx9_mul(a[2], c[2]);
        let out = [
            a[0] + c[0],
            a[1] - c[1],
            dx9_mul(a[2], c[2]),
            mad(a[0], c[1], a[3]),
            dp3,
            dp3 + dx9_mul(a[3], c[3]),
            fmin(fmax(a[0], -1.0), 1.0),
            a[1].mul_add(c[2], c[3]),
        ];
        l.st_all(1, i * 8, &out.map(b))
    })
}

fn mod_float(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, y] = l.ld_n::<2>(0, i * 2)?.map(f);
        let r = if y == 0.0 { x } else { x - y * (x / y).trunc() };
        l.st(1, i, b(r))
    })
}

fn uav_typed(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let v = l.ld(0, i)?;
        l.st(1, i, v.wrapping_mul(3).wrapping_add(1))
    })
}

fn lds_bytes(l: &mut Launch) -> Result<(), String> {
    let n = group_len(l);
    for g in 0..l.num_groups()[0] {
        let mut bytes = Vec::with_capacity(n as usize);
        for t in 0..n {
            bytes.push((l.ld(0, g * n + t)? & 0xFF) as u8);
        }
        let byte = |a: u32| bytes.get(a as usize).copied().unwrap_or(0);
        for t in 0..n {
            let s = t & 62;
            let d = t & 60;
            let ushort = u16::from_le_bytes([byte(s), byte(s + 1)]);
            let dword = u32::from_le_bytes([byte(d), byte(d + 1), byte(d + 2), byte(d + 3)]);
            let rec = [
                u32::from(byte(t)),
                byte(t) as i8 as i32 as u32,
                u32::from(ushort),
                ushort as i16 as i32 as u32,
                dword,
                0,
                0,
                0,
            ];
            l.st_all(1, (g * n + t) * 8, &rec)?;
        }
    }
    Ok(())
}

fn lds_read_atomics(l: &mut Launch) -> Result<(), String> {
    let n = group_len(l);
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let t = wi.tid[0];
        let v = l.ld(0, i)?;
        let mirror = n - 1 - t;
        let other = l.ld(0, wi.grp[0] * n + mirror)?;
        // read_add returns v (word becomes v+10), read_xchg returns v+10 (word becomes 5),
        // read_cmp_xchg compares with 5 and writes 99 (L10577), so it returns 5.
        l.st_all(1, i * 6, &[v, v.wrapping_add(10), 5, 99, mirror, other])
    })
}

fn transcendental(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [x, k, p, zero] = l.ld_n::<4>(0, i * 4)?.map(f);
        let sqrt = (x as f64).sqrt();
        let out = [
            sqrt as f32,
            (1.0 / sqrt) as f32,
            (2.0f64).powf(k as f64) as f32,
            (p as f64).log2() as f32,
            (1.0 / p as f64) as f32,
            (zero as f64).sin() as f32,
            (zero as f64).cos() as f32,
            sqrt as f32,
        ];
        l.st_all(1, i * 8, &out.map(b))
    })
}

fn i64_ops(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a0, a1, c0, c1] = l.ld_n::<4>(0, i * 4)?;
        let a = u64::from(a0) | (u64::from(a1) << 32);
        let c = u64::from(c0) | (u64::from(c1) << 32);
        // 64-bit shift counts use the low six bits (L3230).
        let s = c0 & 63;
        let words = |v: u64| [v as u32, (v >> 32) as u32];
        let [s0, s1] = words(a.wrapping_add(c));
        let [l0, l1] = words(a << s);
        let [r0, r1] = words(a >> s);
        let [q0, q1] = words(((a as i64) >> s) as u64);
        l.st_all(1, i * 8, &[s0, s1, l0, l1, r0, r1, q0, q1])
    })
}

fn media_ops(l: &mut Launch) -> Result<(), String> {
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let [a, c, add, _] = l.ld_n::<4>(0, i * 4)?;
        let byte = |v: u32, k: u32| (v >> (8 * k)) & 0xFF;
        // UNPACKk: uint2flt((src0 >> 8k) & 0xFF); SAD: sum over bytes of |a - b| + src2 (L9724-9800).
        let sad = (0..4)
            .map(|k| byte(a, k).abs_diff(byte(c, k)))
            .sum::<u32>()
            .wrapping_add(add);
        let rec = [
            b(byte(a, 0) as f32),
            b(byte(a, 1) as f32),
            b(byte(a, 2) as f32),
            b(byte(a, 3) as f32),
            sad,
            0,
            0,
            0,
        ];
        l.st_all(1, i * 8, &rec)
    })
}

fn crlf_literals(l: &mut Launch) -> Result<(), String> {
    let add = l.cb(0, 5)?;
    per_item(l, |l, wi| {
        let i = wi.abs[0];
        let v = l.ld(0, i)?;
        l.st(1, i, (v ^ 0xDEAD_BEEF).wrapping_add(add))
    })
}

fn ps_fill_g(l: &mut Launch) -> Result<(), String> {
    let width = l.cb(0, 0)?;
    per_item(l, |l, wi| {
        let [x, y, _] = wi.abs;
        let slot = y * width + x;
        let v = [x as f32, y as f32, (x + y) as f32, 1.0];
        for (c, comp) in (0u32..).zip(v) {
            l.g_store(slot * 4 + c, b(comp))?;
        }
        Ok(())
    })
}

fn ps_scale_g(l: &mut Launch) -> Result<(), String> {
    let scale = cb_vec4(l, 0, 0)?;
    let width = l.cb(0, 4)?;
    per_item(l, |l, wi| {
        let [x, y, _] = wi.abs;
        let slot = y * width + x;
        let add = [x as f32, y as f32, 0.0, 0.0];
        for c in 0..4u32 {
            let old = f(l.g_word(slot * 4 + c)?);
            let k = scale.get(c as usize).copied().unwrap_or(0.0);
            let a = add.get(c as usize).copied().unwrap_or(0.0);
            l.g_store(slot * 4 + c, b(mad(old, k, a)))?;
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_conversions_round_trip_known_values() {
        assert_eq!(f32_to_f16(1.0), 0x3C00);
        assert_eq!(f32_to_f16(-5.0), 0xC500);
        assert_eq!(f32_to_f16(65504.0), 0x7BFF);
        assert_eq!(f32_to_f16(2f32.powi(-14)), 0x0400);
        assert_eq!(f32_to_f16(2f32.powi(-24)), 0x0001);
        assert_eq!(f32_to_f16(-0.0), 0x8000);
        assert_eq!(f16_to_f32(0x3C00), 1.0f32.to_bits());
        assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24).to_bits());
        assert_eq!(f16_to_f32(0xFC00), f32::NEG_INFINITY.to_bits());
    }

    #[test]
    fn manual_bit_examples() {
        // UBIT_REVERSE example, with the digit the manual drops restored (L7287).
        assert_eq!(0x1234_5678u32.reverse_bits(), 0x1E6A_2C48);
        assert_eq!(bit_extract(8, 4, 0x0000_0FF0, false), 0xFF);
        assert_eq!(bit_extract(8, 4, 0x0000_0FF0, true), 0xFFFF_FFFF);
        assert_eq!(bit_extract(0, 4, 0xFFFF_FFFF, true), 0);
        assert_eq!(bit_extract(31, 4, 0x8000_0000, true), 0xF800_0000);
    }

    #[test]
    fn dx9_multiply_rule_and_min_max_zeros() {
        assert_eq!(dx9_mul(0.0, f32::INFINITY), 0.0);
        assert_eq!(dx9_mul(f32::NAN, 0.0), 0.0);
        assert_eq!(fmin(0.0, -0.0).to_bits(), (-0.0f32).to_bits());
        assert_eq!(fmax(-0.0, 0.0).to_bits(), 0);
        assert_eq!(fmin(f32::NAN, 2.0), 2.0);
        assert_eq!(div_mode(-3.0, 0.0, f32::INFINITY), f32::NEG_INFINITY);
    }

    #[test]
    fn work_items_follow_the_flat_id_formulas() {
        let launch = json!({"global": [8, 4, 2], "group": [4, 2, 2]});
        let l = read_launch(&launch).expect("valid launch");
        let items = l.work_items();
        assert_eq!(items.len(), 64);
        let last = items.last().copied().expect("64 items");
        assert_eq!(last.abs, [7, 3, 1]);
        assert_eq!(last.grp, [1, 1, 0]);
        assert_eq!(last.grp_flat, 3);
        assert_eq!(last.tid_flat, 15);
        assert_eq!(last.abs_flat, 63);
    }

    #[test]
    fn bad_launch_files_are_rejected_with_a_message() {
        assert!(read_launch(&json!({"global": [0, 1, 1], "group": [1, 1, 1]})).is_err());
        assert!(read_launch(&json!({"global": [1, 1], "group": [1, 1, 1]})).is_err());
        let bad_buffer =
            json!({"global": [1, 1, 1], "group": [1, 1, 1], "uavs": {"0": {"f64": [1]}}});
        assert!(read_launch(&bad_buffer).is_err());
        assert!(reference("no_such_program", &json!({})).is_none());
        assert!(matches!(
            reference_checked("saxpy", &json!({})),
            Some(Err(_))
        ));
    }
}
