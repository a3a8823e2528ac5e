//! The compiler entry points: IL (text, binary or an [`amdil::Program`]) to machine code for
//! a [`Target`], and running the result on the target's strict simulator.

use crate::{lower_and_optimize, Error, OptLevel};
use amdil::Program;
use gcn_codegen::{CompiledKernel, KernargSlotKind};
use runtime_sim::launch::{KernelArg, LaunchSpec};
use runtime_sim::memory::Space;
use runtime_sim::output::Output;

/// A machine-code target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// GCN Vega (gfx900), wave64.
    Vega,
    /// R600 (VLIW5).
    R600,
}

impl Target {
    /// The target's name as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Target::Vega => "vega",
            Target::R600 => "r600",
        }
    }
}

/// Options of a compilation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Optimisation level of the IR pipeline.
    pub opt_level: OptLevel,
    /// Vega: wait for every memory counter after each memory instruction (debug aid).
    pub force_waitcnt: bool,
    /// Vega: the register allocator.
    pub allocator: gcn_codegen::Allocator,
    /// R600: pack several operations per ALU group (off: one per group, a debug aid).
    pub r600_pack: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            opt_level: OptLevel::O2,
            force_waitcnt: false,
            allocator: gcn_codegen::Allocator::default(),
            r600_pack: true,
        }
    }
}

/// Static figures of compiled code: the two every target has, and the target's own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stats {
    /// Machine instructions (Vega: `s_waitcnt` and `s_nop` included; R600: filled ALU
    /// slots, fetch instructions and CF instructions).
    pub instructions: u32,
    /// Size of the machine code in bytes.
    pub code_bytes: u32,
    /// The figures that mean something on the target compiled for.
    pub target: TargetStats,
}

/// The figures of one target.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TargetStats {
    /// GCN Vega.
    Vega(VegaStats),
    /// R600: ALU groups, slots, clauses, GPRs, stack entries (`r600_codegen::Stats`).
    R600(r600_codegen::Stats),
}

/// Static figures of Vega code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VegaStats {
    /// SGPRs used (without VCC/FLAT_SCRATCH/XNACK_MASK).
    pub sgprs: u32,
    /// VGPRs used.
    pub vgprs: u32,
    /// `s_waitcnt` instructions.
    pub waitcnts: u32,
    /// `s_nop` instructions inserted for hazards.
    pub nops: u32,
    /// Registers register allocation spilled (zero unless the register files ran out).
    pub spilled_registers: u32,
    /// Spill stores.
    pub spill_stores: u32,
    /// Spill reloads.
    pub spill_reloads: u32,
    /// Scratch bytes per lane (spills and private arrays).
    pub scratch_bytes_per_lane: u32,
    /// Pixel and vertex shaders: their program settings.
    pub graphics: Option<GraphicsSettings>,
}

/// The program settings of a Vega pixel or vertex shader (`--stats`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphicsSettings {
    /// `"pixel"` or `"vertex"`.
    pub stage: &'static str,
    /// `SPI_PS_INPUT_ENA` (pixel shaders).
    pub spi_ps_input_ena: u32,
    /// `SPI_PS_INPUT_ADDR` (pixel shaders).
    pub spi_ps_input_addr: u32,
    /// `SPI_SHADER_COL_FORMAT` (pixel shaders).
    pub spi_shader_col_format: u32,
    /// Exports per vertex: position and parameters (vertex shaders).
    pub vs_exports: u32,
}

impl Stats {
    /// The `--stats` text: one `name: value` line per figure of the target.
    pub fn render(&self) -> String {
        match &self.target {
            TargetStats::Vega(v) => {
                format!(
                "instructions: {}\nsgprs: {}\nvgprs: {}\nwaitcnts: {}\nnops: {}\ncode bytes: {}\n\
                 spilled registers: {}\nspill stores: {}\nspill reloads: {}\n\
                 scratch bytes per lane: {}\n",
                self.instructions,
                v.sgprs,
                v.vgprs,
                v.waitcnts,
                v.nops,
                self.code_bytes,
                v.spilled_registers,
                v.spill_stores,
                v.spill_reloads,
                v.scratch_bytes_per_lane
            ) + &v.graphics.map_or(String::new(), |g| match g.stage {
                    "pixel" => format!(
                        "stage: pixel\nspi_ps_input_ena: {:#x}\nspi_ps_input_addr: {:#x}\n\
                     spi_shader_col_format: {:#x}\n",
                        g.spi_ps_input_ena, g.spi_ps_input_addr, g.spi_shader_col_format
                    ),
                    stage => format!("stage: {stage}\nvertex exports: {}\n", g.vs_exports),
                })
            }
            TargetStats::R600(r) => format!(
                "instructions: {}\ngprs: {}\ncode bytes: {}\nalu groups: {}\n\
                 slots per group: {:.2}\nclauses: {} alu, {} tex, {} vtx\ncf instructions: {}\n\
                 exports: {}\nstack entries: {}\n",
                self.instructions,
                r.gprs,
                self.code_bytes,
                r.alu_groups,
                r.slots_per_group(),
                r.alu_clauses,
                r.tex_clauses,
                r.vtx_clauses,
                r.cf_insts,
                r.exports,
                r.stack_entries
            ),
        }
    }
}

/// What running compiled code on the target's simulator measured.
#[derive(Clone, Debug)]
pub enum RunStats {
    /// The Vega simulator's figures.
    Vega(runtime_sim::vega::Stats),
    /// The R600 machine's figures.
    R600(runtime_sim::r600::Stats),
}

impl RunStats {
    /// The `--stats` text of the run.
    pub fn render(&self) -> String {
        match self {
            RunStats::Vega(s) => s.render(),
            RunStats::R600(s) => s.render(),
        }
    }
}

/// The machine code of one program for one target.
#[derive(Clone, Debug)]
pub struct Compiled {
    target: Target,
    code: Vec<u8>,
    asm: String,
    stats: Stats,
    vega: Option<CompiledKernel>,
    /// The work-group size the program declares (the code may rely on it).
    group_size: Option<[u32; 3]>,
    /// R600: what the host sets up to run the code (resources, interpolant GPRs).
    r600_interface: Option<r600_codegen::Interface>,
}

impl Compiled {
    /// Builds the result of a back end other than Vega (e.g. [`crate::r600`]).
    pub(crate) fn new(target: Target, code: Vec<u8>, asm: String, stats: Stats) -> Compiled {
        Compiled {
            target,
            code,
            asm,
            stats,
            vega: None,
            group_size: None,
            r600_interface: None,
        }
    }

    /// R600 code with the host set-up it needs.
    pub(crate) fn with_r600_interface(mut self, interface: r600_codegen::Interface) -> Compiled {
        self.r600_interface = Some(interface);
        self
    }

    /// R600: what the host sets up to run the code (`None` for other targets).
    pub fn r600_interface(&self) -> Option<&r600_codegen::Interface> {
        self.r600_interface.as_ref()
    }

    /// The `--stats` text for this target: the figures that mean something on it.
    pub fn stats_text(&self) -> String {
        self.stats.render()
    }

    /// The target compiled for.
    pub fn target(&self) -> Target {
        self.target
    }

    /// The encoded machine code.
    pub fn code(&self) -> &[u8] {
        &self.code
    }

    /// The assembly text (Vega: LLVM syntax, assembled by `llvm-mc -arch=amdgcn
    /// -mcpu=gfx900` to [`Compiled::code`]).
    pub fn asm(&self) -> &str {
        &self.asm
    }

    /// Static statistics.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Scalar registers used (SGPRs on Vega; R600 has none).
    pub fn sgprs(&self) -> u32 {
        match &self.stats.target {
            TargetStats::Vega(v) => v.sgprs,
            TargetStats::R600(_) => 0,
        }
    }

    /// Vector registers used (VGPRs on Vega, GPRs on R600).
    pub fn vgprs(&self) -> u32 {
        match &self.stats.target {
            TargetStats::Vega(v) => v.vgprs,
            TargetStats::R600(r) => r.gprs,
        }
    }

    /// Vega: the AMDHSA gfx900 code object (ELF) holding the kernel (named after the IL
    /// function), its descriptor `NAME.kd` and its metadata note. `None` for other targets.
    pub fn obj(&self) -> Option<Vec<u8>> {
        self.vega.as_ref().map(CompiledKernel::code_object)
    }

    /// Vega: the backend's full result (kernel name, kernarg layout, LDS size).
    pub fn vega_kernel(&self) -> Option<&CompiledKernel> {
        self.vega.as_ref()
    }

    /// Runs the compiled program on the target's strict simulator with `launch`.
    ///
    /// R600: the machine code runs on the R600 machine (`runtime_sim::r600`). Vega: the code
    /// object is loaded by the simulator's ELF loader and dispatched with the
    /// kernel arguments of the ABI (one 8-byte pointer per used buffer, see
    /// `gcn_codegen::abi`) filled from the launch's buffers. Any program error is an error.
    /// Vega's `cycles` are the per-wave model's here (fast); [`Compiled::run_timed`] runs
    /// the occupancy-aware cycle model.
    pub fn run(&self, launch: &LaunchSpec) -> Result<(Output, RunStats), Error> {
        self.run_with_timing(launch, false)
    }

    /// [`Compiled::run`] with Vega's occupancy-aware cycle model on
    /// (`runtime_sim::vega::Options::timing`), for `--stats` and cycle figures.
    pub fn run_timed(&self, launch: &LaunchSpec) -> Result<(Output, RunStats), Error> {
        self.run_with_timing(launch, true)
    }

    fn run_with_timing(
        &self,
        launch: &LaunchSpec,
        timing: bool,
    ) -> Result<(Output, RunStats), Error> {
        match self.target {
            Target::R600 => crate::r600::run_r600(
                &self.code,
                &self.r600_interface.clone().unwrap_or_default(),
                launch,
            )
            .map(|(output, stats)| (output, RunStats::R600(stats))),
            Target::Vega => self
                .run_vega(launch, timing)
                .map(|(output, stats)| (output, RunStats::Vega(stats))),
        }
    }

    fn run_vega(
        &self,
        launch: &LaunchSpec,
        timing: bool,
    ) -> Result<(Output, runtime_sim::vega::Stats), Error> {
        let Some(kernel) = &self.vega else {
            return Err(Error::Internal("Vega code without its code object".into()));
        };
        let bytes = kernel.code_object();
        let object = runtime_sim::codeobj::CodeObject::parse(&bytes)
            .map_err(|e| Error::Internal(format!("the code object does not load: {e}")))?;
        let loaded = object
            .kernel(&kernel.name)
            .map_err(|e| Error::Internal(format!("the code object does not load: {e}")))?;
        if let Some(declared) = self.group_size.filter(|g| *g != launch.group) {
            // The code uses the declared size as a constant (as the interpreter, it refuses
            // a launch with another group).
            return Err(Error::Usage(format!(
                "the program declares dcl_num_thread_per_group {}, {}, {} but the launch's group is {:?}",
                declared[0], declared[1], declared[2], launch.group
            )));
        }
        let mut spec = launch.clone();
        spec.args = Vec::with_capacity(kernel.kernargs.len());
        let groups = launch.num_groups();
        for slot in &kernel.kernargs {
            if let KernargSlotKind::NumGroups(a) = slot.kind {
                // 8-byte slot, the count in its low half.
                spec.args
                    .push(KernelArg::U64(u64::from(groups[usize::from(a.min(2))])));
                continue;
            }
            if matches!(
                slot.kind,
                KernargSlotKind::Image(_)
                    | KernargSlotKind::Sampler(..)
                    | KernargSlotKind::VertexInput(_)
            ) {
                // The graphics dispatcher builds the T#, S# and V# from the launch and the
                // metadata and fills these slots itself.
                continue;
            }
            if let KernargSlotKind::UavRecords(n) = slot.kind {
                // Words 2-3 of the UAV's buffer resource: its size in bytes (bounds checks).
                let bytes = launch.uavs.get(&n).map_or(0, |w| 4 * w.len());
                let bytes = u32::try_from(bytes).unwrap_or(u32::MAX);
                spec.args
                    .push(KernelArg::U64(gcn_codegen::abi::uav_resource_tail(bytes)));
                continue;
            }
            let (space, what) = match slot.kind {
                KernargSlotKind::Uav(n) => (Space::Uav(n), format!("uav {n}")),
                KernargSlotKind::ConstantBuffer(n) => (Space::Cb(n), format!("cb{n}")),
                KernargSlotKind::Global
                | KernargSlotKind::NumGroups(_)
                | KernargSlotKind::UavRecords(_) => (Space::Global, "g[]".to_string()),
                KernargSlotKind::Image(_)
                | KernargSlotKind::Sampler(..)
                | KernargSlotKind::VertexInput(_) => continue,
            };
            let present = match slot.kind {
                KernargSlotKind::Uav(n) => launch.uavs.contains_key(&n),
                KernargSlotKind::ConstantBuffer(n) => launch.cbs.contains_key(&n),
                KernargSlotKind::Global
                | KernargSlotKind::NumGroups(_)
                | KernargSlotKind::UavRecords(_)
                | KernargSlotKind::Image(_)
                | KernargSlotKind::Sampler(..)
                | KernargSlotKind::VertexInput(_) => launch.g.is_some(),
            };
            if !present {
                return Err(Error::Usage(format!(
                    "the program uses {what} but the launch file does not provide it"
                )));
            }
            spec.args.push(match slot.kind {
                KernargSlotKind::Uav(n) => KernelArg::Uav(n),
                _ => KernelArg::U64(space.flat_base().ok_or_else(|| {
                    Error::Usage(format!("{what} has no address in the simulator"))
                })?),
            });
        }
        // The metadata describes every slot as a global pointer; constant buffers and `g[]`
        // have no launch-file pointer kind, so the kernarg segment is laid out from the
        // arguments directly (8-byte slots in the ABI's order, as the metadata says).
        let mut untyped = loaded.clone();
        // A graphics shader keeps its metadata: the simulator's graphics dispatcher reads the
        // stage, the program settings and the descriptor arguments from it (and takes the
        // launch arguments above for the other slots, in order).
        if !untyped
            .metadata
            .as_ref()
            .is_some_and(|m| m.graphics.is_some())
        {
            untyped.metadata = None;
        }
        let prog = runtime_sim::vega::Program::decode(&untyped.code);
        let options = runtime_sim::vega::Options {
            timing,
            ..runtime_sim::vega::Options::default()
        };
        runtime_sim::vega::run_kernel_with(&object, &untyped, &prog, &spec, &options)
            .map_err(|e| Error::Usage(format!("vega simulator: {e}")))
    }
}

/// Compiles IL text for `target` with the default options.
///
/// ```
/// let il = "il_cs_2_0\n\
///           dcl_num_thread_per_group 64, 1, 1\n\
///           dcl_raw_uav_id(0)\n\
///           dcl_literal l0, 2, 0, 0, 0\n\
///           ishl r0.x, vAbsTid.x, l0.x\n\
///           uav_raw_store_id(0) mem.x, r0.x, vAbsTid.x\n\
///           end\n";
/// let out = ilc::compile(il, ilc::Target::Vega).expect("compiles");
/// assert!(out.asm().contains("s_endpgm"));
/// assert_eq!(out.stats().code_bytes as usize, out.code().len());
/// let obj = out.obj().expect("Vega gives a code object");
/// assert_eq!(&obj[..4], b"\x7fELF");
///
/// // Run it on the strict Vega simulator: every work-item stores its id.
/// let launch = ilc::LaunchSpec::parse(
///     r#"{"global":[64,1,1],"group":[64,1,1],"uavs":{"0":{"zero":64}}}"#,
///     "launch.json",
/// )
/// .expect("valid launch");
/// let (output, _stats) = out.run(&launch).expect("runs");
/// assert_eq!(output.uavs[&0], (0..64).collect::<Vec<u32>>());
/// ```
pub fn compile(il_source: &str, target: Target) -> Result<Compiled, Error> {
    let program = crate::cli::load_text(il_source)?;
    compile_program(&program, target, &Options::default())
}

/// Compiles an IL binary token stream for `target` with the default options.
pub fn compile_binary(bytes: &[u8], target: Target) -> Result<Compiled, Error> {
    let program = crate::cli::load_binary(bytes)?;
    compile_program(&program, target, &Options::default())
}

/// Compiles a parsed, verified IL program for `target`.
pub fn compile_program(
    program: &Program,
    target: Target,
    options: &Options,
) -> Result<Compiled, Error> {
    let func = lower_and_optimize(program, options.opt_level)?;
    match target {
        Target::Vega => compile_vega(&func, options, vega_stage(program)),
        Target::R600 => crate::r600::compile_r600(program, &func, options),
    }
}

/// The Vega hardware stage of an IL program: pixel and vertex shaders are graphics
/// shaders (the position output of a vertex shader is the one declared with usage `pos`).
fn vega_stage(program: &Program) -> gcn_codegen::stage::Stage {
    use gcn_codegen::stage::Stage;
    match program.shader {
        amdil::ShaderType::Pixel => Stage::Pixel,
        amdil::ShaderType::Vertex => {
            let position = program.instructions.iter().find_map(|inst| {
                if inst.opcode != amdil::Opcode::DclOutput {
                    return None;
                }
                let controls = format!("{:?}", inst.controls).to_ascii_lowercase();
                let dst = inst.dsts.first()?;
                (dst.reg.ty == amdil::RegType::Output
                    && (controls.contains("\"pos") || controls.contains("position")))
                .then(|| dst.reg.num.unwrap_or(0))
            });
            Stage::Vertex { position }
        }
        _ => Stage::Compute,
    }
}

fn compile_vega(
    func: &ilc_ir::Function,
    options: &Options,
    stage: gcn_codegen::stage::Stage,
) -> Result<Compiled, Error> {
    let opts = gcn_codegen::CompileOptions {
        force_waitcnt: options.force_waitcnt,
        allocator: options.allocator,
        stage,
    };
    let (kernel, _, report) =
        gcn_codegen::compile_with_report(func, &opts).map_err(|e| crate::backend_error(&e))?;
    // What register allocation spilled (zero unless the register files ran out).
    let spills = report.spills;
    let stats = Stats {
        instructions: kernel.instructions,
        code_bytes: kernel.code.len() as u32,
        target: TargetStats::Vega(VegaStats {
            sgprs: kernel.sgpr_count,
            vgprs: kernel.vgpr_count,
            waitcnts: kernel.waitcnts,
            nops: kernel.nops,
            spilled_registers: spills.vgprs + spills.sgprs,
            spill_stores: spills.stores,
            spill_reloads: spills.reloads,
            scratch_bytes_per_lane: kernel.private_bytes,
            graphics: kernel.graphics.as_ref().map(|g| GraphicsSettings {
                stage: g.stage.metadata_name().unwrap_or("compute"),
                spi_ps_input_ena: g.spi_ps_input_ena,
                spi_ps_input_addr: g.spi_ps_input_addr,
                spi_shader_col_format: g.spi_shader_col_format,
                vs_exports: g.vs_exports.len() as u32,
            }),
        }),
    };
    Ok(Compiled {
        target: Target::Vega,
        code: kernel.code.clone(),
        asm: kernel.asm.clone(),
        stats,
        vega: Some(kernel),
        group_size: func.group_size,
        r600_interface: None,
    })
}
