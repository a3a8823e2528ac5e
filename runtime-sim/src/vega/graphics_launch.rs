//! Dispatch of a graphics code object (metadata `.ilc.stage` pixel or vertex) on the Vega
//! machine, as the Vega graphics ABI of `docs/gcn-backend.md` defines it:
//!
//! - **Descriptors**: one T# per image argument (resource N of the launch: BASE_ADDRESS,
//!   WIDTH-1, HEIGHT-1, DEPTH-1, PITCH-1, TYPE 1d/2d/3d (a `buffer` resource is a 1-D image),
//!   DATA_FORMAT 32 / 32_32 / 32_32_32_32 by its components, NUM_FORMAT from `.ilc.formats`,
//!   DST_SEL = R, G, B, A: the format expansion gives a texel's missing components
//!   (0, 0, 0, 1), a border texel stays (0, 0, 0, 0)); one S# per sampler argument
//!   (launch sampler M with resource N's `.ilc.unnorm`: CLAMP_X/Y/Z, XY_MAG/MIN_FILTER,
//!   Z_FILTER, FORCE_UNNORMALIZED, DEPTH_COMPARE_FUNC LESSEQUAL, border colour transparent
//!   black); one V# per vertex-input argument (stride = element size, NUM_RECORDS = vertex
//!   count). Descriptors and their data live in the read-only [`Space::Graphics`]
//!   (descriptors 32-byte, texel and vertex data 256-byte aligned), their addresses in the
//!   argument slots; the other explicit slots take the launch's `args` in order.
//! - **Pixel waves**: one per 8×8 tile of the domain (`global[0]` × `global[1]`; tiles
//!   row-major), 16 quads row-major in the tile, lane `4*quad + 2*dy + dx`; EXEC = the lanes
//!   inside the domain. Input VGPRs from SPI_PS_INPUT_ENA in bit order (I/J pairs 2 VGPRs,
//!   PULL_MODEL 3, the rest 1): I = x + 0.5, J = y + 0.5 for every barycentric input (one
//!   primitive with vertices at window (0,0), (1,0), (0,1), w = 1), PULL_MODEL (I, J, 1.0),
//!   LINE_STIPPLE 0, POS (x + 0.5, y + 0.5, 0.0, 1.0), FRONT_FACE 1.0 (front), ANCILLARY 0,
//!   SAMPLE_COVERAGE 1, POS_FIXED_PT `x | y << 16`; helper lanes get their would-be values.
//!   SGPRs: the user SGPRs (only the kernarg pointer, s[0:1]), then `prim_mask` =
//!   `lds_param_offset` (new_prim_mask 0: one primitive per wave).
//! - **LDS parameters**: each wave's LDS is the code object's own LDS (rounded up to 16
//!   bytes), then at `lds_param_offset` attributes 0..=32 of 48 bytes each: P0.xyzw,
//!   P10.xyzw, P20.xyzw as f32. Attribute N is launch interpolant N (P0 = origin,
//!   P10 = dx, P20 = dy); an attribute the launch does not list is the window position
//!   (P0 = (0, 0, 0, 1), P10 = (1, 0, 0, 0), P20 = (0, 1, 0, 0)).
//! - **Vertex waves**: v0 = vertex id `64*wave + lane`, EXEC = the lanes below the vertex
//!   count (`global[0]*global[1]*global[2]`).
//!
//! Each wave runs as its own work-group; render targets and vertex outputs start as the
//! launch's `outputs` and are returned in the output's `outputs`.

use std::collections::{BTreeMap, HashMap};

use super::graphics::{GfxRun, WaveGfx, PARAM_ATTRIBUTES, PARAM_ATTRIBUTE_BYTES};
use super::machine::{self, Env, Wave, LANES};
use super::{initial_mode, Options, Program, Stats, VegaError};
use crate::codeobj::{code_props, rsrc2, CodeObject, Kernel, KernelMetadata, ValueKind};
use crate::graphics_metadata::{ComponentFormat, GraphicsMetadata, ResourceType, Stage};
use crate::launch::{AddressMode, Filter, LaunchSpec};
use crate::memory::{DeviceMemory, Space};
use crate::output::Output;

/// Pixels per side of the tile a pixel wave covers.
pub const TILE: u32 = 8;

/// SPI_PS_INPUT_ENA bit → VGPRs it takes (gfx9 layout).
const PS_INPUT_VGPRS: [u32; 16] = [2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1];

const ONE: u32 = 0x3f80_0000;

fn setup(kernel: &Kernel, message: String) -> VegaError {
    VegaError::Setup(format!("kernel `{}`: {message}", kernel.name))
}

/// The graphics space being laid out: words, with items placed at aligned offsets.
pub(crate) struct Layout(pub(crate) Vec<u32>);

impl Layout {
    /// Appends `words` at a multiple of `align` bytes; returns their flat address.
    pub(crate) fn place(&mut self, words: &[u32], align: usize) -> u64 {
        let at = self.0.len().div_ceil(align / 4) * (align / 4);
        self.0.resize(at, 0);
        self.0.extend_from_slice(words);
        Space::Graphics.flat_base().unwrap_or(0) + 4 * at as u64
    }
}

/// DATA_FORMAT of 1-4 32-bit components (image and buffer codes agree).
fn data_format(components: u32) -> u32 {
    match components {
        1 => 4,
        2 => 11,
        3 => 13,
        _ => 14,
    }
}

/// DST_SEL_X..W (3 bits each) = R, G, B, A: the format expansion already fills the
/// components a texel lacks with (0, 0, 0, 1) (manual "VGPR Usage", Reads), and a border
/// texel stays transparent black (0, 0, 0, 0) in all four, as the interpreter has it; constant
/// selects (0 / 1) for the missing components would turn a border texel's alpha into 1.
const DST_SEL_RGBA: u32 = 4 | 5 << 3 | 6 << 6 | 7 << 9;

/// The one format a T# gives a resource whose declaration may type its components
/// differently: texel words are 32-bit either way, so the format only decides the alpha a
/// texture without one reads (1.0 or 1: the `w` format), whether filtering is allowed and how
/// a comparison converts `x` (the `x` format). A texture with fewer than 4 components takes
/// its `w` format, a 4-component one its `x` format.
fn num_format_of(formats: [ComponentFormat; 4], components: u32) -> ComponentFormat {
    if components < 4 {
        formats[3]
    } else {
        formats[0]
    }
}

/// NUM_FORMAT code of a component format: FLOAT 7, UINT 4, SINT 5.
fn num_format(f: ComponentFormat) -> u32 {
    match f {
        ComponentFormat::Float => 7,
        ComponentFormat::Uint => 4,
        ComponentFormat::Sint => 5,
    }
}

/// Sets bits `lo .. lo+len` of a descriptor.
fn put(words: &mut [u32], lo: u32, len: u32, value: u64) {
    for i in 0..len {
        let b = lo + i;
        if let Some(w) = words.get_mut((b / 32) as usize) {
            let bit = ((value >> i) & 1) as u32;
            *w = (*w & !(1 << (b % 32))) | bit << (b % 32);
        }
    }
}

/// A T# for a texture of the launch (manual "Image Resource Definition").
pub fn image_descriptor(
    base: u64,
    tex: &crate::launch::Texture,
    ty: ResourceType,
    format: ComponentFormat,
) -> [u32; 8] {
    let mut t = [0u32; 8];
    put(&mut t, 0, 40, base >> 8);
    put(&mut t, 52, 6, u64::from(data_format(tex.components)));
    put(&mut t, 58, 4, u64::from(num_format(format)));
    put(&mut t, 64, 14, u64::from(tex.width.saturating_sub(1)));
    put(&mut t, 78, 14, u64::from(tex.height.saturating_sub(1)));
    put(&mut t, 96, 12, u64::from(DST_SEL_RGBA));
    let ty = match ty {
        ResourceType::D1 | ResourceType::Buffer => 8,
        ResourceType::D2 => 9,
        ResourceType::D3 => 10,
    };
    put(&mut t, 124, 4, ty);
    put(&mut t, 128, 13, u64::from(tex.depth.saturating_sub(1)));
    put(&mut t, 141, 16, u64::from(tex.width.saturating_sub(1)));
    t
}

/// An S# for launch sampler state `s` (manual "Image Sampler Definition").
pub fn sampler_descriptor(s: crate::launch::Sampler, unnorm: bool) -> [u32; 4] {
    let mut d = [0u32; 4];
    let clamp = match s.address {
        AddressMode::Wrap => 0,
        AddressMode::Mirror => 1,
        AddressMode::Clamp => 2,
        AddressMode::Border => 6,
    };
    for axis in 0..3 {
        put(&mut d, 3 * axis, 3, clamp);
    }
    put(&mut d, 12, 3, 3); // DEPTH_COMPARE_FUNC: LESSEQUAL
    put(&mut d, 15, 1, u64::from(unnorm));
    let (xy, z) = match s.filter {
        Filter::Point => (0, 1),
        Filter::Linear => (1, 2),
    };
    put(&mut d, 84, 2, xy);
    put(&mut d, 86, 2, xy);
    put(&mut d, 88, 2, z);
    // BORDER_COLOR_TYPE 0: transparent black.
    d
}

/// A V# for a vertex input of `components` words per vertex.
pub fn vertex_descriptor(base: u64, components: u32, records: u32, float: bool) -> [u32; 4] {
    let stride = 4 * components;
    let nf = if float { 7 } else { 4 };
    [
        base as u32,
        ((base >> 32) as u32 & 0xffff) | (stride & 0x3fff) << 16,
        records,
        DST_SEL_RGBA | nf << 12 | data_format(components) << 15,
    ]
}

/// The kernarg segment and the graphics space of a dispatch.
fn build_arguments(
    kernel: &Kernel,
    md: &KernelMetadata,
    launch: &LaunchSpec,
    vertices: u32,
) -> Result<(Vec<u8>, Vec<u32>), VegaError> {
    let mut layout = Layout(Vec::new());
    let end = md
        .args
        .iter()
        .map(|a| a.offset as usize + a.size as usize)
        .max()
        .unwrap_or(0);
    let size = end
        .max(md.kernarg_segment_size as usize)
        .max(kernel.descriptor.kernarg_size as usize);
    let mut seg = vec![0u8; size];
    let mut launch_args = launch.args.iter();
    let explicit = md
        .args
        .iter()
        .filter(|a| a.value_kind.is_explicit() && !a.ilc.is_graphics())
        .count();
    if explicit != launch.args.len() {
        return Err(setup(
            kernel,
            format!(
                "the shader takes {explicit} launch arguments besides its descriptors, the launch gives {}",
                launch.args.len()
            ),
        ));
    }
    for (i, a) in md.args.iter().enumerate() {
        let bytes: Vec<u8> = if let Some(n) = a.ilc.vertex_input {
            let Some(t) = launch.vertex_inputs.get(&n) else {
                return Err(setup(
                    kernel,
                    format!("the shader reads vertex input v{n} but the launch has no \"vertex_inputs\" entry \"{n}\""),
                ));
            };
            let have = t.words.len() as u64 / u64::from(t.components.max(1));
            if have < u64::from(vertices) {
                return Err(setup(
                    kernel,
                    format!("vertex input {n} has {have} elements but the launch runs {vertices} vertices"),
                ));
            }
            let base = layout.place(&t.words, 256);
            let v = vertex_descriptor(base, t.components, vertices, t.float);
            layout.place(&v, 32).to_le_bytes().to_vec()
        } else if let (Some(n), Some(m)) = (a.ilc.resource, a.ilc.sampler) {
            let image = md
                .args
                .iter()
                .find(|b| b.ilc.resource == Some(n) && b.ilc.sampler.is_none());
            let unnorm = image.is_some_and(|b| b.ilc.unnorm);
            let s = launch.samplers.get(&m).copied().unwrap_or_default();
            layout
                .place(&sampler_descriptor(s, unnorm), 32)
                .to_le_bytes()
                .to_vec()
        } else if let Some(n) = a.ilc.resource {
            let Some(tex) = launch.resources.get(&n) else {
                return Err(setup(
                    kernel,
                    format!("the shader declares resource {n} but the launch has no \"resources\" entry \"{n}\""),
                ));
            };
            let formats = a.ilc.formats.unwrap_or([ComponentFormat::Float; 4]);
            let ty = a.ilc.resource_type.unwrap_or(ResourceType::D2);
            let base = layout.place(&tex.words, 256);
            let t = image_descriptor(base, tex, ty, num_format_of(formats, tex.components));
            layout.place(&t, 32).to_le_bytes().to_vec()
        } else if matches!(a.value_kind, ValueKind::Hidden(_)) || !a.value_kind.is_explicit() {
            continue;
        } else {
            let Some(&arg) = launch_args.next() else {
                return Err(setup(kernel, "too few launch arguments".into()));
            };
            crate::dispatch::arg_bytes(arg)
        };
        let n = (a.size as usize).min(bytes.len());
        let start = a.offset as usize;
        let Some(dst) = seg.get_mut(start..start + n) else {
            return Err(setup(
                kernel,
                format!("argument {i} at offset {start} lies outside the kernarg segment"),
            ));
        };
        dst.copy_from_slice(&bytes[..n]);
    }
    Ok((seg, layout.0))
}

/// The user SGPRs of a graphics wave: s[0:1] = the kernarg pointer when the descriptor
/// enables it; nothing else is provided.
fn user_sgprs(kernel: &Kernel) -> Result<Vec<(u32, u32)>, VegaError> {
    let kd = &kernel.descriptor;
    for kind in &crate::dispatch::USER_SGPRS {
        if kd.code_property(kind.enable) != 0
            && kind.enable != code_props::ENABLE_SGPR_KERNARG_SEGMENT_PTR
        {
            return Err(setup(
                kernel,
                format!(
                    "graphics waves get only the kernarg pointer as user SGPRs, but the descriptor enables {:?}",
                    (kind.role)(0)
                ),
            ));
        }
    }
    for (name, field) in [
        ("work-group id x", rsrc2::ENABLE_SGPR_WORKGROUP_ID_X),
        ("work-group id y", rsrc2::ENABLE_SGPR_WORKGROUP_ID_Y),
        ("work-group id z", rsrc2::ENABLE_SGPR_WORKGROUP_ID_Z),
        ("work-group info", rsrc2::ENABLE_SGPR_WORKGROUP_INFO),
        ("private segment", rsrc2::ENABLE_PRIVATE_SEGMENT),
    ] {
        if kd.rsrc2(field) != 0 {
            return Err(setup(
                kernel,
                format!("graphics waves have no {name} SGPR, but COMPUTE_PGM_RSRC2 enables it"),
            ));
        }
    }
    let kernarg = Space::Kernarg.flat_base().unwrap_or(0);
    let mut sgprs = Vec::new();
    if kd.code_property(code_props::ENABLE_SGPR_KERNARG_SEGMENT_PTR) != 0 {
        sgprs.push((0, kernarg as u32));
        sgprs.push((1, (kernarg >> 32) as u32));
    }
    if sgprs.len() as u32 > kd.user_sgpr_count() {
        return Err(setup(
            kernel,
            format!(
                "the kernarg pointer needs 2 user SGPRs but USER_SGPR_COUNT is {}",
                kd.user_sgpr_count()
            ),
        ));
    }
    Ok(sgprs)
}

/// The LDS parameter block: 33 attributes of P0, P10, P20 (4 f32 each).
fn parameter_block(launch: &LaunchSpec) -> Vec<u8> {
    let mut out = Vec::with_capacity((PARAM_ATTRIBUTES * PARAM_ATTRIBUTE_BYTES) as usize);
    for a in 0..PARAM_ATTRIBUTES {
        let (p0, p10, p20) = match launch.interpolants.get(&a) {
            Some(i) => (i.origin, i.dx, i.dy),
            None => (
                [0.0, 0.0, 0.0, 1.0],
                [1.0, 0.0, 0.0, 0.0],
                [0.0, 1.0, 0.0, 0.0],
            ),
        };
        for v in p0.iter().chain(&p10).chain(&p20) {
            out.extend_from_slice(&v.to_bits().to_le_bytes());
        }
    }
    out
}

/// One wave to run: initial registers, EXEC, graphics state, LDS contents.
struct GfxWave {
    sgprs: Vec<(u32, u32)>,
    vgprs: Vec<(u32, [u32; LANES])>,
    exec: u64,
    gfx: WaveGfx,
}

/// The pixel waves of the domain.
fn pixel_waves(
    gmd: &GraphicsMetadata,
    launch: &LaunchSpec,
    user: &[(u32, u32)],
    user_count: u32,
    param_offset: u32,
) -> Vec<GfxWave> {
    let (w, h) = (launch.global[0], launch.global[1]);
    let mut waves = Vec::new();
    for ty in 0..h.div_ceil(TILE) {
        for tx in 0..w.div_ceil(TILE) {
            let mut pos = [(0u32, 0u32); LANES];
            let mut g = WaveGfx {
                pixel: true,
                index: [0; LANES],
                in_domain: 0,
                exports: Vec::new(),
                done_at: None,
            };
            for (lane, p) in pos.iter_mut().enumerate() {
                let (q, sub) = (lane as u32 / 4, lane as u32 % 4);
                let x = tx * TILE + (q % 4) * 2 + sub % 2;
                let y = ty * TILE + (q / 4) * 2 + sub / 2;
                *p = (x, y);
                if x < w && y < h {
                    g.in_domain |= 1 << lane;
                    g.index[lane] = y * w + x;
                }
            }
            let mut vgprs = Vec::new();
            let mut next = 0u32;
            for (bit, &count) in PS_INPUT_VGPRS.iter().enumerate() {
                if gmd.spi_ps_input_ena >> bit & 1 == 0 {
                    continue;
                }
                for k in 0..count {
                    let lanes: [u32; LANES] = std::array::from_fn(|l| {
                        let (x, y) = pos[l];
                        let (fx, fy) = ((x as f32 + 0.5).to_bits(), (y as f32 + 0.5).to_bits());
                        match (bit, k) {
                            (0..=2 | 4..=6, 0) | (3, 0) | (8, _) => fx,
                            (0..=2 | 4..=6, _) | (3, 1) | (9, _) => fy,
                            (3, _) | (11, _) | (12, _) => ONE,
                            (14, _) => 1,
                            (15, _) => x | y << 16,
                            _ => 0,
                        }
                    });
                    vgprs.push((next, lanes));
                    next += 1;
                }
            }
            let mut sgprs = user.to_vec();
            sgprs.push((user_count, param_offset));
            waves.push(GfxWave {
                sgprs,
                vgprs,
                exec: g.in_domain,
                gfx: g,
            });
        }
    }
    waves
}

/// The vertex waves of `vertices` vertices.
fn vertex_waves(vertices: u32, user: &[(u32, u32)]) -> Vec<GfxWave> {
    (0..vertices.div_ceil(LANES as u32))
        .map(|wave| {
            let first = wave * LANES as u32;
            let live = (vertices - first).min(LANES as u32);
            let exec = if live == 64 {
                u64::MAX
            } else {
                (1u64 << live) - 1
            };
            let ids: [u32; LANES] = std::array::from_fn(|l| first + l as u32);
            GfxWave {
                sgprs: user.to_vec(),
                vgprs: vec![(0, ids)],
                exec,
                gfx: WaveGfx {
                    pixel: false,
                    index: ids,
                    in_domain: exec,
                    exports: Vec::new(),
                    done_at: None,
                },
            }
        })
        .collect()
}

/// Runs a graphics kernel (its metadata has `.ilc.stage`) for `launch`.
pub fn run(
    obj: &CodeObject,
    kernel: &Kernel,
    prog: &Program,
    launch: &LaunchSpec,
    opts: &Options,
) -> Result<(Output, Stats), VegaError> {
    let Some(md) = kernel.metadata.as_ref() else {
        return Err(setup(kernel, "a graphics kernel needs its metadata".into()));
    };
    let Some(gmd) = md.graphics.as_ref() else {
        return Err(setup(kernel, "not a graphics kernel".into()));
    };
    let vertices = launch.global.iter().map(|&g| u64::from(g)).product::<u64>();
    let vertices = u32::try_from(vertices)
        .map_err(|_| setup(kernel, "the domain has more than 2^32 elements".into()))?;
    if gmd.stage == Stage::Pixel && launch.global[2] != 1 {
        return Err(setup(
            kernel,
            format!(
                "a pixel shader's domain is 2-D, but the launch's global is {:?}",
                launch.global
            ),
        ));
    }
    let (kernarg, graphics) = build_arguments(kernel, md, launch, vertices)?;
    let mut memory = DeviceMemory::from_launch(launch, opts.oob);
    memory.set_bytes(Space::Code, &obj.image);
    memory.set_bytes(Space::Kernarg, &kernarg);
    memory.set_words(Space::Graphics, graphics);
    let user = user_sgprs(kernel)?;
    let own_lds = kernel.descriptor.group_segment_fixed_size.div_ceil(16) * 16;
    let (waves, lds_init) = match gmd.stage {
        Stage::Pixel => {
            let mut lds = vec![0u8; own_lds as usize];
            lds.extend_from_slice(&parameter_block(launch));
            let waves = pixel_waves(
                gmd,
                launch,
                &user,
                kernel.descriptor.user_sgpr_count(),
                own_lds,
            );
            (waves, lds)
        }
        Stage::Vertex => (vertex_waves(vertices, &user), vec![0u8; own_lds as usize]),
    };
    let mut run = GfxRun {
        stage: gmd.stage,
        col_format: gmd.spi_shader_col_format,
        vs_exports: gmd.vs_exports.clone(),
        targets: launch
            .outputs
            .iter()
            .map(|(&n, t)| (n, (t.words.clone(), t.components)))
            .collect::<BTreeMap<_, _>>(),
        textures: HashMap::new(),
    };
    let entry = kernel.code_address - kernel.text_address;
    let mode = initial_mode(&kernel.descriptor);
    let vgpr_span = prog.vgpr_span().max(
        waves
            .iter()
            .flat_map(|w| w.vgprs.iter().map(|(r, _)| *r as usize + 1))
            .max()
            .unwrap_or(0),
    );
    let mut stats = Stats::default();
    let (vgprs, sgprs) = (
        kernel.descriptor.allocated_vgprs(),
        kernel.descriptor.allocated_sgprs(),
    );
    let resources = super::timing::Resources {
        vgprs,
        sgprs,
        lds_bytes: lds_init.len() as u32,
    };
    stats.waves_per_simd = u64::from(resources.waves_per_simd());
    let mut cu = super::timing::Cu::new();
    let mut timed = opts.timing;
    for init in waves {
        let mut w = Wave::new(0, entry, mode, vgpr_span);
        for (r, v) in init.sgprs {
            if let Some(slot) = w.s.get_mut(r as usize) {
                *slot = v;
            }
        }
        for (r, lanes) in init.vgprs {
            if let Some(reg) = w.v.get_mut(r as usize) {
                *reg = lanes;
            }
        }
        w.set_exec(init.exec);
        w.gfx = Some(Box::new(init.gfx));
        let lds_len = lds_init.len();
        let mut env = Env {
            prog,
            code_base: Space::Code.flat_base().unwrap_or(0) + kernel.text_address,
            mem: &mut memory,
            lds: lds_init.clone(),
            lds_owner: vec![(0, 0); lds_len.div_ceil(4)],
            lds_stores: Vec::new(),
            stats: &mut stats,
            opts,
            group_waves: 1,
            traffic: Vec::new(),
            cols: Box::default(),
            gfx: Some(&mut run),
            trace_room: if timed { opts.trace_budget } else { 0 },
            trace_overflow: false,
        };
        let mut group = [w];
        machine::run_group(&mut env, &mut group)?;
        super::vmem::flush_traffic(&mut env);
        timed &= !env.trace_overflow;
        stats.wave_cycles += group[0].cycle;
        stats.waves += 1;
        stats.groups += 1;
        if timed {
            let trace = std::mem::take(&mut group[0].trace);
            cu.admit(vec![trace], resources).map_err(VegaError::Setup)?;
        }
    }
    (stats.cycles, stats.waitcnt_stall_cycles, stats.cycle_model) = if timed {
        let (cycles, stall) = cu.finish().map_err(VegaError::Setup)?;
        (cycles, stall, super::CycleModel::Occupancy)
    } else {
        (stats.wave_cycles, 0, super::CycleModel::PerWave)
    };
    if let Some(v) = memory.violations().first() {
        return Err(VegaError::Setup(format!("memory violation: {v}")));
    }
    let mut out = Output::from_memory(launch, &memory);
    out.outputs = run
        .targets
        .into_iter()
        .map(|(n, (words, _))| (n, words))
        .collect();
    Ok((out, stats))
}
