//! The graphics preset of the random IL generator: seeded pixel shaders (and some vertex
//! shaders) that sample 1-D/2-D/3-D textures through random sampler states, load texels,
//! query sizes, read interpolants and the pixel position, take derivatives, write several
//! render targets with random masks, read outputs back, branch, loop (bounded) and discard
//! or kill, with a launch file that binds everything they use.
//!
//! Well-formedness by construction (so that the interpreter must accept every program):
//! - derivatives appear only at the top level and before any `discard`/`kill`, so every
//!   2x2 quad is complete when they run; the group is `[4, 4, 1]`;
//! - loops count a dedicated register from 0 to at most 3;
//! - linear filtering is used only on float textures and `sample_c` only on 1-D/2-D ones;
//!   loads use the integer texture 3;
//! - vertex shaders take no derivatives and do not discard.
//!
//! [`generate_r6xx`] restricts the programs to what R6xx runs: coarse derivatives only
//! (R6xx gradients are per 2x2 quad), and render-target writes only at the top level (an export's component mask is static, so every lane must write the same
//! components); the unnormalised texture is sampled through a clamping sampler (R6xx has
//! no repeat or mirror with unnormalised coordinates).
//!
//! Values are arbitrary: both implementations compute the same IEEE operations on the same
//! bits, so the comparison is bit-exact whatever the coordinates and texels are.

use super::rng::Rng;
use runtime_sim::launch::LaunchSpec;
use std::fmt::Write as _;

/// One generated graphics program.
#[derive(Clone, Debug)]
pub struct GraphicsCase {
    /// The seed it was generated from.
    pub seed: u64,
    /// IL source text.
    pub il: String,
    /// Launch file text (JSON).
    pub launch_json: String,
    /// The parsed launch.
    pub launch: LaunchSpec,
}

/// Registers the statements use (`r0`..`r5`); `r6` is the loop counter, `r7` scratch.
const REGS: usize = 6;
/// Render targets `o0`..`o2`.
const OUTPUTS: usize = 3;

struct Gen {
    rng: Rng,
    out: String,
    vertex: bool,
    discarded: bool,
    statements: usize,
    /// Restricted to the R6xx features (see [`generate_r6xx`]).
    r6xx: bool,
}

fn reg(rng: &mut Rng) -> String {
    format!("r{}", rng.below(REGS))
}

const SWIZZLES: [&str; 7] = ["", ".xyzw", ".yxwz", ".xxyy", ".zwxy", ".wzyx", ".xyxy"];
const MASKS: [&str; 8] = ["", ".x", ".xy", ".x_z_", "._y_w", ".xyz", "._yz_", ".___w"];

fn swizzle(rng: &mut Rng) -> &'static str {
    SWIZZLES[rng.below(SWIZZLES.len())]
}

fn mask(rng: &mut Rng) -> &'static str {
    MASKS[rng.below(MASKS.len())]
}

fn float_bits(rng: &mut Rng) -> u32 {
    // Small values with a few fraction bits, negative ones included, and now and then 0.
    let v = (rng.below(512) as f32 - 200.0) / 16.0;
    v.to_bits()
}

impl Gen {
    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A source operand: a register, an input or an output read back.
    fn source(&mut self) -> String {
        let r = &mut self.rng;
        match r.below(10) {
            0 => format!("v1{}", swizzle(r)),
            1 if !self.vertex => format!("vWinCoord0{}", swizzle(r)),
            2 => format!("o{}{}", r.below(OUTPUTS), swizzle(r)),
            3 => format!("l0{}", swizzle(r)),
            _ => format!("{}{}", reg(r), swizzle(r)),
        }
    }

    fn statement(&mut self, depth: usize) {
        self.statements += 1;
        let top = depth == 0;
        let choice = self.rng.below(20);
        match choice {
            0..=3 => {
                // Resources 0, 1, 2: 2-D, 1-D and 3-D float textures.
                let res = self.rng.below(3);
                let op = *self.rng.pick(&[
                    "sample",
                    "sample_l",
                    "sample_b",
                    "sample_g",
                    "sample_c",
                    "sample_c_lz",
                ]);
                let op = if res == 2 && op.starts_with("sample_c") {
                    "sample"
                } else {
                    op
                };
                // R6xx has no repeat or mirror with unnormalised coordinates (r600-isa
                // L11296-11297): the unnormalised 3-D texture gets sampler 4, which clamps.
                let sampler = if self.r6xx && res == 2 {
                    4
                } else {
                    self.rng.below(4)
                };
                let offset = if self.rng.chance(30) {
                    format!(
                        "_aoffimmi({},{},{})",
                        self.rng.below(7) as i32 - 3,
                        self.rng.below(7) as i32 - 3,
                        self.rng.below(3) as i32 - 1
                    )
                } else {
                    String::new()
                };
                let d = reg(&mut self.rng);
                let c = self.source();
                let extra = match op {
                    "sample_g" => format!(", {}, {}", self.source(), self.source()),
                    "sample" => String::new(),
                    _ => format!(", {}", self.source()),
                };
                let text = format!(
                    "{op}_resource({res})_sampler({sampler}){offset} {d}{}, {c}{extra}",
                    mask(&mut self.rng)
                );
                self.line(depth, &text);
            }
            4 => {
                let d = reg(&mut self.rng);
                let s = self.source();
                self.line(depth, &format!("ftoi r7, {s}"));
                let offset = if self.rng.chance(40) {
                    "_aoffimmi(1,-1,0)"
                } else {
                    ""
                };
                self.line(depth, &format!("load_resource(3){offset} {d}, r7"));
            }
            5 => {
                let d = reg(&mut self.rng);
                let res = self.rng.below(4);
                let uint = if self.rng.chance(50) { "_uint" } else { "" };
                self.line(depth, &format!("resinfo_resource({res}){uint} {d}, l1.x"));
            }
            6..=9 => {
                let op = *self.rng.pick(&[
                    "add", "mul", "mad", "min", "max", "frc", "flr", "mul_ieee", "sub",
                ]);
                let d = reg(&mut self.rng);
                let m = mask(&mut self.rng);
                let n = match op {
                    "mad" => 3,
                    "frc" | "flr" => 1,
                    _ => 2,
                };
                let srcs: Vec<String> = (0..n).map(|_| self.source()).collect();
                self.line(depth, &format!("{op} {d}{m}, {}", srcs.join(", ")));
            }
            10..=12 if top || !self.r6xx => {
                let o = self.rng.below(OUTPUTS);
                let m = mask(&mut self.rng);
                let s = self.source();
                let sat = if self.rng.chance(20) { "_sat" } else { "" };
                self.line(depth, &format!("mov{sat} o{o}{m}, {s}"));
            }
            13 | 14 if depth < 2 && self.statements < 30 => {
                let s = self.source();
                let t = self.source();
                self.line(depth, &format!("ifc_relop(lt) {s}, {t}"));
                for _ in 0..1 + self.rng.below(3) {
                    self.statement(depth + 1);
                }
                if self.rng.chance(40) {
                    self.line(depth, "else");
                    for _ in 0..1 + self.rng.below(2) {
                        self.statement(depth + 1);
                    }
                }
                self.line(depth, "endif");
            }
            15 if depth < 2 && self.statements < 30 && !self.out.contains("whileloop") => {
                let trips = 1 + self.rng.below(3);
                self.line(depth, "mov r6.x, l1.x");
                self.line(depth, "whileloop");
                self.line(
                    depth + 1,
                    &format!("ige r7.x, r6.x, l1.{}", ["y", "z", "w"][trips - 1]),
                );
                self.line(depth + 1, "break_logicalnz r7.x");
                for _ in 0..1 + self.rng.below(3) {
                    self.statement(depth + 1);
                }
                self.line(depth + 1, "iadd r6.x, r6.x, l1.y");
                self.line(depth, "endloop");
            }
            16 if !self.vertex => {
                self.discarded = true;
                let s = self.source();
                if self.rng.chance(50) {
                    self.line(depth, &format!("kill {s}"));
                } else {
                    self.line(depth, "ftoi r7, vWinCoord0");
                    self.line(depth, "iand r7.x, r7.x, r7.y");
                    self.line(depth, "iand r7.x, r7.x, l1.y");
                    self.line(depth, "discard_logicalnz r7.x");
                }
            }
            17 if top && !self.vertex && !self.discarded => {
                let op = if self.r6xx {
                    *self.rng.pick(&["dsx", "dsy", "fwidth"])
                } else {
                    *self
                        .rng
                        .pick(&["dsx", "dsy", "dsx_fine", "dsy_fine", "fwidth"])
                };
                let d = reg(&mut self.rng);
                let s = self.source();
                self.line(depth, &format!("{op} {d}, {s}"));
            }
            _ => {
                let d = reg(&mut self.rng);
                let s = self.source();
                self.line(depth, &format!("mov {d}, {s}"));
            }
        }
    }
}

fn words_json(rng: &mut Rng, n: usize, int: bool) -> String {
    let w: Vec<String> = (0..n)
        .map(|_| {
            if int {
                (rng.below(64) as u32).to_string()
            } else {
                float_bits(rng).to_string()
            }
        })
        .collect();
    w.join(",")
}

/// Generates the graphics program of `seed` and its launch.
pub fn generate(seed: u64) -> GraphicsCase {
    generate_with(seed, false)
}

/// Generates the pixel shader of `seed` restricted to what R6xx runs, and its launch.
pub fn generate_r6xx(seed: u64) -> GraphicsCase {
    generate_with(seed, true)
}

fn generate_with(seed: u64, r6xx: bool) -> GraphicsCase {
    let mut rng = Rng::new(seed ^ 0x6772_6170_6869_6373);
    let vertex = rng.chance(20);
    let mut g = Gen {
        rng,
        out: String::new(),
        vertex,
        discarded: false,
        statements: 0,
        r6xx,
    };
    g.out
        .push_str(if vertex { "il_vs_2_0\n" } else { "il_ps_2_0\n" });
    if vertex {
        g.out.push_str("dcl_input_usage(generic) v1\n");
    } else {
        g.out.push_str("dcl_input_generic_interp(linear) v1\n");
        g.out
            .push_str("dcl_input_position_interp(linear_noperspective) v0.xy__\n");
    }
    for o in 0..OUTPUTS {
        let _ = writeln!(g.out, "dcl_output_generic o{o}");
    }
    let f = "_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)";
    let _ = writeln!(g.out, "dcl_resource_id(0)_type(2d){f}");
    let _ = writeln!(g.out, "dcl_resource_id(1)_type(1d){f}");
    let _ = writeln!(g.out, "dcl_resource_id(2)_type(3d,unnorm){f}");
    g.out.push_str(
        "dcl_resource_id(3)_type(2d,unnorm)_fmtx(uint)_fmty(sint)_fmtz(uint)_fmtw(uint)\n",
    );
    let l0: Vec<String> = (0..4)
        .map(|_| format!("0x{:08x}", float_bits(&mut g.rng)))
        .collect();
    let _ = writeln!(g.out, "dcl_literal l0, {}", l0.join(", "));
    g.out.push_str("dcl_literal l1, 0, 1, 2, 3\n");
    for r in 0..REGS {
        let s = if vertex || r % 2 == 0 { "v1" } else { "v0" };
        let sw = *g.rng.pick(&["", ".yxwz", ".zwxy"]);
        let _ = writeln!(g.out, "mov r{r}, {s}{sw}");
    }
    let n = 3 + g.rng.below(14);
    while g.statements < n {
        g.statement(0);
    }
    g.out.push_str("end\n");

    // The launch: 8x8 pixels in 4x4 groups (or 16 vertices), every resource and target.
    let rng = &mut g.rng;
    let domain = if vertex { 16 } else { 64 };
    let mut launch = String::new();
    let _ = write!(
        launch,
        "{{\"global\":{},\"group\":{},\"resources\":{{",
        if vertex { "[16,1,1]" } else { "[8,8,1]" },
        if vertex { "[4,1,1]" } else { "[4,4,1]" }
    );
    let comps = [1, 2, 4];
    let c0 = *rng.pick(&comps);
    let c1 = *rng.pick(&comps);
    let c2 = *rng.pick(&comps);
    let c3 = *rng.pick(&comps);
    let _ = write!(
        launch,
        "\"0\":{{\"width\":4,\"height\":3,\"components\":{c0},\"u32\":[{}]}},",
        words_json(rng, 12 * c0, false)
    );
    let _ = write!(
        launch,
        "\"1\":{{\"width\":5,\"components\":{c1},\"u32\":[{}]}},",
        words_json(rng, 5 * c1, false)
    );
    let _ = write!(
        launch,
        "\"2\":{{\"width\":2,\"height\":3,\"depth\":2,\"components\":{c2},\"u32\":[{}]}},",
        words_json(rng, 12 * c2, false)
    );
    let _ = write!(
        launch,
        "\"3\":{{\"width\":3,\"height\":3,\"components\":{c3},\"u32\":[{}]}}}},",
        words_json(rng, 9 * c3, true)
    );
    launch.push_str("\"samplers\":{");
    let mut samplers = Vec::new();
    for s in 0..4 {
        if rng.chance(80) {
            let filter = rng.pick(&["point", "linear"]);
            let address = rng.pick(&["clamp", "wrap", "mirror", "border"]);
            samplers.push(format!(
                "\"{s}\":{{\"filter\":\"{filter}\",\"address\":\"{address}\"}}"
            ));
        }
    }
    if r6xx {
        let filter = rng.pick(&["point", "linear"]);
        let address = rng.pick(&["clamp", "border"]);
        samplers.push(format!(
            "\"4\":{{\"filter\":\"{filter}\",\"address\":\"{address}\"}}"
        ));
    }
    launch.push_str(&samplers.join(","));
    launch.push_str("},");
    if vertex {
        let c = 1 + rng.below(4);
        let _ = write!(
            launch,
            "\"vertex_inputs\":{{\"1\":{{\"components\":{c},\"u32\":[{}]}}}},",
            words_json(rng, 16 * c, false)
        );
    } else if rng.chance(80) {
        let v: Vec<String> = (0..12)
            .map(|_| format!("{}", f32::from_bits(float_bits(rng)) / 8.0))
            .collect();
        let _ = write!(
            launch,
            "\"interpolants\":{{\"1\":{{\"origin\":[{}],\"dx\":[{}],\"dy\":[{}]}}}},",
            v[0..4].join(","),
            v[4..8].join(","),
            v[8..12].join(",")
        );
    }
    launch.push_str("\"outputs\":{");
    let outs: Vec<String> = (0..OUTPUTS)
        .map(|o| {
            let c = 1 + rng.below(4);
            format!(
                "\"{o}\":{{\"components\":{c},\"u32\":[{}]}}",
                words_json(rng, domain * c, true)
            )
        })
        .collect();
    launch.push_str(&outs.join(","));
    launch.push_str("}}");
    let parsed = LaunchSpec::parse(&launch, "random-graphics.launch.json")
        .unwrap_or_else(|e| panic!("the graphics generator produced an invalid launch: {e}"));
    GraphicsCase {
        seed,
        il: g.out,
        launch_json: launch,
        launch: parsed,
    }
}
