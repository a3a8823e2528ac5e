//! Tests of the R600 machine's graphics launches: TEX sampling through resource constants,
//! gradients over pixel quads, interpolants loaded into GPRs and exports into render
//! targets, each against values computed by hand (in the comments) and with a violating
//! program for every graphics rule.

use super::*;
use crate::launch::LaunchSpec;
use r600_isa::asm::parse;

fn run_text(text: &str, json: &str, opts: &Options) -> Result<(Output, Stats), R600Error> {
    let program = parse(text).map_err(|e| R600Error::launch(Location::default(), e.to_string()))?;
    let launch = LaunchSpec::parse(json, "test").expect("launch");
    run(&program, &launch, opts)
}

fn pixel(resources: &[(u32, TexDim, TexFormat)], interpolants: &[(u32, u8)]) -> Options {
    Options {
        stage: Stage::Pixel,
        resources: resources
            .iter()
            .map(|&(id, dim, f)| {
                (
                    id,
                    ResourceConst {
                        dim,
                        formats: [f; 4],
                    },
                )
            })
            .collect(),
        interpolant_gprs: interpolants.iter().copied().collect(),
        ..Options::default()
    }
}

fn target(out: &Output, n: u32) -> Vec<f32> {
    out.outputs[&n].iter().map(|w| f32::from_bits(*w)).collect()
}

/// A 4x4 domain in one 4x4 group; interpolant 1 = (0.25 (x + 0.5), 0.25 (y + 0.5), 0, 0);
/// a 2x2 one-component float texture [0, 1, 2, 3]; sampler 1 linear + clamp.
const DOMAIN: &str = r#"{"global":[4,4,1],"group":[4,4,1],
  "interpolants":{"1":{"origin":[0,0,0,0],"dx":[0.25,0,0,0],"dy":[0,0.25,0,0]}},
  "resources":{"0":{"width":2,"height":2,"components":1,"f32":[0,1,2,3]}},
  "samplers":{"1":{"filter":"linear","address":"clamp"}},
  "outputs":{"0":{"components":4,"f32":[-1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1,
    -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1,
    -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1, -1,-1,-1,-1]},
    "1":{"components":2,"zero":32}}}"#;

/// Point sampling: pixel x reads texel floor(2 * 0.25 (x + 0.5)) = 0, 0, 1, 1 (same in y);
/// the missing components read (0, 0, 1.0). Linear (sampler 1) at pixel (1, 1): texel-space
/// (0.75, 0.75) - 0.5 gives weights 0.25: rows 0.25 and 2.25, then 0.75.
#[test]
fn sample_point_and_linear_into_render_targets() {
    let text = "00 TEX\n  SAMPLE R4.xyzw, R3.xy00, RID:0, SID:0\n  SAMPLE R5.xyzw, R3.xy00, RID:0, SID:1\n\
                01 EXPORT PIXEL:0 R4.xyzw\n02 EXPORT_DONE PIXEL:1 R5.xy__\n03 NOP EOP\n";
    let opts = pixel(&[(0, TexDim::D2, TexFormat::Float)], &[(1, 3)]);
    let (out, stats) = run_text(text, DOMAIN, &opts).unwrap();
    let rt0 = target(&out, 0);
    for y in 0..4 {
        for x in 0..4 {
            let want = ((y / 2) * 2 + x / 2) as f32;
            let p = 4 * (4 * y + x);
            assert_eq!(rt0[p..p + 4], [want, 0.0, 0.0, 1.0], "pixel ({x}, {y})");
        }
    }
    let rt1 = target(&out, 1);
    assert_eq!(rt1[2 * (4 + 1)], 0.75);
    assert_eq!((stats.tex_clauses, stats.fetches), (1, 2));
}

/// GET_GRADIENTS_H / _V of interpolant 1 over each quad: its plane steps by dx = 0.25 per
/// pixel in x and dy = 0.25 in y (exact in f32), so every pixel gets (0.25, 0, 0, 0) and
/// (0, 0.25, 0, 0).
#[test]
fn gradients_over_quads() {
    let text = "00 TEX\n  GET_GRADIENTS_H R4.xyzw, R3.xyzw, RID:0, SID:0\n  GET_GRADIENTS_V R5.xyzw, R3.xyzw, RID:0, SID:0\n\
                01 EXPORT PIXEL:0 R4.xyzw\n02 EXPORT_DONE PIXEL:1 R5.xy__\n03 NOP EOP\n";
    let opts = pixel(&[], &[(1, 3)]);
    let (out, _) = run_text(text, DOMAIN, &opts).unwrap();
    let (rt0, rt1) = (target(&out, 0), target(&out, 1));
    for p in 0..16 {
        assert_eq!(rt0[4 * p..4 * p + 4], [0.25, 0.0, 0.0, 0.0], "pixel {p}");
        assert_eq!(rt1[2 * p..2 * p + 2], [0.0, 0.25], "pixel {p}");
    }
}

/// A pixel killed by KILLGT (x = local id x, as a float, > 1.5: pixels x = 2, 3) exports
/// nothing; SEL_MASK components keep the target's -1.0; the others export (x, y, 0, 1).
#[test]
fn killed_pixels_and_masked_components_write_nothing() {
    let text = "00 ALU\n  0 t: INT_TO_FLT R4.x, R1.x\n  1 z: MOV R4.z, 0.0\n    w: MOV R4.w, 1.0\n    t: INT_TO_FLT R4.y, R1.y\n\
                \x20 2 x: KILLGT __.x, R4.x, literal.x\n    literal: 0x3fc00000\n\
                01 EXPORT_DONE PIXEL:0 R4.x_zw VPM\n02 NOP EOP\n";
    let (out, _) = run_text(text, DOMAIN, &pixel(&[], &[])).unwrap();
    let rt0 = target(&out, 0);
    for y in 0..4 {
        for x in 0..4 {
            let p = 4 * (4 * y + x);
            let want = if x >= 2 {
                [-1.0; 4]
            } else {
                [x as f32, -1.0, 0.0, 1.0]
            };
            assert_eq!(rt0[p..p + 4], want, "pixel ({x}, {y})");
        }
    }
}

/// LD of a texture at integer (x, y) with OFFSET (2, 0) = one texel in x: texel (x + 1, y)
/// of the 2x2 texture, (0, 0, 0, 0) off it; GET_TEXTURE_RESINFO of level 0: (2, 2, 0, 1) as
/// integers (height 2: 2-D; depth 0: not 3-D).
#[test]
fn texture_load_and_resinfo() {
    let text = "00 TEX\n  LD R4.xyzw, R1.xy00, RID:0, SID:0 OFFSET:(2,0,0)\n  GET_TEXTURE_RESINFO R5.xyzw, R1.0000, RID:0, SID:0\n\
                01 EXPORT PIXEL:0 R4.xyzw\n02 EXPORT_DONE PIXEL:1 R5.xy__\n03 NOP EOP\n";
    let opts = pixel(&[(0, TexDim::D2, TexFormat::Float)], &[]);
    let (out, _) = run_text(text, DOMAIN, &opts).unwrap();
    let rt0 = target(&out, 0);
    for y in 0..4usize {
        for x in 0..4usize {
            let p = 4 * (4 * y + x);
            let want = if x + 1 < 2 && y < 2 {
                [(2 * y + x + 1) as f32, 0.0, 0.0, 1.0]
            } else {
                [0.0; 4]
            };
            assert_eq!(rt0[p..p + 4], want, "pixel ({x}, {y})");
        }
    }
    assert_eq!(out.outputs[&1][..2], [2, 2]);
}

fn graphics_error(text: &str, opts: &Options, kind: ErrorKind, needle: &str) -> R600Error {
    let e = run_text(text, DOMAIN, opts).expect_err(needle);
    assert_eq!(e.kind, kind, "{e}");
    assert!(e.rule.contains(needle), "expected {needle:?} in: {e}");
    e
}

/// Each graphics rule with a violating program: a TEX reading a GPR an earlier TEX of its
/// clause writes (results exist only after the clause, L9163-9166 reading); gradients
/// outside pixel quads and with part of the quad inactive (L2424-2434); unnormalised
/// coordinates with a repeating sampler (L11296-11297); a PIXEL export in a vertex shader
/// and to ARRAY_BASE 8 (Table 3-3); two EXPORT_DONE of PIXEL (L2240-2244).
#[test]
fn graphics_rules() {
    let opts = pixel(&[(0, TexDim::D2, TexFormat::Float)], &[(1, 3)]);
    let e = graphics_error(
        "00 TEX\n  SAMPLE R4.xyzw, R3.xy00, RID:0, SID:0\n  SAMPLE R5.xyzw, R4.xy00, RID:0, SID:0\n01 EXPORT_DONE PIXEL:0 R5.xyzw\n02 NOP EOP\n",
        &opts,
        ErrorKind::Program,
        "fetch results are only available after the clause ends",
    );
    assert_eq!(e.location, Location::fetch(0, 1));
    let grad = "00 TEX\n  GET_GRADIENTS_H R4.xyzw, R3.xyzw, RID:0, SID:0\n01 EXPORT_DONE PIXEL:0 R4.xyzw\n02 NOP EOP\n";
    let compute = Options {
        stage: Stage::Compute,
        ..opts.clone()
    };
    graphics_error(grad, &compute, ErrorKind::Program, "needs 2x2 pixel quads");
    // Only pixel x = 0 of each quad row passes the PUSH: the quads are not whole.
    let partial = "00 ALU_PUSH_BEFORE\n  0 x: PRED_SETE_INT __.x, R1.x, 0.0 UPDATE_EXEC_MASK UPDATE_PRED\n\
                   01 TEX\n  GET_GRADIENTS_H R4.xyzw, R3.xyzw, RID:0, SID:0\n02 POP POP:1\n03 EXPORT_DONE PIXEL:0 R4.xyzw\n04 NOP EOP\n";
    let e = graphics_error(partial, &opts, ErrorKind::Program, "not all active");
    assert_eq!(e.location, Location::fetch(1, 0));
    let mut wrap = DOMAIN.replace(
        r#""filter":"linear","address":"clamp""#,
        r#""filter":"point","address":"wrap""#,
    );
    wrap.push(' ');
    let e = run_text(
        "00 TEX\n  SAMPLE R4.xyzw, R3.xy00, RID:0, SID:1 CT:UUNN\n01 EXPORT_DONE PIXEL:0 R4.xyzw\n02 NOP EOP\n",
        &wrap,
        &opts,
    )
    .expect_err("unnormalised + wrap");
    assert!(e.rule.contains("repeats or mirrors"), "{e}");
    let vertex = Options {
        stage: Stage::Vertex,
        ..opts.clone()
    };
    let e = run_text(
        "00 EXPORT_DONE PIXEL:0 R3.xyzw\n01 NOP EOP\n",
        VERTICES,
        &vertex,
    )
    .expect_err("PIXEL export in a vertex shader");
    assert!(e.rule.contains("pixel shaders export PIXEL"), "{e}");
    graphics_error(
        "00 EXPORT_DONE PIXEL:8 R3.xyzw\n01 NOP EOP\n",
        &opts,
        ErrorKind::Unsupported,
        "MRT 0-7",
    );
    graphics_error(
        "00 EXPORT_DONE PIXEL:0 R3.xyzw\n01 EXPORT_DONE PIXEL:1 R3.xyzw\n02 NOP EOP\n",
        &opts,
        ErrorKind::Program,
        "after that type's EXPORT_DONE",
    );
}

/// Four vertices; vertex input 0 has three float components (w reads 1.0), input 1 two
/// integer ones (w reads 1). Output 0 is the position.
const VERTICES: &str = r#"{"global":[4,1,1],"group":[4,1,1],
  "vertex_inputs":{"0":{"components":3,"f32":[0,1,2, 3,4,5, 6,7,8, 9,10,11]},
                   "1":{"components":2,"u32":[10,11, 12,13, 14,15, 16,17]}},
  "outputs":{"0":{"components":4,"zero":16},"1":{"components":4,"zero":16}}}"#;

/// FETCH of vertex inputs by the vertex index in R0.x (DST_SEL picks components; missing
/// ones read 0 / 1.0 / 1), EXPORT_DONE POS:60 into the position output and EXPORT_DONE
/// PARAM:1 into output 1, per vertex: hand-computed from the launch above.
#[test]
fn vertex_fetch_and_position_parameter_exports() {
    let text = "00 VTX\n  FETCH R1.xyzw, R0.x, BUF:0\n  FETCH R2.yxzw, R0.x, BUF:1\n\
                01 EXPORT_DONE POS:60 R1.xyzw\n02 EXPORT_DONE PARAM:1 R2.xyzw EOP\n";
    let opts = Options {
        stage: Stage::Vertex,
        position_output: Some(0),
        ..Options::default()
    };
    let (out, _) = run_text(text, VERTICES, &opts).unwrap();
    for v in 0..4u32 {
        let p = 4 * v as usize;
        let pos = [3 * v, 3 * v + 1, 3 * v + 2].map(|x| (x as f32).to_bits());
        assert_eq!(
            out.outputs[&0][p..p + 4],
            [pos[0], pos[1], pos[2], 1f32.to_bits()]
        );
        assert_eq!(
            out.outputs[&1][p..p + 4],
            [11 + 2 * v, 10 + 2 * v, 0, 1],
            "vertex {v}"
        );
    }
}

/// A vertex shader must export its position (L1137-1139); positions are ARRAY_BASE 60-63
/// and parameters 0-31 (Table 3-3); vertex launches are one-dimensional.
#[test]
fn vertex_rules() {
    let opts = Options {
        stage: Stage::Vertex,
        position_output: Some(0),
        ..Options::default()
    };
    let e = run_text("00 EXPORT_DONE PARAM:1 R0.xyzw EOP\n", VERTICES, &opts).unwrap_err();
    assert!(e.rule.contains("without EXPORT_DONE POS"), "{e}");
    let e = run_text("00 EXPORT_DONE POS:59 R0.xyzw EOP\n", VERTICES, &opts).unwrap_err();
    assert!(e.rule.contains("positions are 60-63"), "{e}");
    let e = run_text(
        "00 EXPORT_DONE POS:60 R0.xyzw\n01 EXPORT_DONE PARAM:32 R0.xyzw EOP\n",
        VERTICES,
        &opts,
    )
    .unwrap_err();
    assert!(e.rule.contains("parameters are 0-31"), "{e}");
    let two_d = VERTICES.replace(
        r#""global":[4,1,1],"group":[4,1,1]"#,
        r#""global":[2,2,1],"group":[2,2,1]"#,
    );
    let e = run_text("00 EXPORT_DONE POS:60 R0.xyzw EOP\n", &two_d, &opts).unwrap_err();
    assert!(e.rule.contains("one-dimensional"), "{e}");
}
