//! Lowering of the graphics-stage forms (rules in `docs/architecture.md`, "Graphics
//! stages"; the interpreter implements the same reading of the manual):
//!
//! - Inputs `vN`: the pixel position (`dcl_input_position*`, `dcl_input_usage(pos)`) is the
//!   window coordinate computed from the global id, as `vWinCoord0`; other pixel-shader
//!   inputs load from [`AddressSpace::Interpolant`], vertex-shader inputs from
//!   [`AddressSpace::VertexInput`] (the address is the component); the vertex id is the
//!   work-item's linear index in the grid and the instance id 0.
//! - Outputs `oN`: each component is an SSA variable (so reads return this invocation's last
//!   write, 0 before the first one) and every write is also a store to
//!   [`AddressSpace::Output`], which the evaluator commits when the invocation returns.
//! - `discard_logicalnz/z` and `kill` (L5443-5476, L5514) store to [`AddressSpace::Discard`]
//!   and return, from inlined subroutines too.
//! - SAMPLE*, LOAD and RESINFO become one [`InstructionData::Texture`] per written
//!   component; DSX, DSY and FWIDTH one [`InstructionData::Derivative`] per component.

use super::*;
use crate::instructions::{DerivAxis, TexDesc, TexDim, TexOp};

/// SSA variable class of output registers (temps are class 0).
const VAR_OUTPUT: u8 = 1;

/// Where a declared input register's value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum InputSource {
    /// The window coordinate.
    Position,
    /// Pixel-shader interpolant N.
    Interpolant(u32),
    /// Vertex-shader input N.
    Vertex(u32),
    /// The vertex index.
    VertexId,
    /// The instance index (0: one instance).
    InstanceId,
}

/// A `dcl_resource` as the texture instructions need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ResourceDecl {
    dim: TexDim,
    unnorm: bool,
    int_formats: u8,
    signed_formats: u8,
}

impl Lowerer<'_> {
    /// Records `dcl_input` and `dcl_resource` declarations.
    pub(super) fn declare_graphics(&mut self, inst: &Instruction) -> Result<()> {
        match inst.opcode {
            Il::DclInput => {
                let Some(d) = inst.dsts.first() else {
                    return Ok(());
                };
                if d.reg.ty != RegType::Input {
                    return Ok(());
                }
                let n = d.reg.num.unwrap_or(0);
                // The usage, whatever its spelling (`_position`, `_usage(pos)`, ...).
                let text = format!("{:?}", inst.controls).to_ascii_lowercase();
                let vertex = self.program.shader == amdil::ShaderType::Vertex;
                let source = if text.contains("vertexid") || text.contains("vertex_id") {
                    InputSource::VertexId
                } else if text.contains("instanceid") || text.contains("instance_id") {
                    InputSource::InstanceId
                } else if vertex {
                    InputSource::Vertex(n)
                } else if text.contains("\"pos") || text.contains("position") {
                    InputSource::Position
                } else {
                    InputSource::Interpolant(n)
                };
                self.inputs.insert(n, source);
            }
            Il::DclResource => {
                let Some(id) = inst.id() else {
                    return err(inst.span, "dcl_resource without _id(n)");
                };
                let mut ty = None;
                let mut unnorm = false;
                for c in &inst.controls {
                    match c {
                        Control::Type(t) => ty = Some(*t),
                        Control::Other(name, Some(arg)) if name.as_ref() == "type" => {
                            let mut parts = arg.split(',').map(str::trim);
                            ty = parts.next().and_then(amdil::PixTexUsage::from_text);
                            unnorm = parts.any(|p| p == "unnorm");
                        }
                        _ => {}
                    }
                }
                let dim = match ty {
                    Some(amdil::PixTexUsage::Buffer) => TexDim::Buffer,
                    Some(amdil::PixTexUsage::Tex1D) => TexDim::D1,
                    Some(amdil::PixTexUsage::Tex2D) => TexDim::D2,
                    Some(amdil::PixTexUsage::Tex3D) => TexDim::D3,
                    other => {
                        return err(
                            inst.span,
                            format!(
                                "unsupported: dcl_resource _type({}) in the compiler",
                                other.map_or("?", |t| t.text())
                            ),
                        )
                    }
                };
                let (mut int_formats, mut signed_formats) = (0u8, 0u8);
                for c in &inst.controls {
                    if let Control::Fmt(i, f) = c {
                        let bit = 1u8 << (*i & 3);
                        match f {
                            amdil::ElementFormat::Uint => int_formats |= bit,
                            amdil::ElementFormat::Sint => {
                                int_formats |= bit;
                                signed_formats |= bit;
                            }
                            _ => {}
                        }
                    }
                }
                self.resources.insert(
                    id,
                    ResourceDecl {
                        dim,
                        unnorm,
                        int_formats,
                        signed_formats,
                    },
                );
            }
            _ => {}
        }
        Ok(())
    }

    /// Component `comp` of input `vN` or output `oN`, or `None` for other registers.
    pub(super) fn read_stage_register(
        &mut self,
        ty: RegType,
        n: u32,
        comp: u8,
        span: Span,
    ) -> Result<Option<Value>> {
        match ty {
            RegType::Output => {
                let cur = self.cur;
                Ok(Some(self.ssa.use_var(
                    &mut self.func,
                    cur,
                    (VAR_OUTPUT, n, comp as u32),
                )))
            }
            RegType::Input => {
                let Some(&source) = self.inputs.get(&n) else {
                    return err(
                        span,
                        format!("v{n} is read but not declared with dcl_input"),
                    );
                };
                Ok(Some(match source {
                    InputSource::Position => {
                        self.read_register(RegType::WinCoord, Some(0), &[], comp, span)?
                    }
                    InputSource::Interpolant(i) => {
                        let c = self.iconst(comp as u32);
                        self.b()
                            .load(AddressSpace::Interpolant(i), MemSize::Dword, c)
                    }
                    InputSource::Vertex(i) => {
                        let c = self.iconst(comp as u32);
                        self.b()
                            .load(AddressSpace::VertexInput(i), MemSize::Dword, c)
                    }
                    InputSource::VertexId => self.linear_index(),
                    InputSource::InstanceId => self.iconst(0),
                }))
            }
            _ => Ok(None),
        }
    }

    /// The work-item's linear index in the grid, `(z*H + y)*W + x` (global ids).
    fn linear_index(&mut self) -> Value {
        let mut b = self.b();
        let id = [0, 1, 2].map(|a| b.special(SpecialKind::GlobalId, a));
        let size = [0, 1].map(|a| {
            let g = b.special(SpecialKind::GroupSize, a);
            let n = b.special(SpecialKind::NumGroups, a);
            b.int(Op::Imul, g, n)
        });
        let zh = b.int(Op::Imul, id[2], size[1]);
        let row = b.iadd(zh, id[1]);
        let rw = b.int(Op::Imul, row, size[0]);
        b.iadd(rw, id[0])
    }

    /// Writes component `comp` of output `oN`.
    pub(super) fn write_output(&mut self, n: u32, comp: u8, value: Value) {
        let cur = self.cur;
        self.ssa.def_var(cur, (VAR_OUTPUT, n, comp as u32), value);
        let c = self.iconst(comp as u32);
        self.b()
            .store(AddressSpace::Output(n), MemSize::Dword, c, value);
    }

    /// Ends the invocation as discarded when `cond` holds.
    fn discard_if(&mut self, cond: Value) {
        let body = self.new_block();
        let next = self.new_block();
        self.brif(cond, body, next);
        self.ssa.seal(&mut self.func, body);
        self.ssa.seal(&mut self.func, next);
        self.cur = body;
        let zero = self.iconst(0);
        self.b()
            .store(AddressSpace::Discard, MemSize::Dword, zero, zero);
        // A discard inside a subroutine ends the whole invocation, not only the call.
        self.terminate(InstructionData::Return);
        self.cur = next;
    }

    /// Graphics instructions; `false` when `inst` is not one.
    pub(super) fn lower_graphics(&mut self, inst: &Instruction) -> Result<bool> {
        let span = inst.span;
        let src = |i: usize| {
            inst.srcs.get(i).cloned().ok_or_else(|| LowerError {
                span,
                message: format!("{} needs source operand {}", inst.opcode, i + 1),
            })
        };
        let op = match inst.opcode {
            Il::DclOutput | Il::DclResource => return Ok(true),
            Il::DiscardLogicalnz | Il::DiscardLogicalz => {
                let c = self.condition(inst, inst.opcode == Il::DiscardLogicalnz)?;
                self.discard_if(c);
                return Ok(true);
            }
            Il::Kill => {
                // Any component of the source below 0.0 (L5470).
                let s = src(0)?;
                let zero = self.b().fconst(0.0);
                let mut any = None;
                for pos in 0..4 {
                    let v = self.read_src(&s, pos, Domain::Float)?;
                    let lt = self.b().fcmp(FloatCC::Lt, FloatFlags::IL, v, zero);
                    any = Some(match any {
                        None => lt,
                        Some(a) => self.b().binary(Op::Bor, FloatFlags::default(), a, lt),
                    });
                }
                if let Some(c) = any {
                    self.discard_if(c);
                }
                return Ok(true);
            }
            Il::Dsx | Il::Dsy | Il::Fwidth => {
                if self.program.shader != amdil::ShaderType::Pixel {
                    return err(
                        span,
                        "a derivative outside a pixel shader is undefined (L7883)",
                    );
                }
                let axis = match inst.opcode {
                    Il::Dsx => DerivAxis::X,
                    Il::Dsy => DerivAxis::Y,
                    _ => DerivAxis::Width,
                };
                let fine = inst.has(&Control::Fine);
                let s = src(0)?;
                self.write_dst(inst, Domain::Float, |l, pos| {
                    let arg = l.read_src(&s, pos, Domain::Float)?;
                    Ok(l.b().value(InstructionData::Derivative { axis, fine, arg }))
                })?;
                return Ok(true);
            }
            Il::Sample | Il::SampleB | Il::SampleL | Il::SampleG => TexOp::Sample,
            Il::SampleC | Il::SampleCLz | Il::SampleCL | Il::SampleCB | Il::SampleCG => {
                TexOp::SampleCompare
            }
            Il::Load => TexOp::Load,
            Il::Resinfo => TexOp::ResInfo {
                uint: inst.has(&Control::Uint),
            },
            // BUFINFO (L5063-5080): the width in elements in all four components, i.e.
            // component 0 of RESINFO _uint at level 0.
            Il::Bufinfo => TexOp::ResInfo { uint: true },
            _ => return Ok(false),
        };
        let Some(resource) = inst.resource() else {
            return err(span, format!("{} needs _resource(n)", inst.opcode));
        };
        let Some(decl) = self.resources.get(&resource).copied() else {
            return err(
                span,
                format!("resource {resource} is used but not declared with dcl_resource"),
            );
        };
        let sampler = inst
            .controls
            .iter()
            .find_map(|c| match c {
                Control::Sampler(m) => Some(*m),
                _ => None,
            })
            .unwrap_or(0);
        let mut offset = [0i8; 3];
        let mut unnorm = decl.unnorm;
        for c in &inst.controls {
            match c {
                Control::AOffImmi(o) => {
                    for (d, s) in offset.iter_mut().zip(o) {
                        *d = i8::try_from(*s).or_else(|_| err(span, "offset out of range"))?;
                    }
                }
                Control::Other(name, Some(arg)) if name.as_ref() == "coordtype" => {
                    match arg.as_ref() {
                        "unnormalized" => unnorm = true,
                        "normalized" => unnorm = false,
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        let bufinfo = inst.opcode == Il::Bufinfo;
        if bufinfo
            && inst
                .controls
                .iter()
                .any(|c| matches!(c, Control::Other(n, _) if n.as_ref() == "uav"))
        {
            return err(span, "unsupported: bufinfo of a UAV (_uav) in the compiler");
        }
        let domain = match op {
            TexOp::Load | TexOp::ResInfo { .. } => Domain::Int,
            _ => Domain::Float,
        };
        let mut args: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::new();
        let coords = if matches!(op, TexOp::ResInfo { .. }) {
            1
        } else {
            3
        };
        if bufinfo {
            args.push(self.iconst(0));
        } else {
            let s0 = src(0)?;
            for pos in 0..coords {
                let v = self.read_src(&s0, pos, domain)?;
                args.push(self.as_i32(v));
            }
        }
        if op == TexOp::SampleCompare {
            let r = self.read_src(&src(1)?, 0, Domain::Float)?;
            args.push(self.as_i32(r));
        }
        // The LOD, bias and gradient operands select a mip level; launch textures have one.
        let result_domain = match op {
            TexOp::Load | TexOp::ResInfo { uint: true } => Domain::Int,
            _ => Domain::Float,
        };
        self.write_dst(inst, result_domain, |l, pos| {
            let desc = TexDesc {
                op,
                dim: decl.dim,
                unnorm,
                resource,
                sampler,
                offset,
                int_formats: decl.int_formats,
                signed_formats: decl.signed_formats,
                comp: if bufinfo { 0 } else { pos as u8 },
            };
            Ok(l.b().value(InstructionData::Texture {
                desc: Box::new(desc),
                args: args.clone(),
            }))
        })?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use crate::eval::{run, EvalMemory, EvalOptions, EvalSampler, EvalTexture, LaunchGeometry};
    use crate::instructions::{AddressSpace, InstructionData};
    use crate::passes::pipeline::{optimize, OptLevel};

    fn lower_text(il: &str) -> crate::Function {
        let program = amdil::parse(il).unwrap_or_else(|d| panic!("{d:?}"));
        let func = super::super::lower(&program).unwrap_or_else(|e| panic!("{e}"));
        crate::verifier::verify(&func).unwrap_or_else(|e| panic!("{e}\n{func}"));
        func
    }

    /// A 4x1 texture of one float component holding 10, 20, 30, 40, and a 4x2 target.
    fn memory() -> EvalMemory {
        let mut m = EvalMemory::default();
        m.textures.insert(
            0,
            EvalTexture {
                size: [4, 1, 1],
                components: 1,
                words: [10.0f32, 20.0, 30.0, 40.0].map(f32::to_bits).to_vec(),
            },
        );
        m.samplers.insert(0, EvalSampler::default());
        m.outputs.insert(0, (1, vec![7; 8]));
        m
    }

    const GEOMETRY: LaunchGeometry = LaunchGeometry {
        group_size: [4, 2, 1],
        num_groups: [1, 1, 1],
    };

    /// A loop that samples, a discard in a branch, and an output written twice: at every
    /// level the samples stay below the discard, used samples survive, and the last write
    /// of o0.x wins; the discarded pixels keep the target's 7.
    #[test]
    fn passes_keep_samples_after_discards_and_output_order() {
        let il = "il_ps_2_0
dcl_output_generic o0
dcl_resource_id(0)_type(1d,unnorm)_fmtx(float)
dcl_literal l0, 0x3F000000, 2, 0, 0
ftoi r0, vWinCoord0
mov o0.x, l0.x
whileloop
    ige r2.x, r0.x, l0.y
    break_logicalnz r2.x
    discard_logicalnz r0.y
    sample_resource(0)_sampler(0) r3, vWinCoord0
    mov o0.x, r3.x
    iadd r0.x, r0.x, l0.y
endloop
end
";
        let func = lower_text(il);
        for level in [OptLevel::O0, OptLevel::O1, OptLevel::O2] {
            let mut f = func.clone();
            optimize(&mut f, level).unwrap_or_else(|e| panic!("{e}"));
            // Every sample is still preceded (in its block order) by no hoisting: samples
            // live in the loop body, after the discard's branch.
            let samples = f
                .insts
                .values()
                .filter(|d| matches!(d, InstructionData::Texture { .. }))
                .count();
            assert!(samples >= 1, "{level:?}: the used sample was removed\n{f}");
            let mut mem = memory();
            run(&f, &GEOMETRY, &mut mem, &EvalOptions::default())
                .unwrap_or_else(|e| panic!("{level:?}: {e}\n{f}"));
            // Row 0: x = 0, 1 run the body once and sample their own texel (10, 20); x = 2,
            // 3 never enter it and keep 0.5. Row 1 discards in the body (x < 2: the
            // target keeps 7) or never enters it.
            let b = |x: f32| x.to_bits();
            let want = vec![b(10.0), b(20.0), b(0.5), b(0.5), 7, 7, b(0.5), b(0.5)];
            assert_eq!(mem.outputs[&0].1, want, "{level:?}\n{f}");
        }
    }

    #[test]
    fn texture_and_derivative_instructions_print_and_parse_back() {
        let il = "il_ps_2_0
dcl_input_generic_interp(linear) v1
dcl_output_generic o0
dcl_resource_id(2)_type(3d)_fmtx(float)_fmty(uint)_fmtz(sint)_fmtw(float)
sample_c_resource(2)_sampler(5)_aoffimmi(1,-2,3) r0, v1, v1.w
load_resource(2) r1, r0
resinfo_resource(2)_uint r2, r1.x
dsy_fine r3, r0
add o0, r0, r3
iadd o0.y, r1, r2
discard_logicalz r2.w
end
";
        let func = lower_text(il);
        let text = func.to_string();
        let parsed = crate::parser::parse_function(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(parsed.to_string(), text);
        for word in [
            "texture sample_c 3d res(2) smp(5) comp(0) fmt(fusf) off(1,-2,3)",
            "deriv dsy fine",
            "store discard",
            "load interpolant(1)",
            "resinfo_uint",
        ] {
            assert!(text.contains(word), "{word} missing:\n{text}");
        }
        let stores = func
            .insts
            .values()
            .filter(|d| {
                matches!(
                    d,
                    InstructionData::Store {
                        space: AddressSpace::Output(0),
                        ..
                    }
                )
            })
            .count();
        assert_eq!(stores, 5, "o0.xyzw then o0.y");
    }

    /// A derivative in divergent flow control leaves a quad incomplete: a program error.
    #[test]
    fn derivative_with_an_inactive_quad_member_is_an_error() {
        let il = "il_ps_2_0
dcl_output_generic o0
ftoi r0, vWinCoord0
if_logicalnz r0.x
    dsx o0, vWinCoord0
endif
end
";
        let f = lower_text(il);
        let mut mem = memory();
        let e = run(&f, &GEOMETRY, &mut mem, &EvalOptions::default()).expect_err("divergent dsx");
        assert!(e.message.contains("quad"), "{e}");
    }
}
