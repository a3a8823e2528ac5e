//! Tests of the graphics side of the Vega machine: hand-written gfx9 pixel and vertex
//! shaders (assembled with `gcn-isa`) in hand-built code objects, run by the graphics
//! dispatcher. Expected outputs come from the IL interpreter running an equivalent IL
//! program on the same launch, or from hand computation; each strictness rule has a program
//! that violates it.

use super::*;
use crate::codeobj::{ArgMetadata, CodeObject, Kernel, KernelDescriptor, KernelMetadata};
use crate::graphics_metadata::{ComponentFormat, GraphicsMetadata, IlcArg, ResourceType, Stage};

/// A descriptor argument: (offset, `.value_kind`, graphics keys).
fn garg(offset: u32, kind: &str, ilc: IlcArg) -> ArgMetadata {
    ArgMetadata {
        name: None,
        offset,
        size: 8,
        value_kind_name: kind.into(),
        value_kind: crate::codeobj::ValueKind::from_name(kind),
        address_space: None,
        ilc,
    }
}

/// Image argument of 2-D float resource `n` at `offset`.
fn image_arg(offset: u32, n: u32, ty: ResourceType, f: ComponentFormat) -> ArgMetadata {
    garg(
        offset,
        "image",
        IlcArg {
            resource: Some(n),
            resource_type: Some(ty),
            formats: Some([f; 4]),
            ..IlcArg::default()
        },
    )
}

/// Sampler argument of (resource `n`, sampler `m`) at `offset`.
fn sampler_arg(offset: u32, n: u32, m: u32) -> ArgMetadata {
    garg(
        offset,
        "sampler",
        IlcArg {
            resource: Some(n),
            sampler: Some(m),
            ..IlcArg::default()
        },
    )
}

/// A code object whose one kernel is `src` with graphics metadata `gmd` and `args`; the
/// kernarg pointer is in s[0:1] when there are arguments (USER_SGPR = 2), else USER_SGPR = 0.
fn object(src: &str, gmd: GraphicsMetadata, args: Vec<ArgMetadata>) -> (CodeObject, Kernel) {
    let code = gcn_isa::asm::assemble(src).unwrap_or_else(|e| panic!("assembly failed: {e:?}"));
    let user = if args.is_empty() { 0 } else { 2 };
    let kernarg_size = args.iter().map(|a| a.offset + a.size).max().unwrap_or(0);
    let kernel = Kernel {
        name: "shader".into(),
        descriptor_address: 0,
        descriptor: KernelDescriptor {
            group_segment_fixed_size: 0,
            private_segment_fixed_size: 0,
            kernarg_size,
            kernel_code_entry_byte_offset: 0,
            compute_pgm_rsrc3: 0,
            compute_pgm_rsrc1: 0,
            compute_pgm_rsrc2: user << 1,
            kernel_code_properties: if user > 0 { 1 << 3 } else { 0 },
        },
        code_address: 0,
        code: code.clone(),
        text_address: 0,
        text: code,
        abi_version: 2,
        metadata: Some(KernelMetadata {
            name: "shader".into(),
            symbol: "shader.kd".into(),
            args,
            kernarg_segment_size: kernarg_size,
            kernarg_segment_align: 8,
            group_segment_fixed_size: 0,
            private_segment_fixed_size: 0,
            sgpr_count: 32,
            vgpr_count: 32,
            wavefront_size: 64,
            max_flat_workgroup_size: None,
            graphics: Some(gmd),
        }),
    };
    let obj = CodeObject {
        kernels: vec![kernel.clone()],
        metadata: None,
        abi_version: 2,
        e_flags: 0,
        image: Vec::new(),
    };
    (obj, kernel)
}

fn pixel(ena: u32, col_format: u32) -> GraphicsMetadata {
    GraphicsMetadata {
        stage: Stage::Pixel,
        spi_ps_input_ena: ena,
        spi_ps_input_addr: ena,
        spi_shader_col_format: col_format,
        vs_exports: Vec::new(),
    }
}

fn run_gfx(
    src: &str,
    gmd: GraphicsMetadata,
    args: Vec<ArgMetadata>,
    launch: &str,
) -> Result<(Output, Stats), VegaError> {
    let (obj, kernel) = object(src, gmd, args);
    let spec = LaunchSpec::parse(launch, "launch").expect("launch");
    let prog = Program::decode(&kernel.text);
    run_kernel_with(&obj, &kernel, &prog, &spec, &Options::timed())
}

/// The interpreter's output for IL `il` on `launch` (the reference).
fn interpret(il: &str, launch: &str) -> Output {
    let program = amdil::parse(il).unwrap_or_else(|e| panic!("IL does not parse: {e:?}"));
    let spec = LaunchSpec::parse(launch, "launch").expect("launch");
    crate::interp::run(&program, &spec).expect("the interpreter runs it")
}

fn program_error(r: Result<(Output, Stats), VegaError>) -> String {
    match r {
        Err(VegaError::Program {
            mnemonic,
            message,
            pc,
        }) => format!("{mnemonic}@{pc:#x}: {message}"),
        Err(other) => panic!("expected a program error, got {other}"),
        Ok(_) => panic!("expected a program error, the program ran"),
    }
}

/// PERSP_CENTER (I, J in v0, v1), POS_X_FLOAT (v2), POS_Y_FLOAT (v3).
const ENA_IJ_POS: u32 = 1 << 1 | 1 << 8 | 1 << 9;

/// Interpolates attribute 1 (a launch plane) and attribute 2 (none: the window position)
/// with p1/p2, exports them and the position over a 10x3 domain (two tiles, partly covered
/// quads): the interpreter running the equivalent IL gives the same render targets,
/// including the untouched components of o1 and o2.
#[test]
fn pixel_interpolation_and_positions_match_the_interpreter() {
    let launch = r#"{"global":[10,3,1],"group":[2,1,1],
        "interpolants":{"1":{"origin":[0.25,-1.5,2.0,-0.75],"dx":[0.5,0.25,-0.125,1.0],"dy":[-0.25,0.75,0.5,-0.5]}},
        "outputs":{"0":{"components":4,"zero":120},
                   "1":{"components":4,"f32":[7.5]},
                   "2":{"components":2,"zero":60}}}"#;
    // "f32":[7.5] is not a full target: build it.
    let fill: Vec<String> = (0..120).map(|i| format!("{}.5", i)).collect();
    let launch = launch.replace(r#""f32":[7.5]"#, &format!(r#""f32":[{}]"#, fill.join(",")));
    let il = "il_ps_2_0
dcl_input_generic_interp(linear) v1
dcl_input_interp(linear) v2
dcl_output_generic o0
dcl_output_generic o1
dcl_output_generic o2
mov o0, v1
mov o1.xy__, v2
mov o2.xy__, vWinCoord0
end
";
    let src = "
  s_mov_b32 m0, s0
  s_nop 0
  v_interp_p1_f32 v4, v0, attr1.x
  v_interp_p2_f32 v4, v1, attr1.x
  v_interp_p1_f32 v5, v0, attr1.y
  v_interp_p2_f32 v5, v1, attr1.y
  v_interp_p1_f32 v6, v0, attr1.z
  v_interp_p2_f32 v6, v1, attr1.z
  v_interp_p1_f32 v7, v0, attr1.w
  v_interp_p2_f32 v7, v1, attr1.w
  v_interp_p1_f32 v8, v0, attr2.x
  v_interp_p2_f32 v8, v1, attr2.x
  v_interp_p1_f32 v9, v0, attr2.y
  v_interp_p2_f32 v9, v1, attr2.y
  exp mrt0 v4, v5, v6, v7
  exp mrt1 v8, v9, off, off
  exp mrt2 v2, v3, off, off done vm
  s_endpgm
";
    let (out, stats) = run_gfx(src, pixel(ENA_IJ_POS, 0x999), vec![], &launch).expect("runs");
    assert_eq!(out.outputs, interpret(il, &launch).outputs);
    assert_eq!(stats.waves, 2);
}

/// `v_interp_mov_f32` reads P0, P10, P20 as they are: origin, dx, dy of the plane (by hand).
#[test]
fn interp_mov_reads_the_parameters() {
    let launch = r#"{"global":[2,2,1],
        "interpolants":{"3":{"origin":[1.0,2.0,3.0,4.0],"dx":[5.0,6.0,7.0,8.0],"dy":[9.0,10.0,11.0,12.0]}},
        "outputs":{"0":{"components":4,"zero":16}}}"#;
    let src = "
  s_mov_b32 m0, s0
  s_nop 0
  v_interp_mov_f32 v4, p0, attr3.y
  v_interp_mov_f32 v5, p10, attr3.z
  v_interp_mov_f32 v6, p20, attr3.w
  v_interp_mov_f32 v7, p0, attr0.w
  exp mrt0 v4, v5, v6, v7 done vm
  s_endpgm
";
    let (out, _) = run_gfx(src, pixel(1 << 1, 9), vec![], launch).expect("runs");
    // attr0 is not in the launch: the window position plane, P0.w = 1.
    let texel = [2.0f32, 7.0, 12.0, 1.0].map(f32::to_bits);
    assert_eq!(out.outputs[&0], texel.repeat(4));
}

/// A pixel whose lane leaves EXEC before the done export writes nothing (discard): x odd.
#[test]
fn the_valid_mask_at_done_discards_pixels() {
    let launch = r#"{"global":[6,2,1],"group":[2,2,1],
        "outputs":{"0":{"components":1,"u32":[9,9,9,9,9,9,9,9,9,9,9,9]}}}"#;
    let il = "il_ps_2_0
dcl_output_generic o0
dcl_literal l0, 1, 1, 1, 1
ftoi r0.x, vWinCoord0.x
iand r0.x, r0.x, l0.x
discard_logicalnz r0.x
mov o0.x___, vWinCoord0.x
end
";
    let src = "
  v_cvt_u32_f32_e32 v4, v0
  v_and_b32_e32 v4, 1, v4
  v_cmp_eq_u32_e32 vcc, 0, v4
  s_and_b64 exec, exec, vcc
  exp mrt0 v0, off, off, off done vm
  s_endpgm
";
    let (out, _) = run_gfx(src, pixel(1 << 8, 9), vec![], launch).expect("runs");
    assert_eq!(out.outputs, interpret(il, launch).outputs);
}

/// The descriptor loads and bilinear sampling with helper lanes (whole-quad mode) on a 5x5
/// domain; then image_load and image_get_resinfo. The interpreter gives the same targets.
#[test]
fn sampling_loads_and_resinfo_match_the_interpreter() {
    let texels: Vec<String> = (0..32).map(|i| format!("{}.25", i * 3 % 17)).collect();
    let launch = format!(
        r#"{{"global":[5,5,1],"group":[5,5,1],
        "resources":{{"0":{{"width":4,"height":4,"components":2,"f32":[{}]}}}},
        "samplers":{{"0":{{"filter":"linear","address":"wrap"}}}},
        "outputs":{{"0":{{"components":4,"zero":100}},"1":{{"components":4,"zero":100}},"2":{{"components":4,"zero":100}}}}}}"#,
        texels.join(",")
    );
    let il = "il_ps_2_0
dcl_output_generic o0
dcl_output_generic o1
dcl_output_generic o2
dcl_resource_id(0)_type(2d)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)
dcl_literal l0, 0x3e000000, 0x3e800000, 0, 0
mul r0.xy, vWinCoord0.xy, l0.xy
sample_resource(0)_sampler(0) o0, r0
ftoi r1, vWinCoord0
load_resource(0) o1, r1
resinfo_resource(0)_uint o2, l0.z
end
";
    let src = "
  s_mov_b64 s[30:31], exec
  s_wqm_b64 exec, exec
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_load_dwordx8 s[8:15], s[2:3], 0x0
  s_load_dwordx4 s[16:19], s[4:5], 0x0
  v_mul_f32_e32 v4, 0x3e000000, v0
  v_mul_f32_e32 v5, 0x3e800000, v1
  v_cvt_u32_f32_e32 v12, v0
  v_cvt_u32_f32_e32 v13, v1
  v_mov_b32_e32 v20, 0
  s_waitcnt lgkmcnt(0)
  image_sample v[6:9], v[4:5], s[8:15], s[16:19] dmask:0xf
  s_mov_b64 exec, s[30:31]
  image_load v[14:17], v[12:13], s[8:15] dmask:0xf unorm
  image_get_resinfo v[21:24], v20, s[8:15] dmask:0xf
  s_waitcnt vmcnt(0)
  exp mrt0 v6, v7, v8, v9
  exp mrt1 v14, v15, v16, v17
  exp mrt2 v21, v22, v23, v24 done vm
  s_endpgm
";
    let args = vec![
        image_arg(0, 0, ResourceType::D2, ComponentFormat::Float),
        sampler_arg(8, 0, 0),
    ];
    let (out, _) = run_gfx(src, pixel(1 << 8 | 1 << 9, 0x999), args, &launch).expect("runs");
    assert_eq!(out.outputs, interpret(il, &launch).outputs);
}

/// Loads the T# (resource 0) into s[8:15] and the S# into s[16:19], coordinates
/// (x+0.5)/8, (y+0.5)/8 into v[4:5]; EXEC saved in s[30:31].
const LOAD_DESCRIPTORS: &str = "
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_waitcnt lgkmcnt(0)
  s_load_dwordx8 s[8:15], s[2:3], 0x0
  s_load_dwordx4 s[16:19], s[4:5], 0x0
  v_mul_f32_e32 v4, 0x3e000000, v0
  v_mul_f32_e32 v5, 0x3e000000, v1
  s_waitcnt lgkmcnt(0)
";

const TEX_LAUNCH: &str = r#"{"global":[4,4,1],
    "resources":{"0":{"width":2,"height":2,"components":1,"f32":[1,2,3,4]}},
    "outputs":{"0":{"components":4,"zero":64}}}"#;

fn tex_args() -> Vec<ArgMetadata> {
    vec![
        image_arg(0, 0, ResourceType::D2, ComponentFormat::Float),
        sampler_arg(8, 0, 0),
    ]
}

fn tex_shader(body: &str) -> Result<(Output, Stats), VegaError> {
    let src = format!("{LOAD_DESCRIPTORS}{body}\n s_endpgm");
    run_gfx(&src, pixel(1 << 8 | 1 << 9, 9), tex_args(), TEX_LAUNCH)
}

#[test]
fn a_pixel_shader_needs_a_done_export() {
    let e = program_error(tex_shader("exp mrt0 v0, off, off, off vm"));
    assert!(e.starts_with("s_endpgm@"), "{e}");
    assert!(e.contains("ends without an export with done"), "{e}");
    // done without vm: EXEC would not be the valid mask.
    let e = program_error(tex_shader("exp mrt0 v0, off, off, off done"));
    assert!(e.contains("lacks vm"), "{e}");
    // Nothing may follow the done export.
    let e = program_error(tex_shader(
        "exp null off, off, off, off done vm\n exp mrt0 v0, off, off, off",
    ));
    assert!(e.contains("after the wave's last export"), "{e}");
    // The null export of a shader that writes nothing is enough.
    tex_shader("exp null off, off, off, off done vm").expect("runs");
}

#[test]
fn export_sources_are_guarded_until_expcnt() {
    let e = program_error(tex_shader(
        "exp mrt0 v0, v1, off, off done vm\n v_mov_b32_e32 v1, 0",
    ));
    assert!(
        e.contains("overwrites v1 before exp at pc") && e.contains("missing s_waitcnt expcnt(0)"),
        "{e}"
    );
    tex_shader("exp mrt0 v0, v1, off, off done vm\n s_waitcnt expcnt(0)\n v_mov_b32_e32 v1, 0")
        .expect("runs");
}

#[test]
fn image_results_need_vmcnt_before_use() {
    // The export reads v6 while the sample that loads it is outstanding.
    let e = program_error(tex_shader(
        "image_sample v[6:9], v[4:5], s[8:15], s[16:19] dmask:0xf\n exp mrt0 v6, v7, v8, v9 done vm",
    ));
    assert!(
        e.starts_with("exp@") && e.contains("reads v6 before image_sample") && e.contains("vmcnt"),
        "{e}"
    );
    // A VALU reading the result, likewise.
    let e = program_error(tex_shader(
        "image_sample v[6:7], v[4:5], s[8:15], s[16:19] dmask:0x3\n v_add_f32_e32 v10, v7, v7",
    ));
    assert!(e.contains("reads v7 before image_sample"), "{e}");
    let (out, _) = tex_shader(
        "image_sample v[6:9], v[4:5], s[8:15], s[16:19] dmask:0xf\n s_waitcnt vmcnt(0)\n exp mrt0 v6, v7, v8, v9 done vm",
    )
    .expect("runs");
    // Point sampling of the 2x2 texture at (x+0.5)/8: texel (x/4, y/4) = 1 for x, y < 4...
    // all 4x4 pixels map to texel (0, 0) = 1.0, with (0, 0, 1.0) for the missing components.
    let texel = [1.0f32, 0.0, 0.0, 1.0].map(f32::to_bits);
    assert_eq!(out.outputs[&0], texel.repeat(16));
}

#[test]
fn descriptors_must_be_loaded_into_aligned_sgprs() {
    // gcn-isa's assembler takes s[6:13] (llvm-mc refuses it); the MIMG SRSRC/SSAMP fields
    // hold the SGPR number / 4, so only the load into SGPRs can be misaligned.
    let src = "
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dwordx8 s[6:13], s[2:3], 0x0
  s_endpgm";
    let e = program_error(run_gfx(src, pixel(1 << 8, 9), tex_args(), TEX_LAUNCH));
    assert!(e.contains("s[6:13]") && e.contains("multiple of 4"), "{e}");
}

#[test]
fn implicit_lod_needs_whole_quads_and_helpers_may_not_export() {
    // 3x3 domain: the quads at the right and bottom edge are partly outside; without
    // s_wqm_b64 an implicit-LOD sample sees partial quads.
    let launch = TEX_LAUNCH
        .replace(r#""global":[4,4,1]"#, r#""global":[3,3,1]"#)
        .replace(r#""zero":64"#, r#""zero":36"#);
    let body = "image_sample v[6:9], v[4:5], s[8:15], s[16:19] dmask:0xf
 s_waitcnt vmcnt(0)
 exp mrt0 v6, v7, v8, v9 done vm
 s_endpgm";
    let e = program_error(run_gfx(
        &format!("{LOAD_DESCRIPTORS}{body}"),
        pixel(1 << 8 | 1 << 9, 9),
        tex_args(),
        &launch,
    ));
    assert!(e.contains("quad 1 has only lanes 0b0101"), "{e}");
    // In whole-quad mode it runs; exporting with the helper lanes still on is an error.
    let e = program_error(run_gfx(
        &format!("{LOAD_DESCRIPTORS} s_wqm_b64 exec, exec\n {body}"),
        pixel(1 << 8 | 1 << 9, 9),
        tex_args(),
        &launch,
    ));
    assert!(e.contains("helper lanes outside the domain"), "{e}");
    let (out, _) = run_gfx(
        &format!("{LOAD_DESCRIPTORS} s_mov_b64 s[30:31], exec\n s_wqm_b64 exec, exec\n image_sample v[6:9], v[4:5], s[8:15], s[16:19] dmask:0xf\n s_mov_b64 exec, s[30:31]\n s_waitcnt vmcnt(0)\n exp mrt0 v6, v7, v8, v9 done vm\n s_endpgm"),
        pixel(1 << 8 | 1 << 9, 9),
        tex_args(),
        &launch,
    )
    .expect("runs");
    let texel = [1.0f32, 0.0, 0.0, 1.0].map(f32::to_bits);
    assert_eq!(out.outputs[&0], texel.repeat(9));
}

#[test]
fn unsupported_descriptor_fields_are_named() {
    // Patch the S# in SGPRs: MAX_ANISO_RATIO = 2, then XY_MIN_FILTER != XY_MAG_FILTER.
    let r = tex_shader(
        "s_or_b32 s16, s16, 0x400\n image_sample v[6:9], v[4:5], s[8:15], s[16:19] dmask:0xf",
    );
    match r {
        Err(e @ VegaError::Unimplemented { .. }) => {
            assert!(e.to_string().contains("S# MAX_ANISO_RATIO = 2"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    let r = tex_shader(
        "s_or_b32 s18, s18, 0x400000\n image_sample v[6:9], v[4:5], s[8:15], s[16:19] dmask:0xf",
    );
    match r {
        Err(e @ VegaError::Unimplemented { .. }) => {
            assert!(e.to_string().contains("XY_MIN_FILTER = 1"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    // T# TILING_INDEX (bits 120:116 = dword 3 bits 24:20).
    let r =
        tex_shader("s_or_b32 s11, s11, 0x100000\n image_load v[6:9], v[4:5], s[8:15] dmask:0xf");
    match r {
        Err(e @ VegaError::Unimplemented { .. }) => {
            assert!(e.to_string().contains("T# TILING_INDEX = 1"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    // A reserved DST_SEL value is a program error.
    let e = program_error(tex_shader(
        "s_and_b32 s11, s11, 0xfffffff8\n s_or_b32 s11, s11, 2\n image_load v[6:9], v[4:5], s[8:15] dmask:0xf",
    ));
    assert!(e.contains("DST_SEL_X is 2 (reserved)"), "{e}");
}

/// A vertex shader over 70 vertices (two waves, the second partial): a 3-component input
/// through its V# (`buffer_load_format_xyzw`, w = 1.0), the vertex id, `exp param0` and
/// `exp pos0 ... done`; the interpreter on the equivalent IL gives the same outputs.
#[test]
fn vertex_shader_matches_the_interpreter() {
    let inputs: Vec<String> = (0..210i32).map(|i| format!("{}.75", i - 100)).collect();
    let keep: Vec<String> = (0..140).map(|i| i.to_string()).collect();
    let launch = format!(
        r#"{{"global":[70,1,1],"group":[70,1,1],
        "vertex_inputs":{{"0":{{"components":3,"f32":[{}]}}}},
        "outputs":{{"0":{{"components":4,"zero":280}},"1":{{"components":2,"u32":[{}]}}}}}}"#,
        inputs.join(","),
        keep.join(",")
    );
    let il = "il_vs_2_0
dcl_input_usage(generic) v0
dcl_input_usage(vertexid) v2.x
dcl_output_usage(pos) o0
dcl_output_usage(generic) o1
dcl_literal l0, 0x3F000000, 0, 0, 0
mul o0, v0, l0.x
utof r0.x, v2.x
mov o1.x___, r0.x
end
";
    let src = "
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dwordx4 s[4:7], s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  buffer_load_format_xyzw v[1:4], v0, s[4:7], 0 idxen
  v_cvt_f32_u32_e32 v5, v0
  s_waitcnt vmcnt(0)
  v_mul_f32_e32 v1, 0.5, v1
  v_mul_f32_e32 v2, 0.5, v2
  v_mul_f32_e32 v3, 0.5, v3
  v_mul_f32_e32 v4, 0.5, v4
  exp param0 v5, off, off, off
  exp pos0 v1, v2, v3, v4 done
  s_endpgm
";
    let gmd = GraphicsMetadata {
        stage: Stage::Vertex,
        spi_ps_input_ena: 0,
        spi_ps_input_addr: 0,
        spi_shader_col_format: 0,
        vs_exports: vec![(12, 0), (32, 1)],
    };
    let args = vec![garg(
        0,
        "global_buffer",
        IlcArg {
            vertex_input: Some(0),
            ..IlcArg::default()
        },
    )];
    let (out, stats) = run_gfx(src, gmd.clone(), args.clone(), &launch).expect("runs");
    assert_eq!(out.outputs, interpret(il, &launch).outputs);
    assert_eq!(stats.waves, 2);
    // Without the done on the position export, the wave ends in error.
    let e = program_error(run_gfx(
        &src.replace("v4 done", "v4"),
        gmd.clone(),
        args.clone(),
        &launch,
    ));
    assert!(e.contains("without a position export with done"), "{e}");
    // A parameter export may not carry done; a pixel target is not a vertex export.
    let e = program_error(run_gfx(
        &src.replace("off, off, off\n", "off, off, off done\n"),
        gmd.clone(),
        args.clone(),
        &launch,
    ));
    assert!(
        e.contains("a vertex shader's last export is a position"),
        "{e}"
    );
    let e = program_error(run_gfx(
        &src.replace("exp param0", "exp mrt0"),
        gmd,
        args,
        &launch,
    ));
    assert!(e.contains("mrt0 is not one of a vertex shader"), "{e}");
}

/// ds_swizzle_b32 in quad-permute and bit-mask modes, and s_wqm_b64 (by hand, from the
/// manual's definitions), in a compute-style wave.
#[test]
fn swizzle_and_whole_quad_mode_by_hand() {
    assert_eq!(
        super::graphics::whole_quad_mask(0x0000_0000_0001_8010),
        0x0000_0000_000f_f0f0
    );
    assert_eq!(super::graphics::whole_quad_mask(0), 0);
    let launch = r#"{"global":[8,8,1],"outputs":{"0":{"components":2,"zero":128}}}"#;
    // v0 = x + 0.5; quad_perm [1,0,3,2] swaps horizontal neighbours (x ^ 1); the bit-mask
    // swizzle and_mask 0x1f, xor_mask 4 (offset 0x101f) reads lane ^ 4, the next quad (x ^ 2).
    let src = "
  ds_swizzle_b32 v3, v0 offset:swizzle(QUAD_PERM,1,0,3,2)
  ds_swizzle_b32 v4, v0 offset:4127
  s_waitcnt lgkmcnt(0)
  exp mrt0 v3, v4, off, off done vm
  s_endpgm
";
    let (out, _) = run_gfx(src, pixel(1 << 8, 9), vec![], launch).expect("runs");
    for y in 0..8u32 {
        for x in 0..8u32 {
            let got = &out.outputs[&0][(2 * (y * 8 + x)) as usize..][..2];
            let want = [x ^ 1, x ^ 2].map(|v| (v as f32 + 0.5).to_bits());
            assert_eq!(got, want, "pixel ({x}, {y})");
        }
    }
}

/// Explicit-LOD forms (no whole-quad mode needed on partial quads): `image_sample_c_lz`
/// (z-compare before the body), `image_sample_l_o` (packed offsets first, LOD last) and
/// `image_sample_d` (four derivatives before the body) with bilinear filtering and mirror
/// addressing on a 6x6 domain; the interpreter's sample_c_lz, sample_l with `_aoffimmi` and
/// sample_g give the same targets.
#[test]
fn explicit_lod_compare_and_offset_forms_match_the_interpreter() {
    let texels: Vec<String> = (0..16).map(|i| format!("{}.5", (i * 7) % 11)).collect();
    let launch = format!(
        r#"{{"global":[6,6,1],"group":[6,6,1],
        "resources":{{"0":{{"width":4,"height":4,"components":1,"f32":[{}]}}}},
        "samplers":{{"0":{{"filter":"linear","address":"mirror"}}}},
        "outputs":{{"0":{{"components":4,"zero":144}},"1":{{"components":4,"zero":144}},"2":{{"components":4,"zero":144}}}}}}"#,
        texels.join(",")
    );
    let il = "il_ps_2_0
dcl_output_generic o0
dcl_output_generic o1
dcl_output_generic o2
dcl_resource_id(0)_type(2d)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)
dcl_literal l0, 0x3e000000, 0x3e800000, 0x40400000, 0
mul r0.xy, vWinCoord0.xy, l0.xy
sample_c_lz_resource(0)_sampler(0) o0, r0, l0.z
sample_l_resource(0)_sampler(0)_aoffimmi(1,-2,0) o1, r0, l0.w
sample_g_resource(0)_sampler(0) o2, r0, l0.wwww, l0.wwww
end
";
    let src = format!(
        "{LOAD_DESCRIPTORS}
  v_mul_f32_e32 v5, 0x3e800000, v1
  v_mov_b32_e32 v10, 0x40400000
  v_mov_b32_e32 v11, v4
  v_mov_b32_e32 v12, v5
  image_sample_c_lz v[20:23], v[10:12], s[8:15], s[16:19] dmask:0xf
  v_mov_b32_e32 v30, 0x3e01
  v_mov_b32_e32 v31, v4
  v_mov_b32_e32 v32, v5
  v_mov_b32_e32 v33, 0
  image_sample_l_o v[24:27], v[30:33], s[8:15], s[16:19] dmask:0xf
  v_mov_b32_e32 v40, 0
  v_mov_b32_e32 v41, 0
  v_mov_b32_e32 v42, 0
  v_mov_b32_e32 v43, 0
  v_mov_b32_e32 v44, v4
  v_mov_b32_e32 v45, v5
  image_sample_d v[50:53], v[40:45], s[8:15], s[16:19] dmask:0xf
  s_waitcnt vmcnt(0)
  exp mrt0 v20, v21, v22, v23
  exp mrt1 v24, v25, v26, v27
  exp mrt2 v50, v51, v52, v53 done vm
  s_endpgm"
    );
    let (out, _) = run_gfx(&src, pixel(1 << 8 | 1 << 9, 0x999), tex_args(), &launch).expect("runs");
    assert_eq!(out.outputs, interpret(il, &launch).outputs);
    // Not vacuous: the comparison passes for some pixels and fails for others, and the
    // filtered results are not all zero.
    let o0 = &out.outputs[&0];
    assert!(o0.contains(&0) && o0.contains(&0x3f80_0000));
    assert!(out.outputs[&1]
        .iter()
        .chain(&out.outputs[&2])
        .any(|&w| w != 0));
}

/// Border texels are transparent black in all four components, also the alpha a
/// one-component texture lacks (its in-range texels read alpha 1.0): the T#'s DST_SEL is
/// R, G, B, A and the format expansion supplies the defaults. Same targets as the interpreter.
#[test]
fn border_texels_of_a_one_component_texture_match_the_interpreter() {
    let launch = r#"{"global":[4,4,1],
        "resources":{"0":{"width":2,"height":2,"components":1,"f32":[1.5,2.5,3.5,4.5]}},
        "samplers":{"0":{"filter":"point","address":"border"}},
        "outputs":{"0":{"components":4,"zero":64}}}"#;
    let il = "il_ps_2_0
dcl_output_generic o0
dcl_resource_id(0)_type(2d)_fmtx(float)_fmty(float)_fmtz(float)_fmtw(float)
dcl_literal l0, 0x3f000000, 0, 0, 0
mul r0.xy, vWinCoord0.xy, l0.xx
sample_l_resource(0)_sampler(0) o0, r0, l0.y
end
";
    let src = format!(
        "{LOAD_DESCRIPTORS}
  v_mul_f32_e32 v20, 0.5, v0
  v_mul_f32_e32 v21, 0.5, v1
  v_mov_b32_e32 v22, 0
  image_sample_l v[6:9], v[20:22], s[8:15], s[16:19] dmask:0xf
  s_waitcnt vmcnt(0)
  exp mrt0 v6, v7, v8, v9 done vm
  s_endpgm"
    );
    let (out, _) = run_gfx(&src, pixel(1 << 8 | 1 << 9, 9), tex_args(), launch).expect("runs");
    let want = interpret(il, launch).outputs;
    assert_eq!(out.outputs, want);
    // Pixel (0, 0) reads texel 1.5 with alpha 1.0; pixel (3, 3) the border (0, 0, 0, 0).
    assert_eq!(want[&0][..4], [1.5f32, 0.0, 0.0, 1.0].map(f32::to_bits));
    assert_eq!(want[&0][60..], [0; 4]);
}

/// `buffer_load_format_xyzw` of a one-component float input: (x, 0, 0, 1.0) in range, and 0 in
/// every component for an index at or past NUM_RECORDS (the vertex count), by hand.
#[test]
fn format_loads_expand_and_read_zero_out_of_range() {
    let launch = r#"{"global":[4,1,1],
        "vertex_inputs":{"0":{"components":1,"f32":[10,20,30,40]}},
        "outputs":{"0":{"components":4,"u32":[7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7]}}}"#;
    let src = "
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dwordx4 s[4:7], s[2:3], 0x0
  v_add_u32_e32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  buffer_load_format_xyzw v[2:5], v1, s[4:7], 0 idxen
  s_waitcnt vmcnt(0)
  exp pos0 v2, v3, v4, v5 done
  s_endpgm
";
    let gmd = GraphicsMetadata {
        stage: Stage::Vertex,
        spi_ps_input_ena: 0,
        spi_ps_input_addr: 0,
        spi_shader_col_format: 0,
        vs_exports: vec![(12, 0)],
    };
    let args = vec![garg(
        0,
        "global_buffer",
        IlcArg {
            vertex_input: Some(0),
            ..IlcArg::default()
        },
    )];
    let (out, _) = run_gfx(src, gmd, args, launch).expect("runs");
    let one = 1.0f32.to_bits();
    let mut want = vec![30.0f32.to_bits(), 0, 0, one, 40.0f32.to_bits(), 0, 0, one];
    want.extend([0; 8]);
    assert_eq!(out.outputs[&0], want);
}

#[test]
fn compressed_and_depth_exports_are_unimplemented() {
    for (body, what) in [
        ("exp mrt0 v0, v0, v1, v1 done compr vm", "exp compr"),
        ("exp mrtz v0, off, off, off done vm", "exp mrtz"),
    ] {
        match tex_shader(body) {
            Err(e @ VegaError::Unimplemented { .. }) => {
                assert!(e.to_string().contains(what), "{e}")
            }
            other => panic!("{other:?}"),
        }
    }
    // An MRT the SPI_SHADER_COL_FORMAT does not enable is a program error.
    let e = program_error(tex_shader("exp mrt1 v0, off, off, off done vm"));
    assert!(
        e.contains("SPI_SHADER_COL_FORMAT (0x9) does not enable"),
        "{e}"
    );
}

/// A resource declared with mixed integer formats (uint, sint, uint, uint) and two
/// components: its T# takes the `w` format (UINT), so the missing alpha reads the integer 1;
/// `image_load` gives the interpreter's `load_resource` targets.
#[test]
fn mixed_component_formats_load_like_the_interpreter() {
    let launch = r#"{"global":[4,2,1],
        "resources":{"3":{"width":4,"height":2,"components":2,"u32":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]}},
        "outputs":{"0":{"components":4,"zero":32}}}"#;
    let il = "il_ps_2_0
dcl_output_generic o0
dcl_resource_id(3)_type(2d,unnorm)_fmtx(uint)_fmty(sint)_fmtz(uint)_fmtw(uint)
ftoi r0, vWinCoord0
load_resource(3) o0, r0
end
";
    let src = "
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dwordx8 s[8:15], s[2:3], 0x0
  v_cvt_u32_f32_e32 v4, v0
  v_cvt_u32_f32_e32 v5, v1
  s_waitcnt lgkmcnt(0)
  image_load v[6:9], v[4:5], s[8:15] dmask:0xf unorm
  s_waitcnt vmcnt(0)
  exp mrt0 v6, v7, v8, v9 done vm
  s_endpgm
";
    let arg = garg(
        0,
        "image",
        IlcArg {
            resource: Some(3),
            resource_type: Some(ResourceType::D2),
            unnorm: true,
            formats: Some([
                ComponentFormat::Uint,
                ComponentFormat::Sint,
                ComponentFormat::Uint,
                ComponentFormat::Uint,
            ]),
            ..IlcArg::default()
        },
    );
    let (out, _) = run_gfx(src, pixel(1 << 8 | 1 << 9, 9), vec![arg], launch).expect("runs");
    let want = interpret(il, launch).outputs;
    assert_eq!(out.outputs, want);
    assert_eq!(want[&0][..4], [1, 2, 0, 1]);
}
