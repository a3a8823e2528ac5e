//! Decoding of the graphics-stage forms: input and output declarations and registers
//! (`dcl_input*`, `dcl_output*`, `vN`, `oN`), `dcl_resource`, the texture instructions,
//! KILL and the derivatives.
//!
//! - Every spelling of the pixel position (`vWinCoord0`; `vN` declared with
//!   `dcl_input_position[_interp(mode)]` or `dcl_input_usage(pos)`) reads the window
//!   coordinate `(x + 0.5, y + 0.5, 0, 1)` (`shared/design.md`; DCL_INPUT L4127-4170).
//! - Other pixel-shader inputs (`dcl_input_generic[_interp(mode)]`, `dcl_input_interp(mode)`,
//!   `dcl_input_usage(generic)`) are interpolants N (launch `interpolants`, else the window
//!   coordinate); vertex-shader inputs are the launch's `vertex_inputs` N, and
//!   `dcl_input_vertexid` / `_usage(vertexid)` the vertex index, `_usage(instanceid)` 0 (a
//!   launch draws one instance).
//! - Output registers `oN` live in a per-lane slot: a read returns what this invocation last
//!   wrote to that component, 0 before the first write (the register starts at 0 like every
//!   temp; DCL_OUTPUT L4369-4400 says nothing about reads, and brcc programs use `o0` as an
//!   accumulator). `oN` need not be declared (DX9-style `il_ps_2_0` writes it directly).

use super::*;

/// Opcodes of this module and their class, or `None`.
pub(super) fn classify_graphics(op: O) -> Option<Class> {
    Some(match op {
        O::Sample | O::SampleB | O::SampleL | O::SampleG => Class::Tex(TexOp::Sample),
        O::SampleC | O::SampleCLz | O::SampleCL | O::SampleCB | O::SampleCG => {
            Class::Tex(TexOp::SampleCompare)
        }
        O::Load => Class::Tex(TexOp::Load),
        O::Resinfo => Class::Tex(TexOp::ResInfo { uint: false }),
        O::Bufinfo => Class::Tex(TexOp::BufInfo),
        O::Dsx => Class::Deriv(DerivAxis::X),
        O::Dsy => Class::Deriv(DerivAxis::Y),
        O::Fwidth => Class::Deriv(DerivAxis::Width),
        O::Kill => Class::Flow,
        O::DclOutput | O::DclResource => Class::Decl,
        _ => return None,
    })
}

/// How a `dcl_input` declares its register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Usage {
    Position,
    VertexId,
    InstanceId,
    Generic,
}

/// The usage of a `dcl_input`, read from its control specifiers whatever their spelling
/// (`_position`, `_usage(pos)`, `_usage(position)`, `_vertexid`, `_usage(vertexid)`).
fn input_usage(inst: &Instruction) -> Usage {
    let text = format!("{:?}", inst.controls).to_ascii_lowercase();
    if text.contains("vertexid") || text.contains("vertex_id") {
        Usage::VertexId
    } else if text.contains("instanceid") || text.contains("instance_id") {
        Usage::InstanceId
    } else if text.contains("\"pos\"") || text.contains("position") || text.contains("\"pos") {
        Usage::Position
    } else {
        Usage::Generic
    }
}

/// The `_type(..)` of a `dcl_resource`: dimension and `unnorm`.
fn resource_type(inst: &Instruction) -> Option<(Option<PixTexUsage>, bool)> {
    for c in &inst.controls {
        match c {
            Control::Type(t) => return Some((Some(*t), false)),
            Control::Other(name, Some(arg)) if name.as_ref() == "type" => {
                let mut parts = arg.split(',').map(str::trim);
                let t = parts.next().and_then(PixTexUsage::from_text);
                let unnorm = parts.any(|p| p == "unnorm");
                return Some((t, unnorm));
            }
            _ => {}
        }
    }
    None
}

impl Decoder {
    /// Records graphics declarations (inputs, outputs, resources).
    pub(super) fn declare_graphics(&mut self, inst: &Instruction) -> R<()> {
        match inst.opcode {
            O::DclInput => {
                let Some(num) = inst.dsts.first().and_then(|d| d.reg.num) else {
                    // Declarations of other register types (vFace, ...) are not read.
                    return Ok(());
                };
                if inst.dsts.first().map(|d| d.reg.ty) != Some(RegType::Input) {
                    return Ok(());
                }
                let kind = match (self.kind, input_usage(inst)) {
                    (_, Usage::VertexId) => Some(InputKind::VertexId),
                    (_, Usage::InstanceId) => Some(InputKind::InstanceId),
                    (ShaderKind::Vertex, _) => Some(InputKind::Vertex(num)),
                    (_, Usage::Position) => None,
                    (_, Usage::Generic) => Some(InputKind::Interpolant(num)),
                };
                let slot = match kind {
                    None => slot::WIN_COORD,
                    Some(k) => {
                        let s = self.next_slot;
                        self.next_slot += 1;
                        self.input_kinds.push((s, k));
                        s
                    }
                };
                self.inputs.insert(num, slot);
            }
            O::DclOutput => {
                if let Some(d) = inst.dsts.first() {
                    if d.reg.ty == RegType::Output {
                        self.output_slot(d.reg.num.unwrap_or(0));
                    }
                }
            }
            O::DclResource => {
                let Some(id) = id_of(inst) else {
                    return Err(self.malformed(inst, "dcl_resource without _id(n)"));
                };
                let Some((ty, unnorm)) = resource_type(inst) else {
                    return Err(self.malformed(inst, "dcl_resource without _type(..)"));
                };
                let dim = match ty {
                    Some(PixTexUsage::Buffer) => ResDim::Buffer,
                    Some(PixTexUsage::Tex1D) => ResDim::D1,
                    Some(PixTexUsage::Tex2D) => ResDim::D2,
                    Some(PixTexUsage::Tex3D) => ResDim::D3,
                    other => {
                        return Err(InterpError::unsupported(
                            format!(
                                "dcl_resource _type({}) (the launch format has 1-D, 2-D, 3-D textures and buffers)",
                                other.map_or("?", |t| t.text())
                            ),
                            Some(inst.span),
                        ))
                    }
                };
                let mut fmt = [CompFormat::Float; 4];
                for c in &inst.controls {
                    if let Control::Fmt(i, f) = c {
                        let f = match f {
                            amdil::ElementFormat::Uint => CompFormat::Uint,
                            amdil::ElementFormat::Sint => CompFormat::Sint,
                            _ => CompFormat::Float,
                        };
                        if let Some(slot) = fmt.get_mut(*i as usize) {
                            *slot = f;
                        }
                    }
                }
                self.resources.insert(id, ResDecl { dim, unnorm, fmt });
            }
            _ => {}
        }
        Ok(())
    }

    /// The slot and output index of `oN`, allocated on first sight.
    pub(super) fn output_slot(&mut self, num: u32) -> (u32, u32) {
        if let Some(i) = self.outputs.iter().position(|&(n, _)| n == num) {
            return (self.outputs[i].1, i as u32);
        }
        let s = self.next_slot;
        self.next_slot += 1;
        self.outputs.push((num, s));
        (s, self.outputs.len() as u32 - 1)
    }

    /// The slot of input register `vN`.
    pub(super) fn input_loc(&mut self, inst: &Instruction, num: u32) -> R<Loc> {
        match self.inputs.get(&num) {
            Some(&s) => Ok(Loc::Slot(s)),
            None => Err(self.malformed(
                inst,
                format!("v{num} is read but not declared with dcl_input"),
            )),
        }
    }

    /// A texture instruction.
    pub(super) fn tex(&mut self, inst: &Instruction, op: TexOp) -> R<Inst> {
        let Some(resource) = inst.resource() else {
            return Err(self.malformed(inst, format!("{} needs _resource(n)", inst.opcode)));
        };
        if !self.resources.contains_key(&resource) {
            return Err(self.malformed(
                inst,
                format!("resource {resource} is used but not declared with dcl_resource"),
            ));
        }
        let op = match op {
            TexOp::ResInfo { .. } => TexOp::ResInfo {
                uint: inst.has(&Control::Uint),
            },
            other => other,
        };
        if op == TexOp::BufInfo
            && inst
                .controls
                .iter()
                .any(|c| matches!(c, Control::Other(n, _) if n.as_ref() == "uav"))
        {
            return Err(InterpError::unsupported(
                "bufinfo of a UAV (_uav)",
                Some(inst.span),
            ));
        }
        let sampler = inst
            .controls
            .iter()
            .find_map(|c| match c {
                Control::Sampler(m) => Some(*m),
                _ => None,
            })
            .unwrap_or(0);
        let mut offset = [0; 3];
        let mut unnorm = None;
        for c in &inst.controls {
            match c {
                Control::AOffImmi(o) => offset = *o,
                Control::Other(name, Some(arg)) if name.as_ref() == "coordtype" => {
                    unnorm = match arg.as_ref() {
                        "unnormalized" => Some(true),
                        "normalized" => Some(false),
                        _ => None,
                    }
                }
                _ => {}
            }
        }
        let needed = match (op, inst.opcode) {
            (TexOp::Sample, O::Sample) => 1,
            (TexOp::Sample, O::SampleG) => 3,
            (TexOp::Sample, _) => 2,
            (TexOp::SampleCompare, O::SampleCG) => 4,
            (TexOp::SampleCompare, O::SampleCL | O::SampleCB) => 3,
            (TexOp::SampleCompare, _) => 2,
            (TexOp::Load | TexOp::ResInfo { .. }, _) => 1,
            (TexOp::BufInfo, _) => 0,
        };
        let srcs = (0..needed)
            .map(|i| self.src(inst, i))
            .collect::<R<Vec<_>>>()?;
        Ok(Inst::Tex(Box::new(TexInst {
            op,
            resource,
            sampler,
            offset,
            unnorm,
            dst: self.dst(inst)?,
            srcs,
        })))
    }

    /// DSX / DSY / FWIDTH.
    pub(super) fn deriv(&mut self, inst: &Instruction, axis: DerivAxis) -> R<Inst> {
        if self.kind != ShaderKind::Pixel {
            return Err(InterpError::program(
                format!(
                    "{} outside a pixel shader (undefined, L7883)",
                    inst.opcode.mnemonic()
                ),
                Some(inst.span),
            ));
        }
        Ok(Inst::Deriv {
            axis,
            fine: inst.has(&Control::Fine),
            dst: self.dst(inst)?,
            src: self.src(inst, 0)?,
        })
    }
}
